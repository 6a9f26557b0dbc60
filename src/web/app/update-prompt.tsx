import { Button, Toast, ToastFooter, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstScreen } from '../components/first-screen';
import { TOAST_TIMEOUT_MS, TOASTER_ID } from '../components/notify';

/**
 * Registers the service worker (workbox-window). A new version waiting prompts the user to reload; accepting
 * sends SKIP_WAITING and reloads once the new worker controls the page.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const { dispatchToast } = useToastController(TOASTER_ID);
  // Registered after the first screen: installing fetches every precached file, which must not slow the first load.
  const afterFirstScreen = useAfterFirstScreen();

  useEffect(() => {
    if (!afterFirstScreen || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('installed', (event) => {
        if (!event.isUpdate) {
          dispatchToast(
            <Toast>
              <ToastTitle>{t('update.offlineReady')}</ToastTitle>
            </Toast>,
            { intent: 'success', timeout: TOAST_TIMEOUT_MS },
          );
        }
      });
      wb.addEventListener('waiting', () => {
        wb.addEventListener('controlling', () => window.location.reload());
        dispatchToast(
          <Toast>
            <ToastTitle>{t('update.available')}</ToastTitle>
            <ToastFooter>
              <Button appearance="primary" onClick={() => wb.messageSkipWaiting()}>
                {t('update.reload')}
              </Button>
            </ToastFooter>
          </Toast>,
          { intent: 'info', timeout: -1 },
        );
      });
      void wb.register();
    });
    return () => {
      cancelled = true;
    };
  }, [afterFirstScreen, dispatchToast, t]);
  return null;
}

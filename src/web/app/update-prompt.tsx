import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstScreen } from '../components/first-screen';
import { TOAST_TIMEOUT_MS } from '../components/notify';

const useStyles = makeStyles({ bar: { borderRadius: 0 } });

/**
 * Registers the service worker (workbox-window). The first visit's 'klar til bruk uten nett' and a new version's
 * prompt to reload are bars above the page (in its flow, like the offline banner), not toasts: on a phone a toast
 * would cover the buttons under it (the first card's Svar). The first-visit bar goes after the toast time; the
 * update bar stays until the user reloads or closes it. Reloading sends SKIP_WAITING and reloads once the new
 * worker controls the page.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const [offlineReady, setOfflineReady] = useState(false);
  const [update, setUpdate] = useState<(() => void) | null>(null);
  // Registered after the first screen: installing fetches every precached file, which must not slow the first load.
  const afterFirstScreen = useAfterFirstScreen();

  useEffect(() => {
    if (!afterFirstScreen || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('installed', (event) => {
        if (!event.isUpdate && !cancelled) setOfflineReady(true);
      });
      wb.addEventListener('waiting', () => {
        wb.addEventListener('controlling', () => window.location.reload());
        if (!cancelled) setUpdate(() => () => wb.messageSkipWaiting());
      });
      void wb.register();
    });
    return () => {
      cancelled = true;
    };
  }, [afterFirstScreen]);
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => setOfflineReady(false), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);

  const close = (
    onClick: () => void,
  ) => <Button appearance="transparent" icon={<DismissRegular />} aria-label={t('close')} onClick={onClick} />;
  return (
    <>
      {update && (
        <MessageBar intent="info" className={styles.bar}>
          <MessageBarBody role="status" data-testid="update-available">
            {t('update.available')}
          </MessageBarBody>
          <MessageBarActions containerAction={close(() => setUpdate(null))}>
            <Button appearance="primary" onClick={update}>
              {t('update.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {offlineReady && (
        <MessageBar intent="success" className={styles.bar}>
          <MessageBarBody role="status" data-testid="offline-ready">
            {t('update.offlineReady')}
          </MessageBarBody>
          <MessageBarActions containerAction={close(() => setOfflineReady(false))} />
        </MessageBar>
      )}
    </>
  );
}

import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../components/use-translation';
import { useAfterFirstScreen } from '../components/first-screen';
import { TOAST_TIMEOUT_MS } from '../components/notify';

const useStyles = makeStyles({
  bar: { borderRadius: 0 },
  // The first visit's notice floats over the page's lower edge: placed in the page's flow it pushed everything down
  // a few seconds after the first screen (and up again when it went), under the user's pointer, which lost a click
  // on the overview's pager (issue 27). At the lower edge it covers no card's first button (a phone's toasts are at
  // the top); it has its close button and goes after the toast time.
  floating: {
    position: 'fixed',
    insetInlineStart: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    maxWidth: 'min(32rem, calc(100vw - 2 * 16px))',
    zIndex: 1000,
    boxShadow: tokens.shadow16,
    '@media (max-width: 600px)': { insetInlineStart: 0, bottom: 0, maxWidth: 'none', width: '100%', borderRadius: 0 },
  },
});

/**
 * Registers the service worker (workbox-window). A new version's prompt to reload is a bar above the page (in its
 * flow, like the offline banner): it stays until the user reloads or closes it. The first visit's 'klar til bruk uten
 * nett' floats at the lower edge and goes after the toast time: it comes by itself a few seconds after the first
 * screen, so in the page's flow it would move the page under the user's pointer. Reloading sends SKIP_WAITING and
 * reloads once the new worker controls the page.
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
        <MessageBar intent="success" className={styles.floating}>
          <MessageBarBody role="status" data-testid="offline-ready">
            {t('update.offlineReady')}
          </MessageBarBody>
          <MessageBarActions containerAction={close(() => setOfflineReady(false))} />
        </MessageBar>
      )}
    </>
  );
}

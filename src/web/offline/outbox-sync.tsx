import { useEffect } from 'react';
import { useTranslation } from '../components/use-translation';
import { getUserContext, subscribeSession } from '../api/session-storage';
import { useNotify } from '../components/notify';
import { onServiceWorkerReplay } from './background-sync';
import { isToldByCaller, onOutboxSent } from './outbox-events';
import { hasFreshToken } from './owner';
import { waitingEntries } from './outbox-queue';
import { replayNow } from './outbox-actions';
import { stopReplayTimer } from './replay';
import { onStorageFailure } from './storage-error';

function canReplay(): boolean {
  return (
    hasFreshToken() && Boolean(getUserContext()) && (typeof navigator === 'undefined' || navigator.onLine)
  );
}

function replayIfSignedIn(): void {
  if (canReplay()) void replayNow().catch(() => undefined);
}

/** How often the page looks for waiting changes on its own (besides start-up, online, visibility, Background Sync). */
export const REPLAY_INTERVAL_MS = 30_000;

async function replayIfWaiting(): Promise<void> {
  if (!canReplay()) return;
  const waiting = await waitingEntries().catch(() => []);
  if (waiting.some((entry) => entry.state === 'pending' && entry.nextAttemptAt <= Date.now()))
    replayIfSignedIn();
}

/**
 * Mounted once by the app: replays the outbox at start-up (once signed in with a user context), when the browser
 * comes online, when the page is shown again, every half minute while changes are due, and when the service worker's Background Sync wakes the page; says when the queue has been sent and
 * when the device's storage is full.
 */
export function OutboxSync() {
  const { t } = useTranslation('offline');
  const notify = useNotify();
  useEffect(() => {
    replayIfSignedIn();
    window.addEventListener('online', replayIfSignedIn);
    // Safari and Firefox have no Background Sync: the page also replays when it is shown again and every half minute.
    const onVisible = () => {
      if (document.visibilityState === 'visible') replayIfSignedIn();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => void replayIfWaiting(), REPLAY_INTERVAL_MS);
    const stopSession = subscribeSession(replayIfSignedIn);
    const stopWorker = onServiceWorkerReplay(replayIfSignedIn);
    return () => {
      window.removeEventListener('online', replayIfSignedIn);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      stopSession();
      stopWorker();
      stopReplayTimer();
    };
  }, []);
  useEffect(
    () =>
      onOutboxSent((entry, _response, origin) => {
        // Taking the other device's version sends nothing: no 'sent' message then. A save sent while its drawer
        // waited is told by the drawer's own toast (one save, one toast).
        if (origin === 'theirs' || isToldByCaller(entry.key)) return;
        void waitingEntries().then((left) => {
          if (left.length === 0) notify(t('synced'), 'success');
        });
      }),
    [notify, t],
  );
  useEffect(
    () =>
      onStorageFailure(
        (failure) =>
          failure && notify(t(failure.kind === 'quota' ? 'storage.quota' : 'storage.unavailable'), 'error'),
      ),
    [notify, t],
  );
  return null;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserContext, subscribeSession } from '../api/session-storage';
import { useNotify } from '../components/notify';
import { onServiceWorkerReplay } from './background-sync';
import { onOutboxSent } from './outbox-events';
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

/**
 * Mounted once by the app: replays the outbox at start-up (once signed in with a user context), when the browser
 * comes online, and when the service worker's Background Sync wakes the page; says when the queue has been sent and
 * when the device's storage is full.
 */
export function OutboxSync() {
  const { t } = useTranslation('offline');
  const notify = useNotify();
  useEffect(() => {
    replayIfSignedIn();
    window.addEventListener('online', replayIfSignedIn);
    const stopSession = subscribeSession(replayIfSignedIn);
    const stopWorker = onServiceWorkerReplay(replayIfSignedIn);
    return () => {
      window.removeEventListener('online', replayIfSignedIn);
      stopSession();
      stopWorker();
      stopReplayTimer();
    };
  }, []);
  useEffect(
    () =>
      onOutboxSent(() => {
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

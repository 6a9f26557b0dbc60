import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG } from './sync-tag';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser, where it has Background Sync, to wake us when the connection is back. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.ready) as unknown as SyncRegistration;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // no Background Sync (Firefox, Safari) or not allowed: the online event and start-up replay instead
  }
}

/** Calls back when the service worker says a sync is due. */
export function onServiceWorkerReplay(callback: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_REPLAY_MESSAGE) callback();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

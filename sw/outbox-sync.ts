/// <reference lib="webworker" />
import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG } from '../src/web/offline/sync-tag';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync (where the browser has it): when the connection is back, the browser fires 'sync' with our tag and
 * the worker tells every open page to replay its outbox. The worker does not send the changes itself: the session
 * token lives in the page's sessionStorage, which a worker cannot read. With no page open, the outbox is replayed the
 * next time the app starts.
 */
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: OUTBOX_REPLAY_MESSAGE });
    }),
  );
});

/** The Background Sync tag: the service worker wakes open pages to replay the outbox (sw/outbox-sync.ts). */
export const OUTBOX_SYNC_TAG = 'meldesystem-outbox';
/** The message the service worker posts to its pages when the sync is due. */
export const OUTBOX_REPLAY_MESSAGE = 'meldesystem-outbox-replay';

import { db, type LocalDraftRecord } from './db';
import { saveDraftLocally } from './draft-store';
import { currentOwnerId } from './owner';

/**
 * saveDraftLocally for a page that is going away (`pagehide`, hidden): the write is handed to IndexedDB in one
 * transaction committed at once (IDBTransaction.commit), so it lands even if the page is gone before an answer could
 * come back (a promise-based write is then lost). Falls back to saveDraftLocally when that is not possible.
 */
export function saveDraftLocallyNow<T>(draft: T, id: string): void {
  const record: LocalDraftRecord<T> = { id, draft, savedAt: Date.now(), ownerId: currentOwnerId() };
  try {
    const transaction = db.backendDB().transaction('drafts', 'readwrite');
    transaction.objectStore('drafts').put(record);
    transaction.commit();
  } catch {
    void saveDraftLocally(draft as T & { id: string }, id).catch(() => undefined);
  }
}

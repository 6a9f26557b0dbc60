// Imported as it is, not loaded at first use (database.ts): a form waits for its draft before it shows its fields, so
// Dexie is fetched with the form's code rather than after it (issue 27).
import { db } from './db';
import { currentOwnerId } from './owner';
import { guardStorage } from './storage-error';

/**
 * The values of a form being written, kept on the device until the form is sent (issue 10: nothing typed is lost,
 * across reloads, closed tabs and a restarted device). Only the signed-in user's own drafts are read.
 */
export async function loadFormDraft<V>(id: string): Promise<V | undefined> {
  const record = await db.formDrafts.get(id);
  return record && record.ownerId === currentOwnerId() ? (record.values as V) : undefined;
}

export async function saveFormDraft(id: string, values: unknown): Promise<void> {
  await guardStorage(() => db.formDrafts.put({ id, values, savedAt: Date.now(), ownerId: currentOwnerId() }));
}

export async function deleteFormDraft(id: string): Promise<void> {
  await guardStorage(() => db.formDrafts.delete(id));
}

/**
 * saveFormDraft for a page that is going away (`pagehide`, hidden): one IndexedDB transaction committed at once, so
 * the last keystrokes land even when the page is gone before a promise could settle. Falls back to saveFormDraft.
 */
export function saveFormDraftNow(id: string, values: unknown): void {
  try {
    const transaction = db.backendDB().transaction('formDrafts', 'readwrite');
    transaction.objectStore('formDrafts').put({ id, values, savedAt: Date.now(), ownerId: currentOwnerId() });
    transaction.commit();
  } catch {
    void saveFormDraft(id, values).catch(() => undefined);
  }
}

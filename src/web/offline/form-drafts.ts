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

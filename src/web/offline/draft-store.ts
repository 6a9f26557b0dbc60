import type { LocalDraftRecord } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { currentOwnerId } from './owner';
import { guardStorage } from './storage-error';
import { useLiveQuery } from './use-live-query';

/** Anything with the draft's id, as `id`, `acquisitionId` or `daqAcquisitionGID` (or pass the id). */
export type DraftLike = { id?: string | number; acquisitionId?: string; daqAcquisitionGID?: string | number };

function idOf(draft: DraftLike, id?: string): string {
  const value = id ?? draft.id ?? draft.acquisitionId ?? draft.daqAcquisitionGID;
  if (value === undefined || value === '') throw new Error('A local draft needs an id');
  return String(value);
}

/**
 * Keeps the draft on this device (IndexedDB), replacing what was stored under its id. The wizard calls it on every
 * change, so nothing typed is lost when the tab is closed or reloaded offline. Throws OfflineStorageError when the
 * device's storage is full (also reported to useSyncStatus).
 */
export async function saveDraftLocally<T extends DraftLike>(
  draft: T,
  id?: string,
): Promise<LocalDraftRecord<T>> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const record: LocalDraftRecord<T> = {
    id: idOf(draft, id),
    draft,
    savedAt: Date.now(),
    ownerId: currentOwnerId(),
  };
  await guardStorage(() => db.drafts.put(record as LocalDraftRecord));
  return record;
}

/** The stored record of one draft, or undefined. */
export async function getLocalDraft<T = unknown>(id: string): Promise<LocalDraftRecord<T> | undefined> {
  const db = loadedDatabase() ?? (await loadDatabase());
  return (await guardStorage(() => db.drafts.get(id))) as LocalDraftRecord<T> | undefined;
}

/** Every draft stored on this device for the signed-in user, latest saved first. */
export async function listLocalDrafts<T = unknown>(): Promise<LocalDraftRecord<T>[]> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const owner = currentOwnerId();
  const records = await guardStorage(() => db.drafts.where('ownerId').equals(owner).toArray());
  return (records as LocalDraftRecord<T>[]).sort((a, b) => b.savedAt - a.savedAt);
}

/** Forgets a local draft (after it was deleted, or once the service holds it and the user left the wizard). */
export async function deleteLocalDraft(id: string): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await guardStorage(() => db.drafts.delete(id));
}

/**
 * The stored draft, live: re-renders on every change (in this tab or another).
 * undefined while loading, null when nothing is stored under the id.
 */
export function useLocalDraft<T = unknown>(id: string | undefined): LocalDraftRecord<T> | null | undefined {
  return useLiveQuery(
    async () => {
      if (!id) return null;
      const db = loadedDatabase() ?? (await loadDatabase());
      return ((await db.drafts.get(id)) as LocalDraftRecord<T> | undefined) ?? null;
    },
    [id],
  );
}

/** listLocalDrafts, live. */
export function useLocalDrafts<T = unknown>(): LocalDraftRecord<T>[] | undefined {
  return useLiveQuery(() => listLocalDrafts<T>(), []);
}

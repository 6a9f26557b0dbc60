import { useSyncExternalStore } from 'react';
import { loadDatabase, loadedDatabase } from './database';
import { useLiveQuery } from './use-live-query';

/** Upload progress of stored files by id (0 to 1), while this page uploads them; shown by drawers and the outbox. */
const progress = new Map<string, number>();
let snapshot: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

export function setUploadProgress(fileId: string, fraction: number | null): void {
  if (fraction === null) progress.delete(fileId);
  else progress.set(fileId, Math.max(0, Math.min(1, fraction)));
  snapshot = new Map(progress);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The progress of every file being uploaded, live. */
export function useUploadProgress(): ReadonlyMap<string, number> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/**
 * The share of each file the service has confirmed as this device last heard it (kept in IndexedDB after every chunk,
 * issue 25): what a page opened again after a closed tab shows before this page's own upload reports progress.
 */
export function useStoredUploadFractions(fileIds: readonly string[]): ReadonlyMap<string, number> {
  const key = fileIds.join(',');
  return useLiveQuery(
    async () => {
      const fractions = new Map<string, number>();
      if (fileIds.length === 0) return fractions;
      const db = loadedDatabase() ?? (await loadDatabase());
      const [files, records] = await Promise.all([
        db.files.bulkGet([...fileIds]),
        db.uploads.where('fingerprint').anyOf([...fileIds]).toArray(),
      ]);
      for (const record of records) {
        const size = files.find((file) => file?.id === record.fingerprint)?.size;
        if (size && record.offset) fractions.set(record.fingerprint, Math.max(fractions.get(record.fingerprint) ?? 0, record.offset / size));
      }
      return fractions;
    },
    [key],
    new Map<string, number>(),
  );
}

import { useSyncExternalStore } from 'react';

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

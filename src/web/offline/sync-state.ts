import { useSyncExternalStore } from 'react';

/** Whether a replay runs now; a tiny store for useSyncExternalStore. */
let syncing = false;
const listeners = new Set<() => void>();

export function setSyncing(value: boolean): void {
  if (syncing === value) return;
  syncing = value;
  for (const listener of listeners) listener();
}

export function isSyncing(): boolean {
  return syncing;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsSyncing(): boolean {
  return useSyncExternalStore(subscribe, isSyncing, () => false);
}

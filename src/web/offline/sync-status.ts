import { useEffect, useState } from 'react';
import { useOutboxEntries } from './outbox';
import { useOnlineStatus } from './online-status';
import { lastStorageFailure, onStorageFailure, type OfflineStorageError } from './storage-error';
import { useIsSyncing } from './sync-state';

export interface SyncStatus {
  online: boolean;
  /** A replay runs now. */
  syncing: boolean;
  /** Changes waiting to be sent. */
  pending: number;
  /** Changes the service refused: the user must retry, edit or discard them. */
  failed: number;
  /** Saves refused because another device saved first: the user must choose. */
  conflicts: number;
  /** The device's storage refused a write (quota): shown until a write succeeds. */
  storageFailure: OfflineStorageError | null;
}

function useStorageFailure(): OfflineStorageError | null {
  const [failure, setFailure] = useState(lastStorageFailure);
  useEffect(() => onStorageFailure(setFailure), []);
  return failure;
}

/** The state of this device's outbox, of one entity or of all. */
export function useSyncStatus(entityId?: string): SyncStatus {
  const entries = useOutboxEntries(entityId);
  return {
    online: useOnlineStatus(),
    syncing: useIsSyncing(),
    pending: entries.filter((entry) => entry.state === 'pending').length,
    failed: entries.filter((entry) => entry.state === 'failed').length,
    conflicts: entries.filter((entry) => entry.state === 'conflict').length,
    storageFailure: useStorageFailure(),
  };
}

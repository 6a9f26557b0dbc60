import { useCallback, useEffect, useState } from 'react';
import { db } from '../../offline/db';
import { askPersistentStorage, readStorageHealth, type StorageHealth } from '../../offline/storage-health';
import { useLiveQuery } from '../../offline/use-live-query';

/** The device's storage health, read again whenever the outbox changes, and a way to ask for persistent storage. */
export function useStorageHealth(): { health: StorageHealth | undefined; askPersistence: () => Promise<void> } {
  const [health, setHealth] = useState<StorageHealth>();
  // Re-read when the outbox changes (a change queued or sent).
  const outboxSize = useLiveQuery(() => db.outbox.count(), []);
  const refresh = useCallback(() => {
    void readStorageHealth().then(setHealth);
  }, []);
  useEffect(refresh, [refresh, outboxSize]);
  const askPersistence = useCallback(async () => {
    await askPersistentStorage();
    refresh();
  }, [refresh]);
  return { health, askPersistence };
}

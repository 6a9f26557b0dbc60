import { waitingEntries } from './outbox-queue';

/** What the device says of its storage (navigator.storage); null where the browser does not say. */
export interface StorageHealth {
  /** Whether the browser keeps this site's data under storage pressure (persistent storage granted). */
  persisted: boolean | null;
  /** Bytes used and available to this site (navigator.storage.estimate()). */
  usage: number | null;
  quota: number | null;
  /** Epoch ms when the oldest change still waiting on this device was made; null when none waits. */
  oldestUnsentAt: number | null;
  /** How many changes wait. */
  waiting: number;
}

type StorageManagerLike = Pick<StorageManager, 'persisted' | 'persist' | 'estimate'>;

function storageManager(): StorageManagerLike | undefined {
  return (globalThis.navigator as { storage?: StorageManagerLike } | undefined)?.storage;
}

/**
 * Asks the browser to keep this site's data (navigator.storage.persist()) unless it already does: called when a change
 * is queued, so the outbox is not evicted under storage pressure (Dexie #958). Answers whether it is granted.
 */
export async function askPersistentStorage(): Promise<boolean | null> {
  const storage = storageManager();
  if (!storage?.persist) return null;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return null;
  }
}

/** The device's storage as it is now. */
export async function readStorageHealth(): Promise<StorageHealth> {
  const storage = storageManager();
  const [persisted, estimate, waiting] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
    waitingEntries(),
  ]);
  return {
    persisted,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    oldestUnsentAt: waiting.length ? Math.min(...waiting.map((entry) => entry.createdAt)) : null,
    waiting: waiting.length,
  };
}

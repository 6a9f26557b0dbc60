/**
 * Failures of the device's storage (IndexedDB): a full disk or quota, or storage refused (private mode).
 * Every write of src/web/offline goes through guardStorage, so a failure is reported to the listeners (the
 * sync status shows it) and thrown as an OfflineStorageError the caller can show.
 */
export type StorageFailureKind = 'quota' | 'unavailable';

export class OfflineStorageError extends Error {
  override readonly name = 'OfflineStorageError';
  constructor(
    readonly kind: StorageFailureKind,
    override readonly cause: unknown,
  ) {
    super(kind === 'quota' ? 'Storage quota exceeded' : 'Storage unavailable');
  }
}

type Listener = (error: OfflineStorageError | null) => void;
const listeners = new Set<Listener>();
let lastFailure: OfflineStorageError | null = null;

export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, inner } = error as { name?: string; inner?: unknown };
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  // Dexie wraps the DOMException: Dexie.QuotaExceededError / AbortError with an inner QuotaExceededError.
  return inner !== undefined && isQuotaError(inner);
}

/** Runs one storage operation; a quota or storage failure is reported and rethrown as OfflineStorageError. */
export async function guardStorage<T>(operation: () => Promise<T>): Promise<T> {
  try {
    const result = await operation();
    if (lastFailure) setFailure(null);
    return result;
  } catch (error) {
    if (error instanceof OfflineStorageError) throw error;
    const failure = new OfflineStorageError(isQuotaError(error) ? 'quota' : 'unavailable', error);
    setFailure(failure);
    throw failure;
  }
}

function setFailure(failure: OfflineStorageError | null): void {
  lastFailure = failure;
  for (const listener of listeners) listener(failure);
}

export function lastStorageFailure(): OfflineStorageError | null {
  return lastFailure;
}

export function onStorageFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

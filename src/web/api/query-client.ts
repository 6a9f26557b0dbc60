import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** localStorage key of the persisted query cache (read when offline). */
export const QUERY_CACHE_KEY = 'meldesystem.queryCache';
/** How long persisted answers stay usable offline. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Retry only what may succeed later: no answer (status 0) and 5xx, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.responseStatus === 0 || error.responseStatus >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        staleTime: 30_000,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}

export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: QUERY_CACHE_KEY,
  throttleTime: 1000,
});

/** Forgets the persisted cache (at sign-out, so the next user sees nothing of the last). */
export function clearPersistedCache(): void {
  try {
    window.localStorage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

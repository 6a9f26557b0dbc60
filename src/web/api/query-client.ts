import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, timeoutManager } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { onPageHidden } from '../offline/page-hidden';
import { isApiError } from './api-error';
import { createCoalescedTimers } from './coalesced-timers';

// Before any query is made: the cache's long timers share one browser timer (coalesced-timers.ts).
timeoutManager.setTimeoutProvider(createCoalescedTimers());

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

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
const throttled = createSyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: 1000 });
/** The last state handed to the persister and not yet known to be written (the throttle writes it within 1 s). */
let unwritten: PersistedClient | undefined;

/**
 * The persisted query cache: written at most once a second while the page is open, and at once when the page is
 * hidden or goes away (a reload within that second would otherwise restore the answers from before the last change,
 * and with their staleTime not ask again).
 */
export const queryPersister: Persister = {
  persistClient: (client) => {
    unwritten = client;
    return throttled.persistClient(client);
  },
  restoreClient: () => throttled.restoreClient(),
  removeClient: () => {
    unwritten = undefined;
    return throttled.removeClient();
  },
};

/** Writes the cache's last state now (page hidden or going away). */
export function flushPersistedCache(): void {
  if (!unwritten || !storage) return;
  try {
    storage.setItem(QUERY_CACHE_KEY, JSON.stringify(unwritten));
  } catch {
    // full or unavailable: the throttled write tries again, with its own handling
  }
  unwritten = undefined;
}

if (typeof window !== 'undefined') onPageHidden(flushPersistedCache);

/** Forgets the persisted cache (at sign-out, so the next user sees nothing of the last). */
export function clearPersistedCache(): void {
  unwritten = undefined;
  try {
    window.localStorage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

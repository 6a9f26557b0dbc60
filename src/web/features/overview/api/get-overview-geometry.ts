import { queryOptions, useQuery } from '@tanstack/react-query';
import { overviewGeometryCall, ZOverviewGeometry, type TOverviewGeometry } from '@/domain/schemas/overview';
import { callApi, isApiError } from '../../../api/client';
import { overviewKeys } from './overview-keys';

/**
 * The map's data is too large for the persisted query cache (localStorage); it is kept in Cache Storage
 * instead, per user context, and read from there when the service cannot be reached.
 */
const CACHE_NAME = 'meldesystem-overview-map';
const cacheUrl = (context: string) => `/offline/overview-geometry/${encodeURIComponent(context.slice(-32))}`;

async function remember(context: string, data: TOverviewGeometry): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAME);
  await cache.put(cacheUrl(context), new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
}

async function recall(context: string): Promise<TOverviewGeometry | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const found = await (await caches.open(CACHE_NAME)).match(cacheUrl(context));
  const parsed = found ? ZOverviewGeometry.safeParse(await found.json()) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

export function overviewGeometryOptions(context: string) {
  return queryOptions({
    queryKey: overviewKeys.geometry(context),
    queryFn: async ({ signal }) => {
      try {
        const data = await callApi(overviewGeometryCall, { signal });
        void remember(context, data).catch(() => undefined);
        return data;
      } catch (error) {
        const kept = isApiError(error) && error.responseStatus === 0 ? await recall(context).catch(() => undefined) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    staleTime: 60_000,
    meta: { persist: false },
  });
}

/** The display geometry of every acquisition the user may see (the overview map). */
export function useOverviewGeometry(context: string) {
  return useQuery(overviewGeometryOptions(context));
}

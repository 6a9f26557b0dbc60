import { queryOptions, useQuery } from '@tanstack/react-query';
import { overviewMapCall, ZOverviewMapView, type TOverviewMapQuery, type TOverviewMapView } from '@/domain/schemas/overview';
import { callApi, isApiError } from '../../../api/client';
import { overviewKeys } from './overview-keys';

/**
 * The map's answers are kept in Cache Storage (not the persisted query cache in localStorage), per user context and
 * view, and the last one apart: offline, the map shows the answer for the same view, else the last it showed.
 */
const CACHE_NAME = 'meldesystem-overview-map';
/** Views kept per browser (the oldest are dropped). */
const KEPT_VIEWS = 60;
const prefix = (context: string) => `/offline/overview-map/${encodeURIComponent(context.slice(-32))}`;
const viewUrl = (context: string, query: TOverviewMapQuery) =>
  `${prefix(context)}/view?${new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))}`;
const lastUrl = (context: string) => `${prefix(context)}/last`;

async function remember(context: string, query: TOverviewMapQuery, data: TOverviewMapView): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAME);
  const text = JSON.stringify(data);
  const response = () => new Response(text, { headers: { 'content-type': 'application/json' } });
  await Promise.all([cache.put(viewUrl(context, query), response()), cache.put(lastUrl(context), response())]);
  const keys = await cache.keys();
  const views = keys.filter((k) => !k.url.endsWith('/last'));
  await Promise.all(views.slice(0, Math.max(0, views.length - KEPT_VIEWS)).map((k) => cache.delete(k)));
}

async function recall(context: string, query: TOverviewMapQuery): Promise<TOverviewMapView | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await caches.open(CACHE_NAME);
  const found = (await cache.match(viewUrl(context, query))) ?? (await cache.match(lastUrl(context)));
  const parsed = found ? ZOverviewMapView.safeParse(await found.json()) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

export function overviewMapOptions(context: string, query: TOverviewMapQuery | null) {
  return queryOptions({
    queryKey: overviewKeys.map(context, query),
    queryFn: async ({ signal }) => {
      const asked = query!;
      try {
        const data = await callApi(overviewMapCall, { query: asked, signal });
        void remember(context, asked, data).catch(() => undefined);
        return data;
      } catch (error) {
        const kept = isApiError(error) && error.responseStatus === 0 ? await recall(context, asked).catch(() => undefined) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    enabled: query !== null,
    // The map keeps what it shows while the next view loads (not another user context's answer).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === context ? previous : undefined),
    staleTime: 60_000,
    meta: { persist: false },
  });
}

/** The overview map's data for a box and zoom (null: not yet known). */
export function useOverviewMap(context: string, query: TOverviewMapQuery | null) {
  return useQuery(overviewMapOptions(context, query));
}

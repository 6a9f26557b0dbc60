import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCall } from '@/domain/schemas/search';
import { callApi } from '../../api/client';
import { useSession } from '@/web/session/use-session';

/** GET /Search: the viewer's hits for q (at least two characters), within one case when acquisitionId is given. */
export function useSearch(q: string, acquisitionId?: string, limit?: number) {
  const { contextToken } = useSession();
  const text = q.trim();
  return useQuery({
    queryKey: ['search', contextToken, text, acquisitionId ?? null, limit ?? null],
    queryFn: ({ signal }) =>
      callApi(searchCall, { query: { q: text, ...(acquisitionId ? { acquisitionId } : {}), ...(limit ? { limit } : {}) }, signal }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { overviewViewCall, type TOverviewViewQuery } from '@/domain/schemas/overview';
import { callApi } from '../../../api/client';
import { overviewKeys } from './overview-keys';

export function overviewPageOptions(context: string, query: TOverviewViewQuery) {
  return queryOptions({
    queryKey: overviewKeys.page(context, query),
    queryFn: ({ signal }) => callApi(overviewViewCall, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the overview table. */
export function useOverviewPage(context: string, query: TOverviewViewQuery) {
  return useQuery(overviewPageOptions(context, query));
}

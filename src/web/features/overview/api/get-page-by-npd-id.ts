import { overviewPageByNpdIdCall } from '@/domain/schemas/overview';
import type { TOrder, TOrderBy } from '@/domain/overview/sort';
import { callApi } from '../../../api/client';

/** The page that holds the acquisition with this npdId under the current filter and sort. */
export function getPageByNpdId(npdId: number, query: { Query: string; OrderBy: TOrderBy; Order: TOrder; PageSize: number }) {
  return callApi(overviewPageByNpdIdCall, { params: { id: npdId }, query });
}

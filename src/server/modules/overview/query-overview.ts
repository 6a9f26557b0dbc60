import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import { compileFilter, type TOverviewFilter } from '../../../domain/overview/filter';
import { toQueryString } from '../../../domain/overview/query-string';
import type { TOrder, TOrderBy } from '../../../domain/overview/sort';
import { osloDate } from '../../../domain/rules/calendar-date';
import { normalizeRole, partyOfRole } from '../../../domain/roles';
import type { TOverviewListItem, TOverviewPage } from '../../../domain/schemas/overview';
import { canOpenAcquisition, visibilityGroupOf, visibilityOf, type TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { overviewSnapshot, type TIndicatorFlags, type TOverviewRow } from '../../db/read-models/overview-read-model';

export interface TOverviewRequest {
  filter: TOverviewFilter;
  orderBy: TOrderBy;
  order: TOrder;
  pageSize: number;
}

/** A predicate for the viewer's rows under the filter. */
function selects(viewer: TViewer, filter: TOverviewFilter): (row: TOverviewRow) => boolean {
  const visible = visibilityOf(viewer);
  const matches = compileFilter(filter);
  return (row) => matches(row) && visible(row);
}

/**
 * The viewer's rows under the filter, in the sort order; kept with the snapshot per viewer group,
 * filter and sort, so that paging through one list (and many users on the default filter) costs no filtering.
 */
export async function matchingRows(db: Db, viewer: TViewer, request: Omit<TOverviewRequest, 'pageSize'>): Promise<readonly TOverviewRow[]> {
  const snapshot = await overviewSnapshot(db);
  const key = `rows:${visibilityGroupOf(viewer)}:${toQueryString(request.filter)}:${request.orderBy}:${request.order}`;
  const rows = async () => snapshot.sortedBy(request.orderBy, request.order).filter(selects(viewer, request.filter));
  return snapshot.derive(key, rows, (list) => list.length * 8);
}

const NO_FLAGS: TIndicatorFlags = { isInfo: false, isDue: false, isStar: false, isFlagged: false };

function toItem(row: TOverviewRow, party: number | null, viewer: TViewer): TOverviewListItem {
  const flags = (party !== null && row.indicators?.get(party)) || NO_FLAGS;
  return {
    id: row.id,
    npdId: row.npdId,
    name: row.name,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    startDateType: row.startDateType,
    endDateType: row.endDateType,
    accomplishmentStatus: row.status,
    oceanArea: row.oceanArea,
    isDraft: row.status === DRAFT_STATUS,
    hasGeometry: row.hasGeometry,
    isInfo: flags.isInfo,
    // The clock of the task rule (taskStateOf): from its first day on, whatever day the snapshot was loaded.
    isDue: !!flags.dueFrom && flags.dueFrom <= osloDate(),
    isStar: flags.isStar,
    isFlagged: flags.isFlagged,
    bbox: row.bbox,
    canOpen: canOpenAcquisition(viewer, row),
  };
}

/** One page (1-based) of the overview; a page beyond the last answers no items and the total. */
export async function queryOverview(db: Db, viewer: TViewer, request: TOverviewRequest & { page: number }): Promise<TOverviewPage> {
  const rows = await matchingRows(db, viewer, request);
  const items = rows.slice((request.page - 1) * request.pageSize, request.page * request.pageSize);
  const role = normalizeRole(viewer.role);
  const party = role ? partyOfRole(role) : null;
  return { items: items.map((r) => toItem(r, party, viewer)), totalCount: rows.length, page: request.page, pageSize: request.pageSize };
}

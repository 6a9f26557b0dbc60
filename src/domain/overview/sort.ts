/** Columns the overview can be sorted by (every column of the table, spec 002 s2), and the default. */
export const ORDER_BY = ['name', 'type', 'startDate', 'endDate', 'status', 'oceanArea', 'npdId'] as const;
export type TOrderBy = (typeof ORDER_BY)[number];
export type TOrder = 'asc' | 'desc';

/** Default sort: descending (spec 002 s9), by start date; ties by npdId, so that paging is stable. */
export const DEFAULT_ORDER_BY: TOrderBy = 'startDate';
export const DEFAULT_ORDER: TOrder = 'desc';

/** Page sizes offered (spec 002 s9); the first page is 1. */
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface TSortableRow {
  npdId: number;
  name: string;
  type: number | null;
  startDate: string | null;
  endDate: string | null;
  status: number;
  oceanArea: string | null;
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1; // rows without a value go last in ascending order
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'nb');
}

/** A comparator for the sort; ties are broken by npdId in the same direction. */
export function comparatorOf(orderBy: TOrderBy, order: TOrder): (a: TSortableRow, b: TSortableRow) => number {
  const sign = order === 'asc' ? 1 : -1;
  return (a, b) => sign * (compareValues(a[orderBy], b[orderBy]) || a.npdId - b.npdId);
}

import { useCallback, useEffect, useState } from 'react';
import { defaultFilter, type TOverviewFilter } from '@/domain/overview/filter';
import { DEFAULT_ORDER, DEFAULT_ORDER_BY, DEFAULT_PAGE_SIZE, type TOrder, type TOrderBy } from '@/domain/overview/sort';

/** Filter, sort and paging of the overview, kept for the browser tab (coming back from a detail page keeps them). */
export interface OverviewState {
  filter: TOverviewFilter;
  /** 'In current view': the map's box is added to the filter while set. */
  inCurrentView: boolean;
  orderBy: TOrderBy;
  order: TOrder;
  page: number;
  pageSize: number;
}

const STORAGE_KEY = 'meldesystem.overview';

function initial(maySeeDrafts: boolean): OverviewState {
  const fallback: OverviewState = {
    filter: defaultFilter(maySeeDrafts),
    inCurrentView: false,
    orderBy: DEFAULT_ORDER_BY,
    order: DEFAULT_ORDER,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as (OverviewState & { drafts: boolean }) | null;
    return stored && stored.drafts === maySeeDrafts ? { ...fallback, ...stored } : fallback;
  } catch {
    return fallback;
  }
}

export function useOverviewState(maySeeDrafts: boolean) {
  const [state, setState] = useState(() => initial(maySeeDrafts));
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...state, filter: { ...state.filter, bbox: undefined }, drafts: maySeeDrafts }));
    } catch {
      // storage full or unavailable: the state lives for this page only
    }
  }, [state, maySeeDrafts]);

  const update = useCallback((patch: Partial<OverviewState>) => setState((s) => ({ ...s, ...patch })), []);
  return {
    state,
    setFilter: (filter: TOverviewFilter, inCurrentView: boolean) => update({ filter, inCurrentView, page: 1 }),
    resetFilter: () => update({ filter: defaultFilter(maySeeDrafts), inCurrentView: false, page: 1 }),
    setSort: (orderBy: TOrderBy) =>
      setState((s) => ({ ...s, orderBy, order: s.orderBy === orderBy && s.order === 'desc' ? 'asc' : 'desc', page: 1 })),
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
  };
}

import { makeStyles, Spinner, Text } from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import type { TBbox } from '@/domain/overview/filter';
import { toQueryString } from '@/domain/overview/query-string';
import { overviewViewCall, type TOverviewListItem } from '@/domain/schemas/overview';
import { maySeeDrafts as maySeeDraftsOf } from '@/domain/visibility';
import { isApiError, urlOf } from '../../api/client';
import { rememberOverviewCall } from '../../api/first-calls';
import { lazyAfterFirstScreen, markFirstScreen } from '../../components/first-screen';
import { WhenShown } from '../../components/when-shown';
import { useOnlineStatus } from '../../offline/online-status';
import type { TMapFocus } from '../../map/use-map-focus';
import { useSession } from '@/web/session/use-session';
import { getPageByNpdId } from './api/get-page-by-npd-id';
import { useOverviewPage } from './api/get-overview-page';
import { useOverviewRows } from './local-drafts/use-overview-rows';
import { FilterChips } from './filters/filter-chips';
import { FilterDialog } from './filters/filter-dialog';
import { OverviewMapPane } from './overview-map-pane';
import { OfflineBar, PrefixWarning, UserGuideLink } from './overview-status-bars';
import { SplitPane } from './split-pane';
import { OverviewTable } from './table/overview-table';
import { isPhoneWidth, usePhoneWidth } from './use-phone-width';
import { useOverviewState } from './use-overview-state';

// The phone's cards are fetched at once, beside the overview's data, on a phone only (the table is in this chunk).
const loadCards = () => import('./table/overview-cards');
const OverviewCards = lazy(() => loadCards().then((m) => ({ default: m.OverviewCards })));
if (typeof window !== 'undefined' && isPhoneWidth()) void loadCards();
/** The pager's height (px): one line beside the table, two on a phone (measured); its place is kept until it comes. */
const PAGER_HEIGHT = { wide: 50, phone: 94 };
function PagerPlace() {
  return <div style={{ minHeight: usePhoneWidth() ? PAGER_HEIGHT.phone : PAGER_HEIGHT.wide }} />;
}
// The pager below the list comes after the first screen, in the place kept for it (on a phone the map is below it).
const Pager = lazyAfterFirstScreen(
  () => import('./table/pager').then((m) => ({ default: m.Pager })),
  <PagerPlace />,
);

const useStyles = makeStyles({
  // A fixed height on wide screens (table and map side by side, each scrolling); natural height when stacked.
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    height: 'max(560px, calc(100vh - 180px))',
    '@media (max-width: 900px)': { height: 'auto' },
  },
});

const NO_ITEMS: TOverviewListItem[] = [];

/** The overview below the page title: filter, chips, table with pager, and the map with a divider between. */
export function OverviewView() {
  const { t } = useTranslation('overview');
  const styles = useStyles();
  const session = useSession();
  const online = useOnlineStatus();
  const maySeeDrafts = maySeeDraftsOf(session.role);
  const { state, setFilter, setSort, setPage, setPageSize } = useOverviewState(maySeeDrafts);
  const [mapBbox, setMapBbox] = useState<TBbox | undefined>();
  const [focus, setFocus] = useState<TMapFocus | null>(null);
  const [highlightId, setHighlightId] = useState<string | undefined>();

  const filter = useMemo(
    () => ({ ...state.filter, bbox: state.inCurrentView ? mapBbox : undefined }),
    [state.filter, state.inCurrentView, mapBbox],
  );
  const Query = toQueryString(filter);
  const sort = { Query, OrderBy: state.orderBy, Order: state.order, PageSize: state.pageSize };
  const page = useOverviewPage(session.contextToken, { ...sort, Page: state.page });
  // This tab's next load starts the same call from the entry, before the app has loaded (api/first-calls.ts): the
  // call a fresh load of this state makes first, which has no map box yet.
  const firstCall = urlOf(overviewViewCall, {
    query: { ...sort, Query: toQueryString({ ...state.filter, bbox: undefined }), Page: state.page },
  });
  useEffect(() => rememberOverviewCall(session.contextToken, firstCall), [session.contextToken, firstCall]);
  // A page's rows render in the background (in slices, yielding to the browser), not in one long task.
  const data = useDeferredValue(page.data);
  // The table (or why it is missing) is the first screen: the map and the rest load after it.
  const settled = data !== undefined || page.isError || page.isPaused;
  useEffect(() => {
    if (settled) markFirstScreen();
  }, [settled]);
  // Drafts created offline (on page 1) and the changes waiting per row, from this device.
  const { rows, pending, localOnly } = useOverviewRows({
    items: data?.items ?? NO_ITEMS,
    fetchedAt: page.dataUpdatedAt,
    filter,
    page: state.page,
    context: session.contextToken,
  });

  // One function for every render: the rows are memoised on their props.
  const zoom = useCallback((item: TOverviewListItem) => {
    if (!item.bbox) return;
    setHighlightId(item.id);
    setFocus({ id: item.id, bbox: item.bbox, nonce: Date.now() });
  }, []);
  const phone = usePhoneWidth();
  const listProps = {
    items: rows,
    pending,
    role: session.role,
    orderBy: state.orderBy,
    order: state.order,
    highlightId,
    onSort: setSort,
    onZoom: zoom,
  };
  const goToId = async (npdId: number) => {
    try {
      const found = await getPageByNpdId(npdId, sort);
      setPage(found.page);
      setHighlightId(found.id);
      return null;
    } catch (error) {
      return isApiError(error) && error.status === 404
        ? t('pager.notFound', { id: npdId })
        : isApiError(error)
          ? error.userMessage
          : String(error);
    }
  };

  const table = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: '0 8px 8px 0' }}>
      {page.isError && !data && (
        <Text role="alert">
          {t('table.loadError', { message: isApiError(page.error) ? page.error.userMessage : '' })}
        </Text>
      )}
      {page.isPending && (
        <Spinner size="small" label={t('table.loading')} style={{ visibility: 'visible' }} />
      )}
      {(data || localOnly > 0) && (
        <>
          <Text size={200} data-testid="overview-total">
            {data && t('table.total', { count: data.totalCount })}
            {data && localOnly > 0 && ' · '}
            {localOnly > 0 && t('local.count', { count: localOnly })}
          </Text>
          {phone ? (
            <OverviewCards {...listProps} />
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <OverviewTable {...listProps} />
            </div>
          )}
          {rows.length === 0 && <Text>{t('table.empty')}</Text>}
          {data && (
            <Pager
              page={state.page}
              pageSize={state.pageSize}
              totalCount={data.totalCount}
              onPage={setPage}
              onPageSize={setPageSize}
              onGoToId={goToId}
            />
          )}
        </>
      )}
    </div>
  );

  return (
    // Until the table is there only its spinner shows: the filters and the map appear with it, nothing shifts.
    // On a phone, until the cards' code is there (it is fetched beside the data) the whole view waits, so the map below
    // them is never pushed down.
    <Suspense fallback={<Spinner size="small" label={t('table.loading')} />}>
      <div className={styles.root} style={settled ? undefined : { visibility: 'hidden' }}>
        <PrefixWarning role={session.role} organisation={session.organisation} />
        <OfflineBar online={online} fetchedAt={page.dataUpdatedAt} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <FilterDialog
            filter={state.filter}
            inCurrentView={state.inCurrentView}
            maySeeDrafts={maySeeDrafts}
            onApply={setFilter}
          />
          <FilterChips filter={state.filter} inCurrentView={state.inCurrentView} onChange={setFilter} />
          <span style={{ marginLeft: 'auto' }}>
            <UserGuideLink />
          </span>
        </div>
        <SplitPane
          left={table}
          right={
            <WhenShown placeholder={<Spinner label={t('map.loading')} />}>
              <OverviewMapPane filter={state.filter} focus={focus} onBounds={setMapBbox} />
            </WhenShown>
          }
        />
      </div>
    </Suspense>
  );
}

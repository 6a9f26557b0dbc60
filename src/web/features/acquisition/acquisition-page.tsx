import { memo, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { DRAFT_STATUS } from '@/domain/enums/accomplishment-status';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { AcquisitionUnavailable } from '../../components/acquisition-unavailable';
import { NotFoundPage } from '../../components/not-found-page';
import { SystemNotificationBanners } from '../../components/system-notification-banners';
import { useAcquisition } from './api/get-acquisition';
import { CachedNotice } from './cached-notice';
import { useTimelineEvents } from './dialogue/dialogue-calls';
import { AmendmentProvider } from './amendments/amendment-context';
import { AcquisitionHeader } from './header/acquisition-header';
import { CheckboxRow } from './header/checkbox-row';
import { PendingStatusChanges } from './status/pending-status-changes';
import { usePrefetchWeekReports } from './use-prefetch-week-reports';
import { useRefreshAfterReplay } from './use-refresh-after-replay';
import { useHeaderSettled } from './use-header-settled';
import { PageTitle } from '../../components/page-title';
import { PlainTabs } from '../../components/plain-tabs';
import { lazyAfterFirstScreen, markFirstScreen } from '../../components/first-screen';
import { loadable } from '../../components/loadable';
import { BusySpinner } from '../../components/busy-spinner';
import { useAfterPaint } from '../../components/after-paint';

/**
 * The drawers (their forms, pickers and uploads) load once the page is on display and the browser is idle, not before
 * its header and timeline (issue 27); a deep link to a drawer opens it then.
 */
const AcquisitionDrawers = lazyAfterFirstScreen(() =>
  import('./drawers/acquisition-drawers').then((m) => ({ default: m.AcquisitionDrawers })),
);

/**
 * The page's parts drawn from the acquisition alone are drawn again only when it changes: the page itself renders
 * again with each answer its header waits for (useHeaderSettled), and the whole page with each was a long task (issue 27).
 */
const Header = memo(AcquisitionHeader);
const Checkboxes = memo(CheckboxRow);
const PendingChanges = memo(PendingStatusChanges);
/**
 * The tabs' code loads once the header is on display: the page's first paint (its header) does not wait for it on a
 * slow link (issue 27: the timeline's and details' LCP), and each tab fetches only its own.
 */
const timelineTab = loadable(() =>
  import('./timeline/timeline-tab').then((m) => ({ default: memo(m.TimelineTab) })),
);
const detailsTab = loadable(() => import('./details/details-tab').then((m) => ({ default: memo(m.DetailsTab) })));

export const ACQUISITION_TABS = ['timeline', 'details'] as const;
export type AcquisitionTab = (typeof ACQUISITION_TABS)[number];
const ACQUISITION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    maxWidth: '90rem',
    margin: '0 auto',
    width: '100%',
    boxSizing: 'border-box',
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
});

/**
 * /{daqAcquisitionGID}/{tab} (spec 001 s2.1): the acquisition page with the timeline and details tabs, and its drawers
 * under /{daqAcquisitionGID}/{tab}/drawer/... (drawers/acquisition-drawers.tsx). Another tab
 * goes to the timeline; a draft opens its wizard; an unknown id, or one the user may not see, is 'not found'.
 */
export function AcquisitionPage() {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const navigate = useNavigate();
  const { daqAcquisitionGID: id = '', tab } = useParams();
  const valid = ACQUISITION_ID.test(id);
  const query = useAcquisition(id, valid);
  useRefreshAfterReplay(id);
  usePrefetchWeekReports(query.data);
  const headerSettled = useHeaderSettled(id, query.data?.version, valid);
  // The page renders its answer in a background render, which React splits into short tasks: the query's answer comes
  // as an urgent update, and the header, its menus and their effects (queries subscribed, the live timeline connected)
  // rendered and run with it were one long task of a slow phone's main thread (issue 27). The page is hidden until its
  // header has settled anyway. An answer of another case (the id just changed) is not shown.
  const deferred = useDeferredValue(query.data);
  const acquisition = deferred?.id === id ? deferred : undefined;
  // The tab renders after the header has been drawn, in a background render of its own: the header, the tabs and the
  // tab's content in one render and one commit were one long task (issue 27).
  const tabAcquisition = useTabAcquisition(acquisition);
  // The page's first screen (router.tsx marks it as its own): the header shown, or the answer that there is none.
  const shown = !valid || (acquisition ? headerSettled : !query.isPending || query.fetchStatus !== 'fetching');
  useEffect(() => {
    if (shown) markFirstScreen();
  }, [shown]);
  // The tab's code is fetched, and the live stream opened, once the header is painted, not in the render that shows it.
  const headerPainted = useAfterPaint(headerSettled);
  if (!valid) return <NotFoundPage kind="acquisition" />;
  if (!ACQUISITION_TABS.includes(tab as AcquisitionTab)) return <Navigate to={`/${id}/timeline`} replace />;
  if (!acquisition) {
    const texts = { loading: t('loading'), notOnDeviceTitle: t('notOnDevice.title'), notOnDeviceText: t('notOnDevice.text'), retry: t('retry') };
    // An answer still being rendered is still loading.
    const pending = query.data ? { ...query, isPending: true } : query;
    return <AcquisitionUnavailable query={pending} texts={texts} />;
  }
  if (acquisition.status === DRAFT_STATUS) return <Navigate to={`/${id}/create/area`} replace />;
  return (
    <AmendmentProvider acquisition={acquisition}>
      <main className={styles.root} id="main" style={headerSettled ? undefined : { visibility: 'hidden' }}>
        <CachedNotice updatedAt={query.dataUpdatedAt} stale={query.isError} />
        <SystemNotificationBanners />
        {headerPainted && <LiveTimeline id={acquisition.id} />}
        <PageTitle title={`${t(`tabs.${tab as AcquisitionTab}`)} – ${acquisition.name}`} />
        <Header acquisition={acquisition} />
        <PendingChanges id={id} />
        <Checkboxes acquisition={acquisition} />
        <PlainTabs
          tabs={ACQUISITION_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          selected={tab as AcquisitionTab}
          onSelect={(value) => navigate(`/${id}/${value}`)}
          aria-label={t('tabs.label')}
        />
        <Tab tab={tab as AcquisitionTab} acquisition={tabAcquisition} shown={headerSettled} load={headerPainted} />
        <AcquisitionDrawers acquisition={acquisition} />
      </main>
    </AmendmentProvider>
  );
}

export default AcquisitionPage;

/**
 * Keeps the open case live: another party's message appears without a reload (dialogue/dialogue-calls.ts). Mounted
 * once the header is painted (its request is not part of the page's first paint).
 */
function LiveTimeline({ id }: { id: string }) {
  useTimelineEvents(id);
  return null;
}

/** The tab's content once the header is shown and the tab's code is in (the loading message until then). */
function Tab({
  tab,
  acquisition,
  shown,
  load,
}: {
  tab: AcquisitionTab;
  acquisition?: TAcquisition;
  shown: boolean;
  /** The header has been painted: the tab's code may be fetched. */
  load: boolean;
}) {
  const Timeline = timelineTab.useLoaded(load && tab === 'timeline');
  const Details = detailsTab.useLoaded(load && tab === 'details');
  const Content = tab === 'timeline' ? Timeline : Details;
  if (!acquisition || !shown) return null;
  if (!Content) return <BusySpinner />;
  return <Content acquisition={acquisition} />;
}

/** The acquisition the tab is drawn for: the page's, one commit later and in a background render. */
function useTabAcquisition(acquisition: TAcquisition | undefined): TAcquisition | undefined {
  const [tabAcquisition, setTabAcquisition] = useState<TAcquisition | undefined>(undefined);
  useEffect(() => {
    startTransition(() => setTabAcquisition(acquisition));
  }, [acquisition]);
  return tabAcquisition && acquisition && tabAcquisition.id === acquisition.id ? tabAcquisition : undefined;
}

import { makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { WeekReportType } from '@/domain/enums/week-report-type';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { weekReportsQuery } from '../../../api/week-report-queries';
import { markFirstScreen, useAfterFirstScreen } from '../../../components/first-screen';
import { loadable } from '../../../components/loadable';
import { useSession } from '@/web/session/use-session';
import { ReportRowsPlaceholder } from './report-rows-placeholder';

// The accordions, the map and the buttons, with the device's outbox and receipts they need, load once the text (the
// reports' headings) is on display, the page's first screen: on a slow link their 80 KB no longer share it with what that
// text needs (issue 27). Drawn when loaded, not behind a Suspense boundary (loadable.ts: React's fallback throttle).
const listParts = loadable(() => import('./report-list-body').then((m) => ({ default: m })));

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // On a phone the buttons take a line of their own, held while they load: the list does not move down when they come.
    '@media (max-width: 600px)': { display: 'grid', rowGap: tokens.spacingVerticalS },
  },
  title: { marginInlineEnd: 'auto', marginBlock: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  held: { '@media (max-width: 600px)': { minHeight: '32px' } },
  // The list's place is held at a screen's height until the reports on this device are read: the key info (below the
  // list on a phone) does not move down when they arrive (issue 27: CLS 0.36).
  placeholder: { minHeight: '100vh' },
});

/**
 * /{id}/weekReports (spec 001 s2.5, s4.7): the title, and the reports the service lists as soon as they arrive (their
 * headings, report-rows-placeholder.tsx); then the accordions with those waiting on this device, the buttons and the
 * map (report-list-body.tsx), loaded after that text (issue 27).
 */
export function WeekReportList({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const { contextToken } = useSession();
  const reports = useQuery(weekReportsQuery(contextToken, acquisition.id));
  const parts = listParts.useLoaded(useAfterFirstScreen());
  const settled = !reports.isPending;
  // The page's text is on display: what the app loads after its first screen (menus, the outbox) may load now.
  useEffect(() => {
    if (settled) markFirstScreen();
  }, [settled]);
  // No line is held for the buttons once the service lists a finish report: none is offered then.
  const finished = !!reports.data?.some((r) => r.type === WeekReportType.Finish);
  const placeholder = (
    <div className={styles.placeholder}>
      {settled ? <ReportRowsPlaceholder reports={reports.data ?? []} /> : <Spinner label={t('loading')} />}
    </div>
  );
  return (
    <section className={styles.root} aria-labelledby="week-reports-title">
      <div className={styles.head}>
        <Text as="h1" id="week-reports-title" size={600} weight="semibold" className={styles.title}>
          {t('title')}
        </Text>
        <div className={mergeClasses(styles.actions, !finished && styles.held)}>
          {parts && (
            <Suspense fallback={null}>
              <parts.ListActions acquisition={acquisition} />
            </Suspense>
          )}
        </div>
      </div>
      {parts ? (
        <Suspense fallback={placeholder}>
          <parts.ReportListBody acquisition={acquisition} placeholder={placeholder} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}

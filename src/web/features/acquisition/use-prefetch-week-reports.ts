import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { prefetchWeekReportData } from '../../api/week-report-queries';
import { useAfterFirstScreen } from '../../components/first-screen';
import { isOnline } from '../../offline/online-status';
import { useSession } from '@/web/session/use-session';

/** Statuses in which reports are still written (a start-up, week or finish report). */
const REPORTING: readonly number[] = [S.Planlagt, S.Pågående, S.Pause];

/**
 * A notifier who opens an acquisition that still takes reports gets its week report data on the device too (the
 * reports, vessels, experts, licences), so the reports can be written at sea afterwards (issue 10). The calls start
 * after the page is on display and the browser had an idle moment, not in the task that renders it (issue 27).
 */
export function usePrefetchWeekReports(acquisition: TAcquisition | undefined) {
  const client = useQueryClient();
  const { contextToken, can } = useSession();
  const mayReport = can('create:week-report');
  const id = acquisition?.id;
  const status = acquisition?.status;
  const lawCategory = acquisition?.lawCategory;
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!afterFirstScreen || !id || !mayReport || status === undefined || !REPORTING.includes(status) || !isOnline()) return;
    void prefetchWeekReportData(client, contextToken, id, lawCategory ?? 0);
  }, [afterFirstScreen, client, contextToken, id, lawCategory, mayReport, status]);
}

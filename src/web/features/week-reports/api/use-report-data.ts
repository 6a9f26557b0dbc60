import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { acquisitionKeys } from '../../../api/acquisition-keys';
import {
  nextDoneStartQuery,
  reportExpertsQuery,
  reportVesselsQuery,
  weekReportsQuery,
} from '../../../api/week-report-queries';
import { onOutboxSent, useWaitingEntries } from '../../../offline/outbox';
import { useSession } from '@/web/session/use-session';
import { nextDoneStartDate, reportState, waitingReports } from '../report-state';

/**
 * The reports of the acquisition as this device knows them: those the service lists (persisted for offline use)
 * and those waiting in the outbox, what may be written next, and where the next done period starts. When a waiting
 * report reaches the service, the acquisition and the list are asked for again.
 */
export function useReportData(id: string) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  const reports = useQuery(weekReportsQuery(contextToken, id));
  const next = useQuery(nextDoneStartQuery(contextToken, id));
  const entries = useWaitingEntries(id);
  useEffect(
    () =>
      onOutboxSent((entry) => {
        if (entry.entityId === id) void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
      }),
    [client, contextToken, id],
  );
  const filed = useMemo(() => reports.data ?? [], [reports.data]);
  const waiting = useMemo(() => waitingReports(entries ?? [], filed), [entries, filed]);
  return {
    reports,
    filed,
    waiting,
    /** False until both the service's list (or its failure) and the device's outbox have been read. */
    ready: entries !== undefined && !reports.isPending,
    state: reportState(filed, waiting),
    nextDoneStart: nextDoneStartDate(next.data?.nextDoneStartDate, waiting),
  };
}

/** The vessels and fisheries experts a report may name (the acquisition's). */
export function useReportChoices(id: string) {
  const { contextToken } = useSession();
  const vessels = useQuery(reportVesselsQuery(contextToken, id));
  const experts = useQuery(reportExpertsQuery(contextToken, id));
  return { vessels: vessels.data ?? [], experts: experts.data ?? [], ready: !vessels.isPending && !experts.isPending };
}

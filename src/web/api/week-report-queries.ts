import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LawCategory } from '@/domain/enums/law-category';
import { LicenceKind } from '@/domain/enums/licence-kind';
import { acquisitionLicenceListCalls } from '@/domain/schemas/acquisition-licences';
import {
  nextWeekReportDoneStartDateCall,
  weekReportFisheriesExpertsCall,
  weekReportsCall,
  weekReportVesselsCall,
} from '@/domain/schemas/week-reports';
import { acquisitionKeys } from './acquisition-keys';
import { acquisitionQuery, retryUnlessOffline } from './acquisition-query';
import { callApi } from './client';
import { nextTask } from './next-task';

/**
 * The week reports' data (spec 001 s7 'Other'), under the acquisition's keys so they are persisted with it: the
 * reports, the next done start date, the vessels and fisheries experts a report may name, and the licences of the
 * key-info sidebar. The acquisition page prefetches them (prefetchWeekReportData), so a notifier who opened the
 * acquisition once online can write the reports at sea.
 */
export const weekReportKeys = {
  reports: (context: string, id: string) => [...acquisitionKeys.one(context, id), 'weekReports'] as const,
  nextDoneStart: (context: string, id: string) => [...acquisitionKeys.one(context, id), 'weekReports', 'nextDoneStart'] as const,
  vessels: (context: string, id: string) => [...acquisitionKeys.one(context, id), 'weekReports', 'vessels'] as const,
  experts: (context: string, id: string) => [...acquisitionKeys.one(context, id), 'weekReports', 'experts'] as const,
};

export const weekReportsQuery = (context: string, id: string) =>
  queryOptions({
    queryKey: weekReportKeys.reports(context, id),
    queryFn: ({ signal }) => callApi(weekReportsCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

export const nextDoneStartQuery = (context: string, id: string) =>
  queryOptions({
    queryKey: weekReportKeys.nextDoneStart(context, id),
    queryFn: ({ signal }) => callApi(nextWeekReportDoneStartDateCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

export const reportVesselsQuery = (context: string, id: string) =>
  queryOptions({
    queryKey: weekReportKeys.vessels(context, id),
    queryFn: ({ signal }) => callApi(weekReportVesselsCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

export const reportExpertsQuery = (context: string, id: string) =>
  queryOptions({
    queryKey: weekReportKeys.experts(context, id),
    queryFn: ({ signal }) => callApi(weekReportFisheriesExpertsCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

/** The licence kinds of the key-info sidebar (spec 001 s2.5): exploration and production, or the CO2 licences. */
export function keyInfoLicenceKinds(lawCategory: number): LicenceKind[] {
  if (lawCategory === LawCategory.PetroleumLaw) return [LicenceKind.Survey, LicenceKind.Production];
  if (lawCategory === LawCategory.Co2StorageLaw) return [LicenceKind.Co2Exploration, LicenceKind.Co2Exploitation];
  return [];
}

export const acquisitionLicencesQuery = (context: string, id: string, kind: LicenceKind) =>
  queryOptions({
    queryKey: acquisitionKeys.licences(context, id, kind),
    queryFn: ({ signal }) => callApi(acquisitionLicenceListCalls[kind], { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

/**
 * Fetches (once, when not fresh) everything the week report pages need, so they open with no network later. Failures
 * are ignored: the pages ask again themselves. Each query is started in a task of its own: all of them in one task
 * (each builds its query, observer and retryer) were a long task of a slow phone's main thread (issue 27).
 */
export async function prefetchWeekReportData(client: QueryClient, context: string, id: string, lawCategory: number): Promise<void> {
  const queries = [
    () => client.prefetchQuery(acquisitionQuery(context, id)),
    () => client.prefetchQuery(weekReportsQuery(context, id)),
    () => client.prefetchQuery(nextDoneStartQuery(context, id)),
    () => client.prefetchQuery(reportVesselsQuery(context, id)),
    () => client.prefetchQuery(reportExpertsQuery(context, id)),
    ...keyInfoLicenceKinds(lawCategory).map((kind) => () => client.prefetchQuery(acquisitionLicencesQuery(context, id, kind))),
  ];
  const started: Array<Promise<void>> = [];
  for (const start of queries) {
    await nextTask();
    started.push(start());
  }
  await Promise.allSettled(started);
}

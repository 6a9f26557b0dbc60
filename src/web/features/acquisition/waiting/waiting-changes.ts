import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { StatusChangeAction } from '@/domain/enums/status-change-action';
import { STATUS_TRANSITIONS } from '@/domain/rules/status-transitions';
import { amendSectionCalls } from '@/domain/schemas/acquisition-amendments';
import { cancelAcquisitionCall, pauseAcquisitionCall, resumeAcquisitionCall } from '@/domain/schemas/acquisition-status';
import type { TDetailSection } from '@/domain/schemas/acquisition-details';
import { createFinishReportCall, createStartupReportCall, createWeekReportCall } from '@/domain/schemas/week-reports';
import type { OutboxEntry } from '../../../offline/db';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The status an entry of this case moves it to once the service has it (a report or a status change), if any. */
function statusAfter(entry: OutboxEntry): number | undefined {
  if (same(entry.path, createStartupReportCall.path)) return STATUS_TRANSITIONS[StatusChangeAction.Startup].to;
  if (same(entry.path, createFinishReportCall.path)) return STATUS_TRANSITIONS[StatusChangeAction.Finish].to;
  if (entry.path === pauseAcquisitionCall.path) return AccomplishmentStatus.Pause;
  if (entry.path === resumeAcquisitionCall.path) return AccomplishmentStatus.Pågående;
  if (entry.path === cancelAcquisitionCall.path) return AccomplishmentStatus.Avlyst;
  return undefined;
}

/**
 * The status the case will have when the changes waiting on this device (not refused) reach the service, when they
 * change it (issue 25: an offline start-up report shows the case as Pågående, marked as waiting); undefined when none.
 */
export function waitingStatus(entries: readonly OutboxEntry[]): number | undefined {
  let status: number | undefined;
  for (const entry of entries) if (entry.state === 'pending') status = statusAfter(entry) ?? status;
  return status;
}

/** A report (start-up, week, finish) or an amendment of a details section waiting for this case: shown on its timeline. */
export function isReportOrAmendment(entry: OutboxEntry): boolean {
  return (
    [createStartupReportCall.path, createWeekReportCall.path, createFinishReportCall.path].some((path) => same(entry.path, path)) ||
    /^\/Acquisition\/\{id\}\/details\/[A-Za-z]+$/.test(entry.path)
  );
}

/** The last amendment of the section waiting on this device (not refused, not in conflict), if any. */
export function waitingAmendment(entries: readonly OutboxEntry[], section: TDetailSection): OutboxEntry | undefined {
  return entries.filter((entry) => entry.method === 'PUT' && entry.path === amendSectionCalls[section].path && entry.state === 'pending').at(-1);
}

/** The section's fields of an amendment's body (what the read view shows), without the call's own members. */
export function sectionFieldsOf(body: unknown): Record<string, unknown> {
  const { version: _v, ownVersions: _o, capturedAt: _c, changeSubmissionComment: _s, ...fields } = (body ?? {}) as Record<string, unknown>;
  return fields;
}

import { AccomplishmentStatus as S } from '../enums/accomplishment-status';
import { StatusChangeAction } from '../enums/status-change-action';
import { WeekReportType } from '../enums/week-report-type';
import { hasPermission } from '../permissions';
import { ownerOrganisationIds, type TViewer, type TVisibleAcquisition } from '../visibility';
import { addDays } from './calendar-date';
import { STATUS_TRANSITIONS } from './status-transitions';

/**
 * The order of an acquisition's reports (spec 001 s4.7, issue 10): the start-up report first and once (from the
 * statuses the transition table allows: Planlagt), weekly reports after it while the survey runs (Pågående or Pause),
 * the finish report once (from the statuses the table allows), nothing after it, and no two done periods overlapping.
 * The service checks it with the acquisition locked; the web app uses it to offer the buttons.
 */
export type TReportKind = 'startup' | 'regular' | 'finish';

export const REPORT_TYPE: Record<TReportKind, WeekReportType> = {
  startup: WeekReportType.Startup,
  regular: WeekReportType.Regular,
  finish: WeekReportType.Finish,
};

/** Statuses in which a weekly report may be filed (the survey runs or is paused). */
export const WEEK_REPORT_STATUSES: readonly number[] = [S.Pågående, S.Pause];

/** What the order needs to know of a report already filed. */
export interface TFiledReport {
  type: number;
  doneFromDate: string | null;
  doneToDate: string | null;
  /** The start-up report's start date. */
  plannedFromDate: string | null;
}

export type TOrderProblem =
  | { code: 'startupExists' | 'startupMissing' | 'finished' }
  | { code: 'statusNotAllowed'; currentStatus: number }
  | { code: 'beforeStartup'; startDate: string }
  | { code: 'periodOverlap'; fromDate: string; toDate: string };

const statusesOf = (kind: TReportKind): readonly number[] =>
  kind === 'startup'
    ? STATUS_TRANSITIONS[StatusChangeAction.Startup].from
    : kind === 'finish'
      ? STATUS_TRANSITIONS[StatusChangeAction.Finish].from
      : WEEK_REPORT_STATUSES;

/** The first reason the report may not be filed now, or null. done is the new report's done period (weekly, finish). */
export function reportOrderProblem(
  kind: TReportKind,
  status: number,
  filed: readonly TFiledReport[],
  done?: { fromDate: string; toDate: string },
): TOrderProblem | null {
  const startup = filed.find((r) => r.type === WeekReportType.Startup);
  const finished = filed.some((r) => r.type === WeekReportType.Finish);
  if (kind === 'startup') {
    if (startup) return { code: 'startupExists' };
    if (finished) return { code: 'finished' };
  } else {
    if (finished) return { code: 'finished' };
    if (!startup) return { code: 'startupMissing' };
  }
  if (!statusesOf(kind).includes(status)) return { code: 'statusNotAllowed', currentStatus: status };
  if (done && kind !== 'startup') {
    if (startup?.plannedFromDate && done.fromDate < startup.plannedFromDate) return { code: 'beforeStartup', startDate: startup.plannedFromDate };
    for (const r of filed) {
      if (r.type === WeekReportType.Startup || !r.doneFromDate || !r.doneToDate) continue;
      if (done.fromDate <= r.doneToDate && r.doneFromDate <= done.toDate) return { code: 'periodOverlap', fromDate: r.doneFromDate, toDate: r.doneToDate };
    }
  }
  return null;
}

/** Is a new weekly report offered (spec 001 s4.7): a start-up report exists and no finish report does. */
export function weekReportOffered(filedTypes: readonly number[]): boolean {
  return filedTypes.includes(WeekReportType.Startup) && !filedTypes.includes(WeekReportType.Finish);
}

/**
 * The done period of the next weekly or finish report starts on the start-up's start date, then the day after the
 * latest done end (GET /acquisition/{id}/GetNextWeekReportDoneStartDate); null before the start-up report.
 */
export function nextDoneStartDate(filed: readonly TFiledReport[]): string | null {
  const startup = filed.find((r) => r.type === WeekReportType.Startup);
  if (!startup?.plannedFromDate) return null;
  const ends = filed.map((r) => r.doneToDate).filter((d): d is string => !!d);
  if (ends.length === 0) return startup.plannedFromDate;
  return addDays(ends.reduce((a, b) => (a > b ? a : b)), 1);
}

/**
 * Who files an acquisition's reports (docs/decisions.md): a notifier (create:week-report) of an organisation that
 * owns it: the company's notifiers for its cases, the regulator's notifiers for the cases the regulator notified.
 * Everyone who may open the case reads them.
 */
export function mayFileWeekReports(viewer: TViewer, acquisition: Pick<TVisibleAcquisition, 'companyId' | 'onBehalfOfCompanyId'>): boolean {
  return hasPermission(viewer.role, 'create:week-report') && ownerOrganisationIds(acquisition).includes(viewer.organisationId);
}

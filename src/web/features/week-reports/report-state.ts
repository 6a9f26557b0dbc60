import { WeekReportType } from '@/domain/enums/week-report-type';
import { addDays } from '@/domain/rules/calendar-date';
import { finishTotalsOf } from '@/domain/rules/week-report-totals';
import {
  createFinishReportCall,
  createStartupReportCall,
  createWeekReportCall,
  type TFinishReportInput,
  type TStartupReportInput,
  type TWeekReport,
  type TWeekReportInput,
} from '@/domain/schemas/week-reports';
import type { OutboxEntry } from '../../offline/db';

type ReportType = typeof WeekReportType.Startup | typeof WeekReportType.Regular | typeof WeekReportType.Finish;

/** The report call of each type: its path (as the outbox stores it) and its contract. */
export const REPORT_CALLS = {
  [WeekReportType.Startup]: createStartupReportCall,
  [WeekReportType.Regular]: createWeekReportCall,
  [WeekReportType.Finish]: createFinishReportCall,
} as const;

/** A report written on this device that waits in the outbox (or was refused there). */
export type WaitingReport =
  | { type: typeof WeekReportType.Startup; entry: OutboxEntry; body: TStartupReportInput }
  | { type: typeof WeekReportType.Regular; entry: OutboxEntry; body: TWeekReportInput }
  | { type: typeof WeekReportType.Finish; entry: OutboxEntry; body: TFinishReportInput };

/** The type of a report call by its outbox entry (method and path), or null for any other change. */
export function reportTypeOf(entry: Pick<OutboxEntry, 'method' | 'path'>): ReportType | null {
  if (entry.method !== 'POST') return null;
  for (const type of [WeekReportType.Startup, WeekReportType.Regular, WeekReportType.Finish] as const)
    if (REPORT_CALLS[type].path.toLowerCase() === entry.path.toLowerCase()) return type;
  return null;
}

/**
 * The reports of the acquisition that wait on this device, oldest first: its outbox entries that are report calls,
 * less those the service already lists (the same weekReportId: sent, the entry not yet cleared).
 */
export function waitingReports(entries: readonly OutboxEntry[], filed: readonly Pick<TWeekReport, 'id'>[]): WaitingReport[] {
  const known = new Set(filed.map((report) => report.id));
  return entries.flatMap((entry) => {
    const type = reportTypeOf(entry);
    if (type === null) return [];
    const body = entry.body as { weekReportId?: string };
    if (body?.weekReportId && known.has(body.weekReportId)) return [];
    return [{ type, entry, body } as WaitingReport];
  });
}

/** What the list and the forms may offer, from the reports the service has and those waiting here. */
export interface ReportState {
  hasStartup: boolean;
  hasFinish: boolean;
  /** 'New week report' (spec 001 s4.7): a start-up report exists and no finish report does. */
  mayAddWeekReport: boolean;
  mayStartup: boolean;
  mayFinish: boolean;
}

export function reportState(filed: readonly Pick<TWeekReport, 'type'>[], waiting: readonly Pick<WaitingReport, 'type'>[]): ReportState {
  const types = new Set<number>([...filed.map((r) => r.type), ...waiting.map((r) => r.type)]);
  const hasStartup = types.has(WeekReportType.Startup);
  const hasFinish = types.has(WeekReportType.Finish);
  return {
    hasStartup,
    hasFinish,
    mayAddWeekReport: hasStartup && !hasFinish,
    mayStartup: !hasStartup && !hasFinish,
    mayFinish: hasStartup && !hasFinish,
  };
}

/**
 * Where the next done period starts: the day after the last done end of the reports waiting here (the service does
 * not know them yet), else the start of a waiting start-up report, else what the service says
 * (GET GetNextWeekReportDoneStartDate).
 */
export function nextDoneStartDate(serviceNext: string | null | undefined, waiting: readonly WaitingReport[]): string | null {
  for (const report of [...waiting].reverse()) {
    if (report.type === WeekReportType.Startup) {
      if (report.body.startDate) return report.body.startDate;
      continue;
    }
    if (report.body.done?.toDate) return addDays(report.body.done.toDate, 1);
  }
  return serviceNext ?? null;
}

/** The accordion's period of a filed report: the start-up's planned period, else the done period. */
export function periodOfFiled(report: Pick<TWeekReport, 'type' | 'done' | 'planned'>): { from: string | null; to: string | null } {
  const part = report.type === WeekReportType.Startup ? report.planned : (report.done ?? report.planned);
  return { from: part?.fromDate ?? null, to: part?.toDate ?? null };
}

/** The accordion's period of a waiting report. */
export function periodOfWaiting(report: WaitingReport): { from: string | null; to: string | null } {
  if (report.type === WeekReportType.Startup) return { from: report.body.startDate ?? null, to: report.body.endDate ?? null };
  return { from: report.body.done?.fromDate ?? null, to: report.body.done?.toDate ?? null };
}

/** The finish report's starting totals (issue 25): the done amounts of the weekly reports filed and waiting here, summed. */
export function weeklyTotals(filed: readonly Pick<TWeekReport, 'type' | 'done'>[], waiting: readonly WaitingReport[]) {
  return finishTotalsOf([
    ...filed.filter((r) => r.type === WeekReportType.Regular).map((r) => r.done),
    ...waiting.flatMap((r) => (r.type === WeekReportType.Regular ? [r.body.done] : [])),
  ]);
}

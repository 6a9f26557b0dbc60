import { asc, eq } from 'drizzle-orm';
import { WeekReportType } from '../../../domain/enums/week-report-type';
import type { TFiledReport } from '../../../domain/rules/week-report-order';
import type { TWeekReport } from '../../../domain/schemas/week-reports';
import type { Db } from '../../db/client';
import { users, weekReports } from '../../db/schema/index';
import type { TStoredReport } from './report-content';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** What the order rules need of the reports filed on an acquisition. */
export function filedReports(tx: Tx, acquisitionId: string): Promise<TFiledReport[]> {
  return tx
    .select({ type: weekReports.type, doneFromDate: weekReports.doneFromDate, doneToDate: weekReports.doneToDate, plannedFromDate: weekReports.plannedFromDate })
    .from(weekReports)
    .where(eq(weekReports.acquisitionId, acquisitionId));
}

/** A report filed on the acquisition, with what its receipt needs. */
export type TFiledRow = TFiledReport & { id: string; messageId: string; createdAt: Date; capturedAt: Date | null };

/**
 * The reports filed on an acquisition with what their receipts need, read after the caller holds the acquisition's row
 * lock (weekReportsFilableLocked) by a statement of its own: under READ COMMITTED a statement that waited for the lock
 * still sees the other tables as they were when it began, so the reports must not be read by the locking statement
 * (tests/server/week-report-races.test.ts fails with one joined query).
 */
export function filedRows(tx: Tx, acquisitionId: string): Promise<TFiledRow[]> {
  return tx
    .select({
      id: weekReports.id,
      messageId: weekReports.messageId,
      type: weekReports.type,
      doneFromDate: weekReports.doneFromDate,
      doneToDate: weekReports.doneToDate,
      plannedFromDate: weekReports.plannedFromDate,
      createdAt: weekReports.createdAt,
      capturedAt: weekReports.capturedAt,
    })
    .from(weekReports)
    .where(eq(weekReports.acquisitionId, acquisitionId));
}

/** Place in the list: the start-up report, the weekly reports by their done period, the finish report. */
const RANK: Record<number, number> = { [WeekReportType.Startup]: 0, [WeekReportType.Regular]: 1, [WeekReportType.Finish]: 2 };

/** The report's name: 'Oppstartsrapport', 'Ukerapport n' (n-th by done period), 'Sluttrapport'. */
function nameOf(type: number, n: number): string {
  if (type === WeekReportType.Startup) return 'Oppstartsrapport';
  if (type === WeekReportType.Finish) return 'Sluttrapport';
  return `Ukerapport ${n}`;
}

/** GET /acquisition/{id}/weekReport: every report filed, in order, with the time written on board and the time received. */
export async function listReports(db: Db, acquisitionId: string): Promise<TWeekReport[]> {
  const rows = await db
    .select({ r: weekReports, firstName: users.firstName, lastName: users.lastName })
    .from(weekReports)
    .leftJoin(users, eq(users.id, weekReports.createdBy))
    .where(eq(weekReports.acquisitionId, acquisitionId))
    .orderBy(asc(weekReports.doneFromDate), asc(weekReports.createdAt));
  rows.sort((a, b) => (RANK[a.r.type] ?? 1) - (RANK[b.r.type] ?? 1));
  let regular = 0;
  return rows.map(({ r, firstName, lastName }) => {
    const stored = r.report as unknown as TStoredReport;
    if (r.type === WeekReportType.Regular) regular++;
    return {
      id: r.id,
      messageId: r.messageId,
      name: nameOf(r.type, regular),
      type: r.type as TWeekReport['type'],
      done: stored.done ?? null,
      planned: stored.planned ?? null,
      paidDate: stored.paidDate ?? null,
      totalAmountKm: stored.totalAmountKm ?? null,
      totalAmountKm2: stored.totalAmountKm2 ?? null,
      downtimeWeatherHours: stored.downtimeWeatherHours ?? null,
      downtimeEquipmentHours: stored.downtimeEquipmentHours ?? null,
      downtimeOtherHours: stored.downtimeOtherHours ?? null,
      percentComplete: stored.percentComplete ?? null,
      vessels: stored.vessels ?? [],
      acquisitionGeometry: stored.acquisitionGeometry ?? null,
      capturedAt: r.capturedAt ? r.capturedAt.toISOString() : null,
      receivedAt: r.createdAt.toISOString(),
      createdByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    };
  });
}

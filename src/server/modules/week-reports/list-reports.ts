import { asc, eq } from 'drizzle-orm';
import { WeekReportType } from '../../../domain/enums/week-report-type';
import type { TFiledReport } from '../../../domain/rules/week-report-order';
import type { TWeekReport } from '../../../domain/schemas/week-reports';
import type { Db } from '../../db/client';
import { acquisitions, users, weekReports } from '../../db/schema/index';
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
 * The acquisition's status with its row locked (FOR UPDATE) until the transaction ends, so that concurrent reports of
 * one acquisition take turns, then its reports. Two statements on purpose: under READ COMMITTED a statement that waited
 * for the lock still sees the other tables as they were when it began, so the reports are read by a statement of their
 * own after the lock is held (tests/server/week-report-races.test.ts fails with one joined query). Undefined when gone.
 */
export async function lockedCase(tx: Tx, acquisitionId: string): Promise<{ status: number; filed: TFiledRow[] } | undefined> {
  const [locked] = await tx.select({ status: acquisitions.status }).from(acquisitions).where(eq(acquisitions.id, acquisitionId)).for('update');
  if (!locked) return undefined;
  const filed = await tx
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
  return { status: locked.status, filed };
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
      vessels: stored.vessels ?? [],
      acquisitionGeometry: stored.acquisitionGeometry ?? null,
      capturedAt: r.capturedAt ? r.capturedAt.toISOString() : null,
      receivedAt: r.createdAt.toISOString(),
      createdByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    };
  });
}

import { mayFileWeekReports } from '../../domain/rules/week-report-order';
import { WEEK_REPORT_PROBLEM } from '../../domain/schemas/week-reports';
import type { TViewer } from '../../domain/visibility';
import type { Db } from '../db/client';
import { forbidden } from '../http/app-error';
import { readableAcquisition, readableAcquisitionLocked, type CaseRow, type DbOrTx } from './acquisition-access';

/**
 * Week reports (docs/decisions.md): read by everyone who may open the case (404 otherwise); filed only by a notifier of
 * an organisation that owns it (mayFileWeekReports; 403 for a notifier who sees the case but does not own it).
 */
export function weekReportsReadable(db: Db, viewer: TViewer, id: string): Promise<CaseRow> {
  return readableAcquisition(db, viewer, id);
}

/**
 * The acquisition when the viewer may file its week reports, read inside the caller's transaction with its row locked
 * until the transaction ends (concurrent reports of one acquisition take turns): 404 when the viewer may not open it, 403
 * when the viewer may not file; one query.
 */
export async function weekReportsFilableLocked(tx: DbOrTx, viewer: TViewer, id: string): Promise<CaseRow> {
  const row = await readableAcquisitionLocked(tx, viewer, id);
  if (!mayFileWeekReports(viewer, row)) throw forbidden(WEEK_REPORT_PROBLEM.forbidden);
  return row;
}

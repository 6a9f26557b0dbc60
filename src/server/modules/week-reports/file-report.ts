import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { MessageType } from '../../../domain/enums/message-type';
import { StatusChangeAction } from '../../../domain/enums/status-change-action';
import { viewerParty } from '../../../domain/message-visibility';
import { osloDate } from '../../../domain/rules/calendar-date';
import { STATUS_TRANSITIONS } from '../../../domain/rules/status-transitions';
import { hasErrors, type TFieldErrors } from '../../../domain/rules/week-report-dates';
import { REPORT_TYPE, reportOrderProblem, type TOrderProblem, type TReportKind } from '../../../domain/rules/week-report-order';
import { finishReportErrors, startupReportErrors, weekReportErrors } from '../../../domain/rules/week-report-rules';
import {
  WEEK_REPORT_PROBLEM,
  type TFinishReport,
  type TStartupReport,
  type TWeekReportBody,
  type TWeekReportReceipt,
} from '../../../domain/schemas/week-reports';
import type { TViewer } from '../../../domain/visibility';
import { weekReportsFilableLocked } from '../../access/week-report-access';
import type { Db } from '../../db/client';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { acquisitionActualDates, acquisitions, weekReports } from '../../db/schema/index';
import { badRequest, conflict } from '../../http/app-error';
import { chosenRows, namedIds } from './chosen-rows';
import { filedRows } from './list-reports';
import { finishContent, startupContent, weekReportContent, type TStoredReport } from './report-content';

export type TFiling =
  | { kind: 'startup'; body: TStartupReport }
  | { kind: 'regular'; body: TWeekReportBody }
  | { kind: 'finish'; body: TFinishReport };

const MESSAGE_TYPE: Record<TReportKind, number> = { startup: MessageType.Startup, regular: MessageType.WeekReport, finish: MessageType.Finish };

/** capturedAt as stored: null when absent or in the future (then the received time stands). */
function capturedAtOf(text: string | undefined, now: Date): Date | null {
  if (!text) return null;
  const at = new Date(text);
  return at.getTime() > now.getTime() ? null : at;
}

const receiptOf = (r: { id: string; messageId: string; type: number; createdAt: Date; capturedAt: Date | null }): TWeekReportReceipt => ({
  weekReportId: r.id,
  messageId: r.messageId,
  type: r.type as TWeekReportReceipt['type'],
  receivedAt: r.createdAt.toISOString(),
  capturedAt: r.capturedAt ? r.capturedAt.toISOString() : null,
});

const DETAIL: Record<TOrderProblem['code'], string> = {
  startupExists: WEEK_REPORT_PROBLEM.startupExists,
  startupMissing: WEEK_REPORT_PROBLEM.startupMissing,
  finished: WEEK_REPORT_PROBLEM.finished,
  statusNotAllowed: WEEK_REPORT_PROBLEM.statusNotAllowed,
  beforeStartup: WEEK_REPORT_PROBLEM.beforeStartup,
  periodOverlap: WEEK_REPORT_PROBLEM.periodOverlap,
};

function ruleErrors(filing: TFiling, config: ReturnType<typeof acquisitionConfigOf>['weekReportsConfig'], today: string): TFieldErrors {
  if (filing.kind === 'startup') return startupReportErrors(filing.body, config, today);
  if (filing.kind === 'regular') return weekReportErrors(filing.body, config, today);
  return finishReportErrors(filing.body, config, today);
}

function contentOf(filing: TFiling, on: Parameters<typeof startupContent>[1]): TStoredReport {
  if (filing.kind === 'startup') return startupContent(filing.body, on);
  if (filing.kind === 'regular') return weekReportContent(filing.body, on);
  return finishContent(filing.body, on);
}

/** The message's text: the comment of the part the report is about. */
function messageContentOf(content: TStoredReport, kind: TReportKind): string {
  return (kind === 'startup' ? content.planned?.comment : content.done?.comment) ?? '';
}

/**
 * Files a start-up, weekly or finish report (issue 10), in one transaction. In order: the acquisition read with its row
 * locked (SELECT ... FOR UPDATE, so concurrent reports of one acquisition take turns) and 404/403 by the access layer;
 * every rule of week-report-rules.ts (400 with field errors); the vessels and experts must be on the acquisition (400);
 * a weekReportId already filed on it answers its receipt (200, created false; another acquisition's id 409
 * weekReportIdTaken), the order of reports (409 with a code), then ONE statement (writeMessage with the report's own
 * writes) for the report, its timeline message (Startup 1000, WeekReport 8000, Finish 1004; the eye on for the other
 * parties) and, for the start-up and finish reports, the status change of the transition table and the actual start
 * or end date. One start-up and one finish report per acquisition is also a unique index (a race past the lock
 * answers 409). Round trips: BEGIN, lock, vessels (and experts when named), reports, write, COMMIT.
 */
export async function fileReport(db: Db, viewer: TViewer, id: string, filing: TFiling): Promise<{ receipt: TWeekReportReceipt; created: boolean }> {
  const type = REPORT_TYPE[filing.kind];
  const weekReportId = filing.body.weekReportId;
  const party = viewerParty(viewer.role) ?? 1;
  const now = new Date();
  const capturedAt = capturedAtOf(filing.body.capturedAt, now);

  const stored = await db.transaction(async (tx) => {
    const row = await weekReportsFilableLocked(tx, viewer, id);
    const config = acquisitionConfigOf(row.type ?? -1, row.lawCategory).weekReportsConfig;
    const errors = ruleErrors(filing, config, osloDate());
    if (hasErrors(errors)) {
      throw badRequest(WEEK_REPORT_PROBLEM.invalid, Object.fromEntries(Object.entries(errors).map(([path, messages]) => [`body.${path}`, messages])));
    }
    const { vesselIds, expertIds } = namedIds(filing.body);
    const content = contentOf(filing, await chosenRows(tx, id, vesselIds, expertIds));
    const done = filing.kind === 'startup' ? undefined : { fromDate: filing.body.done.fromDate!, toDate: filing.body.done.toDate! };
    // Read by a statement of its own after the lock is held (see filedRows).
    const filed = await filedRows(tx, id);
    const status = row.status;
    // The same report again (its weekReportId): its receipt. Another acquisition's id fails the insert below (409).
    const again = weekReportId ? filed.find((r) => r.id === weekReportId) : undefined;
    if (again) {
      if (again.type !== type) throw conflict(WEEK_REPORT_PROBLEM.idTaken, { code: 'weekReportIdTaken' });
      return { ...again, existing: true };
    }
    const problem = reportOrderProblem(filing.kind, status, filed, done);
    if (problem) {
      const { code, ...members } = problem;
      const orderDetail = DETAIL[code];
      throw conflict(orderDetail, { code, ...members });
    }
    const action = filing.kind === 'startup' ? StatusChangeAction.Startup : filing.kind === 'finish' ? StatusChangeAction.Finish : null;
    const toStatus = action ? STATUS_TRANSITIONS[action].to : status;
    const reportId = weekReportId ?? crypto.randomUUID();
    const report = {
      id: reportId,
      acquisitionId: id,
      type,
      doneFromDate: content.done?.fromDate ?? null,
      doneToDate: content.done?.toDate ?? null,
      plannedFromDate: content.planned?.fromDate ?? null,
      plannedToDate: content.planned?.toDate ?? null,
      report: content as unknown as Record<string, unknown>,
      createdBy: viewer.userId,
      capturedAt,
      createdAt: now,
    };
    const messageId = await writeMessage(
      tx,
      {
        acquisitionId: id,
        messageType: MESSAGE_TYPE[filing.kind],
        authorUserId: viewer.userId,
        authorParty: party,
        authorOrganisationId: viewer.organisationId,
        content: messageContentOf(content, filing.kind),
        payload: {
          weekReportId: reportId,
          weekReportType: type,
          ...(action ? { action, fromStatus: status, toStatus } : {}),
          doneFromDate: content.done?.fromDate ?? null,
          doneToDate: content.done?.toDate ?? null,
          plannedFromDate: content.planned?.fromDate ?? null,
          plannedToDate: content.planned?.toDate ?? null,
          ...(filing.kind === 'finish' ? { finishReport: { totalAmountKm: content.totalAmountKm, totalAmountKm2: content.totalAmountKm2 } } : {}),
        },
        capturedAt,
        createdAt: now,
        partyStates: informOthers(party),
      },
      (messageId) => {
        const writes: SQLWrapper[] = [tx.insert(weekReports).values({ ...report, messageId })];
        if (action) {
          const dates = filing.kind === 'startup' ? { actualStartDate: filing.body.startDate } : { actualEndDate: done!.toDate };
          writes.push(
            tx
              .update(acquisitions)
              .set({ status: toStatus, statusPlannedToDate: null, updatedAt: now, version: sql`${acquisitions.version} + 1` })
              .where(and(eq(acquisitions.id, id), eq(acquisitions.status, status))),
            tx.insert(acquisitionActualDates).values({ acquisitionId: id, ...dates }).onConflictDoUpdate({ target: acquisitionActualDates.acquisitionId, set: dates }),
          );
        }
        return writes;
      },
    );
    return { ...report, messageId, existing: false };
  });
  return { receipt: receiptOf(stored), created: !stored.existing };
}

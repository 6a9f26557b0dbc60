import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { mayHaveTasks, myTasksOf, type TTaskCaseFacts } from '../../../domain/notifications/my-tasks';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { INQUIRY_TYPES } from '../../../domain/enums/message-type';
import { viewerParty } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { TMyTasks } from '../../../domain/schemas/my-tasks';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionInputs, acquisitions, messages, weekReports } from '../../db/schema/index';

const DONE: number[] = [AccomplishmentStatus.Avlyst, AccomplishmentStatus.Ferdig, AccomplishmentStatus.FerdigMedDokumentasjon, AccomplishmentStatus.Utkast];
const APPROVABLE = [5011, 5012, 5013, 3011, 3012, 3013, 5032, 3032];

/**
 * GET /Tasks/mine: the cases that may hold a task of the viewer's party (a routed message expecting its statement, a
 * statement of its own not yet approved, an inquiry to it; for the company also its ongoing surveys), read whole and
 * given to THE task rule (src/domain/notifications/my-tasks.ts). A company user sees only its own company's cases.
 */
export async function loadMyTasks(db: Db, viewer: TViewer, now = new Date()): Promise<TMyTasks> {
  const today = osloDate(now);
  const party = viewerParty(viewer.role);
  if (party === undefined || !mayHaveTasks(viewer.role)) return { today, tasks: [] };
  return { today, tasks: myTasksOf(await loadTaskFacts(db, party, viewer.organisationId), viewer.role!, today) };
}

/**
 * The task-candidate lookup: the cases with a message that may hold a task of the party (read by GET /Tasks/mine and
 * by the daily digest once per party). Exported for the bench's EXPLAIN (scripts/bench/notifications.bench.ts).
 */
export function taskCandidatesQuery(db: Db, party: number, organisationId: number) {
  const m = messages;
  const mayHoldTask = or(
    and(inArray(m.messageType, [5001, 3001]), sql`${m.payload}->'routing'->'parties' @> ${JSON.stringify([party])}::jsonb`),
    and(inArray(m.messageType, APPROVABLE), eq(m.authorParty, party), sql`${m.payload}->>'statementState' in ('awaitingApproval', 'declined')`),
    and(inArray(m.messageType, [...INQUIRY_TYPES]), sql`${party}::integer = any(${m.recipientParties})`),
  );
  return db
    .selectDistinct({ id: m.acquisitionId })
    .from(m)
    .innerJoin(acquisitions, eq(acquisitions.id, m.acquisitionId))
    .leftJoin(acquisitionInputs, eq(acquisitionInputs.acquisitionId, acquisitions.id))
    .where(and(mayHoldTask, sql`${acquisitions.status} not in (${sql.join(DONE.map((s) => sql`${s}`), sql`, `)})`, ownCaseOf(party, organisationId)));
}

const ownCaseOf = (party: number, organisationId: number) =>
  party === Party.Company ? or(eq(acquisitions.companyId, organisationId), eq(acquisitionInputs.onBehalfOfCompanyId, organisationId)) : undefined;

/**
 * The cases that may hold a task of the party (for the company: of its own company, by organisationId), read whole for
 * the task rule; the same facts serve every role of the party (the daily digest reads them once per party).
 */
export async function loadTaskFacts(db: Db, party: number, organisationId: number): Promise<TTaskCaseFacts[]> {
  return taskFactsOf(db, await taskCaseIds(db, party, organisationId), party === Party.Company);
}

/** The ids of the cases that may hold a task of the party: the task-candidate lookup, and the company's ongoing surveys. */
export async function taskCaseIds(db: Db, party: number, organisationId: number): Promise<string[]> {
  const candidates = taskCandidatesQuery(db, party, organisationId);
  const ongoing =
    party === Party.Company
      ? db
          .select({ id: acquisitions.id })
          .from(acquisitions)
          .leftJoin(acquisitionInputs, eq(acquisitionInputs.acquisitionId, acquisitions.id))
          .where(and(eq(acquisitions.status, AccomplishmentStatus.Pågående), ownCaseOf(party, organisationId)))
      : null;
  return [...new Set([...(await candidates).map((r) => r.id), ...(ongoing ? (await ongoing).map((r) => r.id) : [])])];
}

/**
 * The cases read whole for the task rule: each with its messages (and, for the company's weekly report, the day of its
 * last week report). The ids go as one array parameter, however many cases.
 */
export async function taskFactsOf(db: Db, caseIds: readonly string[], withWeekReports: boolean): Promise<TTaskCaseFacts[]> {
  const m = messages;
  if (caseIds.length === 0) return [];
  const ids = `{${caseIds.join(',')}}`;
  const [cases, rows, reports] = await Promise.all([
    db
      .select({ id: acquisitions.id, name: acquisitions.name, npdId: acquisitions.npdId, status: acquisitions.status, updatedAt: acquisitions.updatedAt })
      .from(acquisitions)
      .where(sql`${acquisitions.id} = any(${ids}::uuid[])`),
    db
      .select({ id: m.id, acquisitionId: m.acquisitionId, messageType: m.messageType, authorParty: m.authorParty, repliesTo: m.repliesTo, recipientParties: m.recipientParties, payload: m.payload, createdAt: m.createdAt })
      .from(m)
      .where(sql`${m.acquisitionId} = any(${ids}::uuid[])`),
    withWeekReports
      ? db
          .select({ acquisitionId: weekReports.acquisitionId, at: sql<string>`max(${weekReports.createdAt})` })
          .from(weekReports)
          .where(sql`${weekReports.acquisitionId} = any(${ids}::uuid[])`)
          .groupBy(weekReports.acquisitionId)
      : Promise.resolve([] as { acquisitionId: string; at: string }[]),
  ]);
  const byCase = new Map<string, TTaskCaseFacts['messages'][number][]>();
  const startedOn = new Map<string, string>();
  for (const r of rows) {
    const list = byCase.get(r.acquisitionId) ?? [];
    list.push({ ...r, payload: r.payload ?? {}, createdAt: r.createdAt.toISOString() });
    byCase.set(r.acquisitionId, list);
    if (r.messageType === 1000) {
      const day = osloDate(r.createdAt);
      if (!startedOn.has(r.acquisitionId) || startedOn.get(r.acquisitionId)! < day) startedOn.set(r.acquisitionId, day);
    }
  }
  const reportOn = new Map(reports.map((r) => [r.acquisitionId, osloDate(new Date(r.at))]));
  return cases.map((c) => {
    const last = [reportOn.get(c.id), startedOn.get(c.id)].filter((d): d is string => !!d).sort().at(-1) ?? osloDate(c.updatedAt);
    return { acquisitionId: c.id, name: c.name, npdId: c.npdId, status: c.status, messages: byCase.get(c.id) ?? [], lastWeekReportOn: last };
  });
}

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isTaskType, taskCaseOf, taskMessageOf, taskStateOf, type TTaskCase, type TTimedFacts } from '../../../domain/case-dialogue/task-state';
import { missingApprovals } from '../../../domain/case-dialogue/case-approval';
import { isApprovable, onChangeSubmission, StatementState } from '../../../domain/case-dialogue/statement-types';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { osloDate } from '../../../domain/rules/calendar-date';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { Db } from '../client';
import { acquisitions, messagePartyStates, messages, organisations, TIMELINE_VERSION_ALL, timelineVersions, users } from '../schema/index';
import { attachmentsOfMessages } from './attachments';

const editor = alias(users, 'editor');

function select(db: Db, party: number) {
  return db
    .select({
      m: messages,
      firstName: users.firstName,
      lastName: users.lastName,
      signature: users.signature,
      organisationName: organisations.name,
      editorFirst: editor.firstName,
      editorLast: editor.lastName,
      approachingDeadline: messagePartyStates.approachingDeadline,
      taskPending: messagePartyStates.taskPending,
      toInformation: messagePartyStates.toInformation,
      replyIndicator: messagePartyStates.replyIndicator,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.createdBy))
    .leftJoin(editor, eq(editor.id, messages.updatedBy))
    .leftJoin(organisations, eq(organisations.id, messages.authorOrganisationId))
    .leftJoin(messagePartyStates, and(eq(messagePartyStates.messageId, messages.id), eq(messagePartyStates.party, sql`${party}`)));
}
type Row = Awaited<ReturnType<typeof select>>[number];

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const PARTY_KEYS = { [Party.MarineResearchInstitute]: 'hi', [Party.FisheriesDirectorate]: 'fdir', [Party.Regulator]: 'npd', [Party.Company]: 'cmp' } as const;

const factsOf = (m: Row['m']): TTimedFacts => ({
  id: m.id,
  messageType: m.messageType,
  authorParty: m.authorParty,
  repliesTo: m.repliesTo,
  recipientParties: m.recipientParties,
  payload: m.payload ?? {},
  createdAt: m.createdAt.toISOString(),
});

/** What the view needs beyond the row: the viewer's party and role, the case's messages and the case (the task rule). */
interface TViewContext {
  party: number;
  role: string | null | undefined;
  all: readonly TTimedFacts[];
  kase: TTaskCase;
}

async function statusOf(db: Db, acquisitionId: string): Promise<number> {
  const [row] = await db.select({ status: acquisitions.status }).from(acquisitions).where(eq(acquisitions.id, acquisitionId));
  return row?.status ?? 0;
}

async function contextOf(db: Db, acquisitionId: string, party: number, role: string | null | undefined, all: readonly TTimedFacts[]): Promise<TViewContext> {
  return { party, role, all, kase: taskCaseOf(await statusOf(db, acquisitionId), all, osloDate()) };
}

function view(r: Row, ctx: TViewContext): TTimelineMessage {
  const m = r.m;
  const p = m.payload ?? {};
  const name = r.firstName ? `${r.firstName} ${r.lastName}` : '';
  const replyIndicators = { hi: null, fdir: null, npd: null, cmp: null } as TTimelineMessage['replyIndicators'];
  const indicators = (p.replyIndicators ?? {}) as Record<string, unknown>;
  for (const key of Object.values(PARTY_KEYS)) replyIndicators[key] = (num(indicators[key]) as 10 | 20 | 30 | null) ?? null;
  const replied = (p.hasReplied ?? {}) as Record<string, unknown>;
  // Whose turn it is (taskStateOf): the clock, the star, the deadline and the viewer's action. The stored party state
  // holds the party's switch-offs (and, outside the dialogue, the star its writer set).
  const task = isTaskType(m.messageType)
    ? taskStateOf(taskMessageOf(factsOf(m), ctx.all), ctx.kase, { party: ctx.party, role: ctx.role, clockOff: r.approachingDeadline !== true, starOff: r.taskPending !== true })
    : null;
  return {
    messageId: m.id,
    acquisitionId: m.acquisitionId,
    messageType: m.messageType,
    createdDate: m.createdAt.toISOString(),
    capturedAt: m.capturedAt ? m.capturedAt.toISOString() : null,
    auditUser: {
      createdBy: name,
      createdByUserId: m.createdBy,
      createdByParty: m.authorParty as 1 | 2 | 3 | 4,
      createdByOrganisationName: r.organisationName,
      signature: r.signature ?? '',
      createdDate: m.createdAt.toISOString(),
      modifiedBy: r.editorFirst ? `${r.editorFirst} ${r.editorLast}` : null,
      modifiedDate: m.updatedAt ? m.updatedAt.toISOString() : null,
    },
    repliesTo: m.repliesTo,
    messageContent: m.content,
    statusChangeReason: m.changeReason,
    statusChangedComment: m.comment,
    plannedToDate: str(p.plannedToDate),
    replyType: num(p.replyType),
    demandFisheriesExpert: num(p.demandFisheriesExpert),
    lawCategory: num(p.lawCategory),
    // Filled from the attachments table by withAttachments.
    attachments: [],
    isDeclined: p.isDeclined === true,
    isApproved: p.isApproved === true,
    hasBeenFollowedUp: p.hasBeenFollowedUp === true,
    handledBy: str(p.handledBy),
    approvedBy: str(p.approvedBy),
    followedUpBy: str(p.followedUpBy),
    approvalMissingParties: approvalMissing(m, ctx),
    isArchived: p.isArchived === true,
    archivePdf: (p.archivePdf as TTimelineMessage['archivePdf']) ?? null,
    approachingDeadline: task?.approachingDeadline ?? false,
    taskPending: task ? task.showStar : r.taskPending === true,
    toInformation: r.toInformation === true,
    deadline: task?.deadline ?? null,
    clockStopped: task?.clockStopped ?? false,
    taskParties: task ? [...new Set(task.actors.map((a) => a.party))] : [],
    replyAction: task?.viewerAction ?? 0,
    replyIndicators,
    hasReplied: { hi: replied.hi === true, fdir: replied.fdir === true, npd: replied.npd === true, cmp: replied.cmp === true },
    payload: p,
  };
}

/**
 * The regulator's statement on the submission awaiting approval while the case is under review: its approval approves
 * the case, and these parties' statements are not approved yet (asked before the approver's first click).
 */
function approvalMissing(m: Row['m'], ctx: TViewContext): (1 | 2 | 3 | 4)[] {
  const p = m.payload ?? {};
  if (m.authorParty !== Party.Regulator || !isApprovable(m.messageType) || onChangeSubmission(m.messageType)) return [];
  if (p.statementState !== StatementState.AwaitingApproval || ctx.kase.status !== AccomplishmentStatus.Under_Behandling) return [];
  const routedId = typeof p.routedMessageId === 'string' ? p.routedMessageId : null;
  return routedId ? (missingApprovals(ctx.all, routedId) as (1 | 2 | 3 | 4)[]) : [];
}

const visibleTo = (party: number) => (r: Row) =>
  partyMaySeeMessage(party, { messageType: r.m.messageType, authorParty: r.m.authorParty, recipientParties: r.m.recipientParties });

/** The messages of an acquisition the party may see, newest first (by received time), replyAction for the role. */
export async function timelineOf(db: Db, acquisitionId: string, party: number, role?: string | null): Promise<TTimelineMessage[]> {
  const rows = await select(db, party).where(eq(messages.acquisitionId, acquisitionId)).orderBy(desc(messages.createdAt), desc(messages.id));
  const ctx = await contextOf(db, acquisitionId, party, role, rows.map((r) => factsOf(r.m)));
  return withAttachments(db, rows.filter(visibleTo(party)).map((r) => view(r, ctx)));
}

/**
 * The stamp of everything an acquisition's timeline is made of, as a scalar subquery on the acquisition row being read
 * (acquisitions.id): its timeline version and the version of all timelines (timeline_versions, raised by triggers on
 * every write of a message, a party state, an attachment, an author's or editor's name or signature, an organisation's
 * name, by any module, service instance, test or operator). Two primary-key lookups, so a cached answer can be checked
 * on every call; an answer computed after reading one stamp is the answer while the stamp stays the same.
 */
export function timelineStampOfAcquisition(): SQL<string> {
  const version = (id: SQL | string) => sql`coalesce((select ${timelineVersions.version} from ${timelineVersions} where ${timelineVersions.acquisitionId} = ${id}), 0)`;
  return sql<string>`${version(sql`${acquisitions.id}`)} || ':' || ${version(TIMELINE_VERSION_ALL)}`;
}

/** The messages with their attachments (the attachments table, shared by every message kind). */
async function withAttachments(db: Db, list: TTimelineMessage[]): Promise<TTimelineMessage[]> {
  const byMessage = await attachmentsOfMessages(db, list.map((m) => m.messageId));
  return list.map((m) => ({ ...m, attachments: byMessage.get(m.messageId) ?? [] }));
}

/** The facts of every message of an acquisition (the task rule looks at the messages answering one). */
export async function dialogueFactsOf(db: Db, acquisitionId: string): Promise<TTimedFacts[]> {
  const rows = await db
    .select({ id: messages.id, messageType: messages.messageType, authorParty: messages.authorParty, repliesTo: messages.repliesTo, recipientParties: messages.recipientParties, payload: messages.payload, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.acquisitionId, acquisitionId));
  return rows.map((r) => ({ ...r, payload: r.payload ?? {}, createdAt: r.createdAt.toISOString() }));
}

/** One message as the party sees it, with its acquisition id; undefined when missing or not visible to the party. */
export async function messageFor(db: Db, messageId: string, party: number, role?: string | null): Promise<TTimelineMessage | undefined> {
  const [row] = await select(db, party).where(eq(messages.id, messageId));
  if (!row || !visibleTo(party)(row)) return undefined;
  const ctx = await contextOf(db, row.m.acquisitionId, party, role, await dialogueFactsOf(db, row.m.acquisitionId));
  return (await withAttachments(db, [view(row, ctx)]))[0];
}

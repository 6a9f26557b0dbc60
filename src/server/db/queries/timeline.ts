import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isDeadlineApproaching } from '../../../domain/case-dialogue/case-deadline';
import { replyActionFor, type TDialogueFacts } from '../../../domain/case-dialogue/reply-action';
import { osloDate } from '../../../domain/rules/calendar-date';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { Db } from '../client';
import { messagePartyStates, messages, organisations, users } from '../schema/index';
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

const factsOf = (m: Row['m']): TDialogueFacts => ({
  id: m.id,
  messageType: m.messageType,
  authorParty: m.authorParty,
  repliesTo: m.repliesTo,
  recipientParties: m.recipientParties,
  payload: m.payload ?? {},
});

/** What the view needs beyond the row: the viewer's role and the case's messages (for replyAction), today (the clock). */
interface TViewContext {
  role: string | null | undefined;
  all: readonly TDialogueFacts[];
  today: string;
}

function view(r: Row, ctx: TViewContext): TTimelineMessage {
  const m = r.m;
  const p = m.payload ?? {};
  const name = r.firstName ? `${r.firstName} ${r.lastName}` : '';
  const replyIndicators = { hi: null, fdir: null, npd: null, cmp: null } as TTimelineMessage['replyIndicators'];
  const indicators = (p.replyIndicators ?? {}) as Record<string, unknown>;
  for (const key of Object.values(PARTY_KEYS)) replyIndicators[key] = (num(indicators[key]) as 10 | 20 | 30 | null) ?? null;
  const replied = (p.hasReplied ?? {}) as Record<string, unknown>;
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
    isArchived: p.isArchived === true,
    archivePdf: (p.archivePdf as TTimelineMessage['archivePdf']) ?? null,
    // The clock shows while armed for the party and its deadline is near or past (a message without a deadline: while armed).
    approachingDeadline: r.approachingDeadline === true && (!m.deadline || isDeadlineApproaching(ctx.today, m.deadline)),
    taskPending: r.taskPending === true,
    toInformation: r.toInformation === true,
    deadline: m.deadline,
    replyAction: replyActionFor(ctx.role, factsOf(m), ctx.all),
    replyIndicators,
    hasReplied: { hi: replied.hi === true, fdir: replied.fdir === true, npd: replied.npd === true, cmp: replied.cmp === true },
    payload: p,
  };
}

const visibleTo = (party: number) => (r: Row) =>
  partyMaySeeMessage(party, { messageType: r.m.messageType, authorParty: r.m.authorParty, recipientParties: r.m.recipientParties });

/** The messages of an acquisition the party may see, newest first (by received time), replyAction for the role. */
export async function timelineOf(db: Db, acquisitionId: string, party: number, role?: string | null): Promise<TTimelineMessage[]> {
  const rows = await select(db, party).where(eq(messages.acquisitionId, acquisitionId)).orderBy(desc(messages.createdAt), desc(messages.id));
  const ctx = { role, all: rows.map((r) => factsOf(r.m)), today: osloDate() };
  return withAttachments(db, rows.filter(visibleTo(party)).map((r) => view(r, ctx)));
}

/**
 * A stamp of everything the party's timeline of an acquisition is made of, in one query: the messages (count and the
 * sum of their row versions, xmin), the party's message states, the authors' and editors' user rows, the authors'
 * organisations and the attachments of the messages. Any insert, update or delete of one of these rows changes it
 * (a new row version has a newer transaction id), whoever writes it (any module, any service instance, a test or an
 * operator by SQL), so an answer computed under one stamp is the answer while the stamp stays the same.
 */
export async function timelineStamp(db: Db, acquisitionId: string, party: number): Promise<string> {
  const result = await db.execute<{ stamp: string }>(sql`
    select (
      select count(*) || ':' || coalesce(sum(m.xmin::text::bigint), 0) || ':' || coalesce(sum(s.xmin::text::bigint), 0) || ':' ||
             coalesce(sum(u.xmin::text::bigint), 0) || ':' || coalesce(sum(e.xmin::text::bigint), 0) || ':' || coalesce(sum(o.xmin::text::bigint), 0)
      from messages m
      left join message_party_states s on s.message_id = m.id and s.party = ${party}
      left join users u on u.id = m.created_by
      left join users e on e.id = m.updated_by
      left join organisations o on o.id = m.author_organisation_id
      where m.acquisition_id = ${acquisitionId}
    ) || '|' || (
      select count(*) || ':' || coalesce(sum(a.xmin::text::bigint), 0)
      from attachments a
      where a.message_id in (select id from messages where acquisition_id = ${acquisitionId})
    ) as stamp`);
  return (result as unknown as { rows: { stamp: string }[] }).rows[0]!.stamp;
}

/** The messages with their attachments (the attachments table, shared by every message kind). */
async function withAttachments(db: Db, list: TTimelineMessage[]): Promise<TTimelineMessage[]> {
  const byMessage = await attachmentsOfMessages(db, list.map((m) => m.messageId));
  return list.map((m) => ({ ...m, attachments: byMessage.get(m.messageId) ?? [] }));
}

/** The facts of every message of an acquisition (replyAction looks at the messages answering one). */
export async function dialogueFactsOf(db: Db, acquisitionId: string): Promise<TDialogueFacts[]> {
  const rows = await db
    .select({ id: messages.id, messageType: messages.messageType, authorParty: messages.authorParty, repliesTo: messages.repliesTo, recipientParties: messages.recipientParties, payload: messages.payload, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.acquisitionId, acquisitionId));
  return rows.map((r) => ({ ...r, payload: r.payload ?? {} }));
}

/** One message as the party sees it, with its acquisition id; undefined when missing or not visible to the party. */
export async function messageFor(db: Db, messageId: string, party: number, role?: string | null): Promise<TTimelineMessage | undefined> {
  const [row] = await select(db, party).where(eq(messages.id, messageId));
  if (!row || !visibleTo(party)(row)) return undefined;
  return (await withAttachments(db, [view(row, { role, all: await dialogueFactsOf(db, row.m.acquisitionId), today: osloDate() })]))[0];
}

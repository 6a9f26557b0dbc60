import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NeedAction } from '../../../domain/enums/need-action';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { Db } from '../client';
import { messagePartyStates, messages, organisations, users } from '../schema/index';

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

function view(r: Row): TTimelineMessage {
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
    attachments: Array.isArray(p.attachments) ? (p.attachments as TTimelineMessage['attachments']) : [],
    isDeclined: p.isDeclined === true,
    isApproved: p.isApproved === true,
    hasBeenFollowedUp: p.hasBeenFollowedUp === true,
    handledBy: str(p.handledBy),
    approvedBy: str(p.approvedBy),
    isArchived: p.isArchived === true,
    archivePdf: (p.archivePdf as TTimelineMessage['archivePdf']) ?? null,
    approachingDeadline: r.approachingDeadline === true,
    taskPending: r.taskPending === true,
    toInformation: r.toInformation === true,
    deadline: m.deadline,
    replyAction: (num(p.replyAction) as TTimelineMessage['replyAction'] | null) ?? NeedAction.NoActions,
    replyIndicators,
    hasReplied: { hi: replied.hi === true, fdir: replied.fdir === true, npd: replied.npd === true, cmp: replied.cmp === true },
    payload: p,
  };
}

const visibleTo = (party: number) => (r: Row) =>
  partyMaySeeMessage(party, { messageType: r.m.messageType, authorParty: r.m.authorParty, recipientParties: r.m.recipientParties });

/** The messages of an acquisition the party may see, newest first (by received time). */
export async function timelineOf(db: Db, acquisitionId: string, party: number): Promise<TTimelineMessage[]> {
  const rows = await select(db, party).where(eq(messages.acquisitionId, acquisitionId)).orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.filter(visibleTo(party)).map(view);
}

/** One message as the party sees it, with its acquisition id; undefined when missing or not visible to the party. */
export async function messageFor(db: Db, messageId: string, party: number): Promise<TTimelineMessage | undefined> {
  const [row] = await select(db, party).where(eq(messages.id, messageId));
  return row && visibleTo(party)(row) ? view(row) : undefined;
}

import { sql } from 'drizzle-orm';
import { dialogueParty } from '../../../domain/case-dialogue/dialogue-roles';
import { planInquiry, replyTypeOf } from '../../../domain/case-dialogue/inquiry-rules';
import { PARTY_KEY, partyFromKey, type TPartyKey } from '../../../domain/case-dialogue/parties';
import { InquiryReplyIndicator } from '../../../domain/enums/inquiry-reply-indicator';
import { INQUIRY_TYPES } from '../../../domain/enums/message-type';
import { DIALOGUE_PROBLEM, type TInquiry, type TInquiryReply } from '../../../domain/schemas/case-dialogue';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { taskDone } from '../../db/queries/case-routing';
import { linkAttachments } from '../../db/queries/attachments';
import { writeMessage, type TPartyState } from '../../db/queries/message-store';
import { messages } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { notify } from '../../notifications/notify';
import { answer, capturedAtOf, visibleMessageOf } from './dialogue-rows';
import { eq } from 'drizzle-orm';

/**
 * POST /Messages/{id}/inquiry (spec 001 s4.4, s5): the recipients by their reply indicators, by the rules of
 * src/domain/case-dialogue/inquiry-rules.ts (400 on the field that breaks one). A party asked to answer (Required)
 * gets the star, every recipient the eye and its indicator.
 */
export async function sendInquiry(db: Db, viewer: TViewer, acquisitionId: string, body: TInquiry): Promise<TTimelineMessage> {
  const acquisition = await readableAcquisition(db, viewer, acquisitionId);
  const sender = dialogueParty(viewer.role);
  if (sender === undefined) throw forbidden(DIALOGUE_PROBLEM.notAllowed);
  const check = planInquiry(sender, body);
  if (!check.ok) throw badRequest('problems:invalidInput', { [`body.${check.field}`]: [check.message] });
  const { plan } = check;
  const now = new Date();
  const states: TPartyState[] = (Object.entries(plan.indicators) as [TPartyKey, number][]).map(([key, indicator]) => ({
    party: partyFromKey(key),
    taskPending: indicator === InquiryReplyIndicator.Required,
    toInformation: true,
    replyIndicator: indicator,
  }));
  const messageId = await db.transaction(async (tx) => {
    const id = await writeMessage(tx, {
      acquisitionId: acquisition.id,
      messageType: plan.messageType,
      authorUserId: viewer.userId,
      authorParty: sender,
      authorOrganisationId: viewer.organisationId,
      content: body.MessageContent,
      recipientParties: plan.recipientParties,
      payload: { replyIndicators: plan.indicators, hasReplied: {}, isRegulationExemption: body.IsInquiryCmpRegulationExemption === true, lawCategory: acquisition.lawCategory },
      capturedAt: capturedAtOf(body.capturedAt, now),
      createdAt: now,
      partyStates: states,
    });
    await linkAttachments(tx, { ids: body.attachmentIds ?? [], messageId: id, acquisitionId: acquisition.id, userId: viewer.userId });
    const indicators = Object.fromEntries(states.map((s) => [s.party, s.replyIndicator ?? undefined]));
    await notify(tx, {
      acquisitionId: acquisition.id,
      event: { type: 'inquiry', indicators },
      actorUserId: viewer.userId,
      message: { id, messageType: plan.messageType, authorParty: sender, recipientParties: plan.recipientParties, content: body.MessageContent },
      what: 'inquiryReplyRequired',
      whatByKind: { inquiryInformation: 'inquiryInformation' },
    });
    return id;
  });
  return answer(db, viewer, messageId);
}

/**
 * POST /Messages/{id}/inquiry/{inquiryId}/replyTo: a reply of a party the inquiry was sent to (to or cc; 403
 * otherwise). The party's star on the inquiry goes off and it is marked as replied; the reply is seen by the
 * inquiry's parties (its recipients and sender) and the regulator, with the eye for the others.
 */
export async function replyToInquiry(db: Db, viewer: TViewer, acquisitionId: string, inquiryId: string, body: TInquiryReply): Promise<TTimelineMessage> {
  const acquisition = await readableAcquisition(db, viewer, acquisitionId);
  const party = dialogueParty(viewer.role);
  const inquiry = await visibleMessageOf(db, viewer, acquisition.id, inquiryId);
  if (!(INQUIRY_TYPES as readonly number[]).includes(inquiry.messageType)) throw notFound(DIALOGUE_PROBLEM.notAnInquiry);
  if (party === undefined || party === inquiry.authorParty || !inquiry.recipientParties.includes(party)) throw forbidden(DIALOGUE_PROBLEM.notAllowed);
  const audience = [...new Set([...inquiry.recipientParties, inquiry.authorParty])];
  const now = new Date();
  const key = PARTY_KEY[party];
  const messageId = await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ payload: sql`jsonb_set(${messages.payload}, '{hasReplied}', coalesce(${messages.payload}->'hasReplied', '{}'::jsonb) || ${JSON.stringify({ [key]: true })}::jsonb)` })
      .where(eq(messages.id, inquiry.id));
    const id = await writeMessage(tx, {
      acquisitionId: acquisition.id,
      messageType: replyTypeOf(party),
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      content: body.MessageContent,
      repliesTo: inquiry.id,
      recipientParties: audience,
      payload: { inquiryId: inquiry.id, lawCategory: acquisition.lawCategory },
      capturedAt: capturedAtOf(body.capturedAt, now),
      createdAt: now,
      partyStates: audience.filter((p) => p !== party).map((p) => ({ party: p, toInformation: true })),
    });
    await linkAttachments(tx, { ids: body.attachmentIds ?? [], messageId: id, acquisitionId: acquisition.id, userId: viewer.userId });
    await taskDone(tx, acquisition.id, inquiry.id, [party]);
    await notify(tx, {
      acquisitionId: acquisition.id,
      event: { type: 'inquiryReply', inquirerUserId: inquiry.createdBy, inquirerParty: inquiry.authorParty },
      actorUserId: viewer.userId,
      message: { id, messageType: replyTypeOf(party), authorParty: party, recipientParties: audience, content: body.MessageContent },
      what: 'inquiryReply',
    });
    return id;
  });
  return answer(db, viewer, messageId);
}

import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { MessageType } from '../../../domain/enums/message-type';
import { requiresFisheriesExpertDemand, statementWriterParty } from '../../../domain/case-dialogue/dialogue-roles';
import { hasStatementOf, routedParties } from '../../../domain/case-dialogue/reply-action';
import {
  followUpTypeOf,
  isApprovable,
  isRoutedMessage,
  onChangeSubmission,
  StatementState,
  statementTypeOf,
} from '../../../domain/case-dialogue/statement-types';
import { DIALOGUE_PROBLEM, DIALOGUE_VALIDATION, type TStatementReply } from '../../../domain/schemas/case-dialogue';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { taskDone } from '../../db/queries/case-routing';
import { linkAttachments } from '../../db/queries/attachments';
import { writeMessage } from '../../db/queries/message-store';
import { dialogueFactsOf } from '../../db/queries/timeline';
import { badRequest, conflict, forbidden } from '../../http/app-error';
import { notify } from '../../notifications/notify';
import { answer, assertUser, capturedAtOf, lockFor, mergePayload, userNameOf, visibleMessageOf, type MessageRow } from './dialogue-rows';
import { setPartyContactIfAllowed } from './party-contact';

const APPROVER_ROLE: Record<number, string> = { 1: 'daq_godkjenner_od', 2: 'daq_godkjenner_fdir', 3: 'daq_godkjenner_hi' };

function checkFields(viewer: TViewer, body: TStatementReply, onChange: boolean): void {
  const errors: Record<string, string[]> = {};
  if (!onChange && !body.contactPerson) errors['body.contactPerson'] = [DIALOGUE_VALIDATION.contactPersonRequired];
  if (requiresFisheriesExpertDemand(viewer.role) && (body.DemandFisheriesExpert === undefined || body.DemandFisheriesExpert === null))
    errors['body.DemandFisheriesExpert'] = [DIALOGUE_VALIDATION.demandRequired];
  if (Object.keys(errors).length > 0) throw badRequest('problems:invalidInput', errors);
}

/** What the target asks for: a statement on a routed message, or the follow-up of the party's declined statement. */
function kindOf(target: MessageRow, party: number): { kind: 'statement' | 'followUp'; onChange: boolean; routedId: string } {
  if (isRoutedMessage(target.messageType)) {
    if (!routedParties({ messageType: target.messageType, payload: target.payload }).includes(party)) throw conflict(DIALOGUE_PROBLEM.notRouted, { code: 'notRouted' });
    return { kind: 'statement', onChange: target.messageType === MessageType.SubmissionChangedRequiringProceedings, routedId: target.id };
  }
  if (isApprovable(target.messageType) && target.authorParty === party) {
    if (target.payload.statementState !== StatementState.Declined) throw conflict(DIALOGUE_PROBLEM.alreadyHandled, { code: 'statementAlreadyHandled' });
    return { kind: 'followUp', onChange: onChangeSubmission(target.messageType), routedId: String(target.payload.routedMessageId ?? '') };
  }
  throw forbidden(DIALOGUE_PROBLEM.notAllowed);
}

/**
 * POST /Messages/{id}/replyTo/{messageId}: a case handler's statement on the submission or a change submission
 * requiring proceedings (once per party: 409 'statementAlreadyWritten'), or the follow-up of the party's declined
 * statement (409 'statementAlreadyHandled' when it is not declined). The statement awaits the party's approval
 * (its star on for the party); the party's star and clock on the answered message go off; the contact person
 * becomes the party's contact on the case where the dynamic rule allows.
 */
export async function replyToStatement(db: Db, viewer: TViewer, acquisitionId: string, targetId: string, body: TStatementReply): Promise<TTimelineMessage> {
  const acquisition = await readableAcquisition(db, viewer, acquisitionId);
  const party = statementWriterParty(viewer.role);
  if (party === undefined) throw forbidden(DIALOGUE_PROBLEM.notAllowed);
  if (acquisition.status === AccomplishmentStatus.Avlyst) throw conflict(DIALOGUE_PROBLEM.caseClosed, { code: 'caseClosed' });
  const target = await visibleMessageOf(db, viewer, acquisition.id, targetId);
  const { kind, onChange, routedId } = kindOf(target, party);
  checkFields(viewer, body, onChange);
  if (body.approver) await assertUser(db, body.approver, 'approver', { role: APPROVER_ROLE[party] });
  if (body.contactPerson) await assertUser(db, body.contactPerson, 'contactPerson', { organisationId: viewer.organisationId });
  const now = new Date();
  const writer = kind === 'followUp' ? await userNameOf(db, viewer.userId) : '';
  const messageId = await db.transaction(async (tx) => {
    await lockFor(tx, `${target.id}:${party}`);
    if (kind === 'statement') {
      if (hasStatementOf(party, target.id, await dialogueFactsOf(tx as unknown as Db, acquisition.id)))
        throw conflict(DIALOGUE_PROBLEM.alreadyStated, { code: 'statementAlreadyWritten' });
    } else if (!(await mergePayload(tx, target.id, { statementState: StatementState.FollowedUp, hasBeenFollowedUp: true, followedUpBy: writer }, { statementState: StatementState.Declined }))) {
      throw conflict(DIALOGUE_PROBLEM.alreadyHandled, { code: 'statementAlreadyHandled' });
    }
    const id = await writeMessage(tx, {
      acquisitionId: acquisition.id,
      messageType: kind === 'statement' ? statementTypeOf(party, onChange)! : followUpTypeOf(onChange),
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      content: body.messageContent,
      repliesTo: target.id,
      payload: {
        title: body.title ?? null,
        replyType: body.messageReplyType,
        demandFisheriesExpert: body.DemandFisheriesExpert ?? null,
        approverUserId: body.approver ?? null,
        contactPersonUserId: body.contactPerson ?? null,
        routedMessageId: routedId || null,
        lawCategory: acquisition.lawCategory,
        statementState: StatementState.AwaitingApproval,
        isApproved: false,
        isDeclined: false,
        hasBeenFollowedUp: false,
      },
      capturedAt: capturedAtOf(body.capturedAt, now),
      createdAt: now,
      partyStates: [{ party, taskPending: true }],
    });
    await linkAttachments(tx, { ids: body.attachmentIds ?? [], messageId: id, acquisitionId: acquisition.id, userId: viewer.userId });
    await taskDone(tx, acquisition.id, target.id, [party]);
    if (body.contactPerson) await setPartyContactIfAllowed(tx, viewer, acquisition.id, body.contactPerson);
    const messageType = kind === 'statement' ? statementTypeOf(party, onChange)! : followUpTypeOf(onChange);
    await notify(tx, {
      acquisitionId: acquisition.id,
      event: { type: 'statementWritten', party, approverUserId: body.approver ?? null },
      actorUserId: viewer.userId,
      message: { id, messageType, authorParty: party, recipientParties: [], content: body.messageContent },
      what: 'approvalRequested',
    });
    return id;
  });
  return answer(db, viewer, messageId);
}

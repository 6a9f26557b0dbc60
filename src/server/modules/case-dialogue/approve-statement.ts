import { and, eq, sql } from 'drizzle-orm';
import { approverParty } from '../../../domain/case-dialogue/dialogue-roles';
import { missingApprovals } from '../../../domain/case-dialogue/case-approval';
import { approvalTypeOf, declinedTypeOf, isApprovable, onChangeSubmission, StatementState } from '../../../domain/case-dialogue/statement-types';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { MessageType } from '../../../domain/enums/message-type';
import { Party } from '../../../domain/roles';
import { APPROVAL_TRANSITION } from '../../../domain/rules/status-transitions';
import { DIALOGUE_PROBLEM, type TApproval } from '../../../domain/schemas/case-dialogue';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { taskDone } from '../../db/queries/case-routing';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { dialogueFactsOf } from '../../db/queries/timeline';
import { acquisitions, messages } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { openTaskParties } from '../../notifications/open-tasks';
import { notify } from '../../notifications/notify';
import { answer, capturedAtOf, mergePayload, userNameOf, visibleMessageOf } from './dialogue-rows';

/**
 * POST /Messages/{id}/approve/{messageId}: the approver of the statement's party approves it (IsApproved true) or
 * declines it (false, with a reason; a follow-up is then expected of the party's case handler). Once: 409
 * 'statementAlreadyHandled' after. The regulator's approval of its own statement on the submission is the approval
 * of the case: while Under_Behandling it moves the acquisition to Planlagt (APPROVAL_TRANSITION), first requiring
 * the fisheries directorate's and the research institute's statements approved, or approveDespiteMissingStatements
 * (409 'missingStatements' with missingParties otherwise; docs/decisions.md).
 */
export async function approveStatement(db: Db, viewer: TViewer, acquisitionId: string, statementId: string, body: TApproval): Promise<TTimelineMessage> {
  const acquisition = await readableAcquisition(db, viewer, acquisitionId);
  const statement = await visibleMessageOf(db, viewer, acquisition.id, statementId);
  if (!isApprovable(statement.messageType)) throw notFound(DIALOGUE_PROBLEM.notAStatement);
  if (approverParty(viewer.role) !== statement.authorParty) throw forbidden(DIALOGUE_PROBLEM.notAnApprover);
  if (acquisition.status === AccomplishmentStatus.Avlyst) throw conflict(DIALOGUE_PROBLEM.caseClosed, { code: 'caseClosed' });
  if (statement.payload.statementState !== StatementState.AwaitingApproval) throw conflict(DIALOGUE_PROBLEM.alreadyHandled, { code: 'statementAlreadyHandled' });
  const onChange = onChangeSubmission(statement.messageType);
  const routedId = typeof statement.payload.routedMessageId === 'string' ? statement.payload.routedMessageId : null;
  const [routed] = routedId ? await db.select({ type: messages.messageType }).from(messages).where(eq(messages.id, routedId)) : [];
  const approvesCase =
    body.IsApproved &&
    statement.authorParty === Party.Regulator &&
    routed?.type === MessageType.Submission &&
    acquisition.status === APPROVAL_TRANSITION.from;
  let missing: number[] = [];
  if (approvesCase) {
    missing = missingApprovals(await dialogueFactsOf(db, acquisition.id), routedId!);
    if (missing.length > 0 && body.approveDespiteMissingStatements !== true)
      throw conflict(DIALOGUE_PROBLEM.missingStatements, { code: 'missingStatements', missingParties: missing.join(',') });
  }
  const name = await userNameOf(db, viewer.userId);
  const now = new Date();
  const party = statement.authorParty;
  const messageId = await db.transaction(async (tx) => {
    const patch = body.IsApproved
      ? { statementState: StatementState.Approved, isApproved: true, approvedBy: name, handledBy: name }
      : { statementState: StatementState.Declined, isDeclined: true, handledBy: name };
    if (!(await mergePayload(tx, statement.id, patch, { statementState: StatementState.AwaitingApproval })))
      throw conflict(DIALOGUE_PROBLEM.alreadyHandled, { code: 'statementAlreadyHandled' });
    if (approvesCase) {
      const moved = await tx
        .update(acquisitions)
        .set({ status: APPROVAL_TRANSITION.to, updatedAt: now, version: sql`${acquisitions.version} + 1` })
        .where(and(eq(acquisitions.id, acquisition.id), eq(acquisitions.status, APPROVAL_TRANSITION.from)))
        .returning({ id: acquisitions.id });
      if (moved.length === 0) throw conflict(DIALOGUE_PROBLEM.alreadyHandled, { code: 'statementAlreadyHandled' });
    }
    const id = await writeMessage(tx, {
      acquisitionId: acquisition.id,
      messageType: body.IsApproved ? approvalTypeOf(party, onChange)! : declinedTypeOf(onChange),
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      content: body.messageContent ?? '',
      repliesTo: statement.id,
      payload: {
        isApproved: body.IsApproved,
        routedMessageId: routedId,
        lawCategory: acquisition.lawCategory,
        ...(approvesCase
          ? { caseApproved: true, fromStatus: APPROVAL_TRANSITION.from, toStatus: APPROVAL_TRANSITION.to, approveDespiteMissingStatements: missing.length > 0, missingParties: missing }
          : {}),
      },
      capturedAt: capturedAtOf(body.capturedAt, now),
      createdAt: now,
      partyStates: body.IsApproved ? informOthers(party) : [],
    });
    // Approved: the party's task on the statement is done; declined: it stays (a follow-up is expected).
    if (body.IsApproved) await taskDone(tx, acquisition.id, statement.id, [party]);
    const handled = { id, messageType: body.IsApproved ? approvalTypeOf(party, onChange)! : declinedTypeOf(onChange), authorParty: party, recipientParties: [], content: body.messageContent ?? '' };
    await notify(tx, {
      acquisitionId: acquisition.id,
      event: { type: 'statementHandled', party, approved: body.IsApproved, writerUserId: statement.createdBy },
      actorUserId: viewer.userId,
      message: handled,
      what: body.IsApproved ? 'statementApproved' : 'statementDeclined',
    });
    if (approvesCase)
      await notify(tx, {
        acquisitionId: acquisition.id,
        event: { type: 'caseStatus', openTaskParties: await openTaskParties(tx, acquisition.id) },
        actorUserId: viewer.userId,
        message: handled,
        what: 'caseApproved',
      });
    return id;
  });
  return answer(db, viewer, messageId);
}

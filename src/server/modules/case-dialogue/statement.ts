import { isApprovable, onChangeSubmission } from '../../../domain/case-dialogue/statement-types';
import { DIALOGUE_PROBLEM, type TStatement } from '../../../domain/schemas/case-dialogue';
import type { TViewer } from '../../../domain/visibility';
import { readableMessage } from '../../access/message-access';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** GET /Messages/{id}/statement: a statement or follow-up the viewer may see (404 otherwise), for the drawers. */
export async function statementOf(db: Db, viewer: TViewer, messageId: string): Promise<TStatement> {
  const { message: m } = await readableMessage(db, viewer, messageId);
  if (!isApprovable(m.messageType)) throw notFound(DIALOGUE_PROBLEM.notAStatement);
  const p = m.payload;
  const state = str(p.statementState);
  return {
    messageId: m.messageId,
    messageType: m.messageType,
    title: str(p.title),
    messageContent: m.messageContent,
    messageReplyType: num(p.replyType),
    approver: str(p.approverUserId),
    contactPerson: str(p.contactPersonUserId),
    DemandFisheriesExpert: num(p.demandFisheriesExpert),
    statementState: state === 'approved' || state === 'declined' || state === 'followedUp' ? state : 'awaitingApproval',
    routedMessageId: str(p.routedMessageId),
    isOnChangeSubmission: onChangeSubmission(m.messageType),
  };
}

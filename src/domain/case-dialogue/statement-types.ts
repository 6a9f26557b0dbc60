import { MessageType as M, isChangeSubmissionMessage, type MessageType } from '../enums/message-type';
import { Party } from '../roles';

/**
 * The message types of the statement round (spec 000 s3, spec 001 s4.3): a statement per authority on the
 * submission (5011-5013) or on a change submission requiring proceedings (3011-3013), its approval by the same
 * party's approver (5021-5023 / 3021-3023), a decline (5031 / 3031) and the case handler's follow-up (5032 / 3032),
 * which is a revised statement awaiting approval again.
 */
const STATEMENT: Record<number, { submission: MessageType; change: MessageType }> = {
  [Party.MarineResearchInstitute]: { submission: M.StatementHi, change: M.ChangedStatementHi },
  [Party.FisheriesDirectorate]: { submission: M.StatementFdir, change: M.ChangedStatementFdir },
  [Party.Regulator]: { submission: M.StatementNpd, change: M.ChangedStatementNpd },
};
const APPROVAL: Record<number, { submission: MessageType; change: MessageType }> = {
  [Party.MarineResearchInstitute]: { submission: M.StatementApprovalHi, change: M.ChangedStatementApprovalHi },
  [Party.FisheriesDirectorate]: { submission: M.StatementApprovalFdir, change: M.ChangedStatementApprovalFdir },
  [Party.Regulator]: { submission: M.StatementApprovalNpd, change: M.ChangedStatementApprovalNpd },
};



/** The messages a statement answers: the submission and a change submission requiring proceedings. */
export const ROUTED_TYPES: readonly number[] = [M.Submission, M.SubmissionChangedRequiringProceedings];
export const isRoutedMessage = (type: number) => ROUTED_TYPES.includes(type);

export const statementTypeOf = (party: number, onChange: boolean): MessageType | undefined => STATEMENT[party]?.[onChange ? 'change' : 'submission'];
export const approvalTypeOf = (party: number, onChange: boolean): MessageType | undefined => APPROVAL[party]?.[onChange ? 'change' : 'submission'];
export const declinedTypeOf = (onChange: boolean): MessageType => (onChange ? M.ChangedStatementDeclined : M.StatementDeclined);
export const followUpTypeOf = (onChange: boolean): MessageType => (onChange ? M.ChangedStatementFollowUp : M.StatementFollowUp);

const STATEMENTS = Object.values(STATEMENT).flatMap((s) => [s.submission, s.change]) as number[];
const APPROVALS = Object.values(APPROVAL).flatMap((s) => [s.submission, s.change]) as number[];
const FOLLOW_UPS: number[] = [M.StatementFollowUp, M.ChangedStatementFollowUp];
const DECLINES: number[] = [M.StatementDeclined, M.ChangedStatementDeclined];

export const isStatementType = (type: number) => STATEMENTS.includes(type);
/** A statement or a follow-up: a message that awaits the party's approval. */
export const isApprovable = (type: number) => STATEMENTS.includes(type) || FOLLOW_UPS.includes(type);
export const isApprovalType = (type: number) => APPROVALS.includes(type);
export const isDeclinedType = (type: number) => DECLINES.includes(type);
export const isFollowUpType = (type: number) => FOLLOW_UPS.includes(type);
export const onChangeSubmission = (type: number) => isChangeSubmissionMessage(type);

/** States of a statement (spec 001 s4.3), kept in the statement's payload.statementState. */
export const StatementState = { AwaitingApproval: 'awaitingApproval', Approved: 'approved', Declined: 'declined', FollowedUp: 'followedUp' } as const;
export type StatementState = (typeof StatementState)[keyof typeof StatementState];

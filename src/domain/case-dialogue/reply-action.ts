import { INQUIRY_TYPES } from '../enums/message-type';
import { NeedAction } from '../enums/need-action';
import { dialogueParty, mayApproveStatementOf, mayWriteStatementFor, statementWriterParty } from './dialogue-roles';
import { expectsReply } from './inquiry-rules';
import { PARTY_KEY } from './parties';
import { isApprovable, isRoutedMessage, StatementState } from './statement-types';

/** What replyAction needs of a message (the store's row). */
export interface TDialogueFacts {
  id: string;
  messageType: number;
  authorParty: number;
  repliesTo: string | null;
  recipientParties: readonly number[];
  payload: Record<string, unknown>;
}

/** The parties a routed message (submission, change submission requiring proceedings) expects statements from. */
export function routedParties(m: Pick<TDialogueFacts, 'messageType' | 'payload'>): number[] {
  if (!isRoutedMessage(m.messageType)) return [];
  const routing = m.payload.routing as { parties?: unknown } | undefined;
  return Array.isArray(routing?.parties) ? (routing.parties as number[]) : [];
}

/** Has the party written a statement on the routed message? */
export function hasStatementOf(party: number, routedId: string, all: readonly TDialogueFacts[]): boolean {
  return all.some((s) => isApprovable(s.messageType) && s.authorParty === party && s.payload.routedMessageId === routedId);
}

/**
 * replyAction of a message for a viewer (spec 001 s2.3, need-action of spec 000 s3):
 * - NeedReply: a routed message to the case handlers of a party it expects a statement from and that has none yet;
 *   an inquiry to the users of a party asked to answer (Required or Optional) that has not answered;
 * - NeedApproval: a statement or follow-up awaiting approval, to the approvers of its party;
 * - NeedFollowUp: a declined statement, to the case handlers of its party;
 * - NoActions otherwise.
 */
export function replyActionFor(role: string | null | undefined, m: TDialogueFacts, all: readonly TDialogueFacts[]): NeedAction {
  if (isRoutedMessage(m.messageType)) {
    const writer = statementWriterParty(role);
    return writer !== undefined && routedParties(m).includes(writer) && !hasStatementOf(writer, m.id, all) ? NeedAction.NeedReply : NeedAction.NoActions;
  }
  if (isApprovable(m.messageType)) {
    const state = m.payload.statementState;
    if (state === StatementState.AwaitingApproval && mayApproveStatementOf(role, m.authorParty)) return NeedAction.NeedApproval;
    if (state === StatementState.Declined && mayWriteStatementFor(role, m.authorParty)) return NeedAction.NeedFollowUp;
    return NeedAction.NoActions;
  }
  if ((INQUIRY_TYPES as readonly number[]).includes(m.messageType)) {
    const party = dialogueParty(role);
    if (party === undefined || party === m.authorParty || !m.recipientParties.includes(party)) return NeedAction.NoActions;
    const key = PARTY_KEY[party];
    const indicators = (m.payload.replyIndicators ?? {}) as Record<string, number>;
    const replied = (m.payload.hasReplied ?? {}) as Record<string, boolean>;
    return expectsReply(indicators[key]) && replied[key] !== true ? NeedAction.NeedReply : NeedAction.NoActions;
  }
  return NeedAction.NoActions;
}

import {
  APPROVAL_TYPES,
  INQUIRY_TYPES,
  MessageType as M,
  NOTE_TYPES,
  REPLY_TYPES,
  STATEMENT_TYPES,
  STATUS_CHANGE_TYPES,
} from '@/domain/enums/message-type';
import { expectsReply } from '@/domain/case-dialogue/inquiry-rules';
import type { TPartyKey } from '@/domain/case-dialogue/parties';
import type { TTimelineMessage } from '@/domain/schemas/messages';

/** The timeline filter's groups of message types (spec 001 s2.3), in the order offered. */
export const MESSAGE_GROUPS = ['status', 'submission', 'inquiries', 'statements', 'notes', 'reports'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];
/** The extra filter option of the users who may read approaching deadlines (read:approaching-deadline). */
export const DEADLINE_FILTER = 'deadline' as const;
export type TimelineFilter = MessageGroup | typeof DEADLINE_FILTER;

const SUBMISSION_TYPES: readonly number[] = [M.Submission, M.SubmissionChangedRequiringProceedings, M.SubmissionChangedWithInfo];
const STATEMENT_GROUP: readonly number[] = [...STATEMENT_TYPES, ...APPROVAL_TYPES, M.StatementDeclined, M.StatementFollowUp, M.ChangedStatementDeclined, M.ChangedStatementFollowUp];

export function groupOf(type: number): MessageGroup {
  if ((STATUS_CHANGE_TYPES as readonly number[]).includes(type)) return 'status';
  if (SUBMISSION_TYPES.includes(type)) return 'submission';
  if ([...INQUIRY_TYPES, ...REPLY_TYPES].includes(type as never)) return 'inquiries';
  if (STATEMENT_GROUP.includes(type)) return 'statements';
  if ((NOTE_TYPES as readonly number[]).includes(type)) return 'notes';
  return 'reports';
}

export const isNote = (type: number) => (NOTE_TYPES as readonly number[]).includes(type);

export function matchesFilter(message: TTimelineMessage, filters: readonly TimelineFilter[]): boolean {
  if (filters.length === 0) return true;
  return filters.some((f) => (f === DEADLINE_FILTER ? message.approachingDeadline : groupOf(message.messageType) === f));
}

export type Badge =
  | { key: 'repliesExpected' | 'replied' | 'statementExpected' | 'statementSubmitted' | 'approvalExpected' | 'archived' | 'caseApproved'; colour: BadgeColour }
  | { key: 'approvedBy' | 'declinedBy' | 'followedUpBy'; colour: BadgeColour; name: string; party: number };
type BadgeColour = 'warning' | 'success' | 'danger' | 'informative' | 'brand';

const isApprovalMessage = (type: number) => (APPROVAL_TYPES as readonly number[]).includes(type);
const isDeclineMessage = (type: number) => type === M.StatementDeclined || type === M.ChangedStatementDeclined;

/** The regulator's approval that approved the case (it moved the case to Planlagt): the company is told in words. */
export const isCaseApproval = (m: TTimelineMessage) => isApprovalMessage(m.messageType) && m.payload.caseApproved === true;

/** The recipients of an inquiry, in the header's order, with their reply indicators and whether each has replied. */
export function inquiryRecipients(m: TTimelineMessage): { key: TPartyKey; indicator: number; replied: boolean }[] {
  if (!(INQUIRY_TYPES as readonly number[]).includes(m.messageType)) return [];
  return (['npd', 'fdir', 'hi', 'cmp'] as const)
    .filter((key) => m.replyIndicators[key] !== null)
    .map((key) => ({ key, indicator: m.replyIndicators[key]!, replied: m.hasReplied[key] }));
}

/**
 * The card's badge, from the message's state (spec 001 s2.3), naming the actor and its party where it names one:
 * an approval or decline names its author; a statement names who approved, declined or followed it up (the same party).
 */
export function badgeOf(m: TTimelineMessage): Badge | null {
  const group = groupOf(m.messageType);
  const party = m.auditUser.createdByParty;
  if (isNote(m.messageType)) return m.isArchived ? { key: 'archived', colour: 'informative' } : null;
  if ((INQUIRY_TYPES as readonly number[]).includes(m.messageType)) {
    const asked = (['hi', 'fdir', 'npd', 'cmp'] as const).filter((p) => expectsReply(m.replyIndicators[p]));
    if (asked.length === 0) return null;
    return asked.every((p) => m.hasReplied[p]) ? { key: 'replied', colour: 'success' } : { key: 'repliesExpected', colour: 'warning' };
  }
  if (isCaseApproval(m)) return { key: 'caseApproved', colour: 'success' };
  if (isApprovalMessage(m.messageType)) return { key: 'approvedBy', colour: 'success', name: m.auditUser.createdBy, party };
  if (isDeclineMessage(m.messageType)) return { key: 'declinedBy', colour: 'danger', name: m.auditUser.createdBy, party };
  if (group === 'statements') {
    if (m.isApproved) return { key: 'approvedBy', colour: 'success', name: m.approvedBy ?? '', party };
    if (m.hasBeenFollowedUp) return { key: 'followedUpBy', colour: 'brand', name: m.followedUpBy ?? '', party };
    if (m.isDeclined) return { key: 'declinedBy', colour: 'danger', name: m.handledBy ?? '', party };
    return { key: 'approvalExpected', colour: 'warning' };
  }
  if (group === 'submission') {
    // Statements expected while some routed party must still state (the task rule); none once decided.
    if (m.taskParties.length > 0) return { key: 'statementExpected', colour: 'warning' };
  }
  return null;
}

import {
  APPROVAL_TYPES,
  INQUIRY_TYPES,
  MessageType as M,
  NOTE_TYPES,
  REPLY_TYPES,
  STATEMENT_TYPES,
  STATUS_CHANGE_TYPES,
} from '@/domain/enums/message-type';
import { InquiryReplyIndicator } from '@/domain/enums/inquiry-reply-indicator';
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
  | { key: 'repliesExpected' | 'replied' | 'statementExpected' | 'statementSubmitted' | 'approvalExpected' | 'archived'; colour: BadgeColour }
  | { key: 'approvedBy' | 'declinedBy' | 'followedUpBy'; colour: BadgeColour; name: string };
type BadgeColour = 'warning' | 'success' | 'danger' | 'informative' | 'brand';

/** The card's badge, from the message's state (spec 001 s2.3). */
export function badgeOf(m: TTimelineMessage): Badge | null {
  const group = groupOf(m.messageType);
  if (isNote(m.messageType)) return m.isArchived ? { key: 'archived', colour: 'informative' } : null;
  if ((INQUIRY_TYPES as readonly number[]).includes(m.messageType)) {
    const asked = (['hi', 'fdir', 'npd', 'cmp'] as const).filter((p) => m.replyIndicators[p] === InquiryReplyIndicator.Required);
    if (asked.length === 0) return null;
    return asked.every((p) => m.hasReplied[p]) ? { key: 'replied', colour: 'success' } : { key: 'repliesExpected', colour: 'warning' };
  }
  if (group === 'statements') {
    if (m.isApproved) return { key: 'approvedBy', colour: 'success', name: m.approvedBy ?? '' };
    if (m.hasBeenFollowedUp) return { key: 'followedUpBy', colour: 'brand', name: m.handledBy ?? '' };
    if (m.isDeclined) return { key: 'declinedBy', colour: 'danger', name: m.handledBy ?? '' };
    if ((STATEMENT_TYPES as readonly number[]).includes(m.messageType)) return { key: 'approvalExpected', colour: 'warning' };
    return null;
  }
  if (group === 'submission') {
    const statements = m.payload.statementsSubmitted;
    if (statements === true) return { key: 'statementSubmitted', colour: 'success' };
    if (m.replyAction !== 0 || statements === false) return { key: 'statementExpected', colour: 'warning' };
  }
  return null;
}

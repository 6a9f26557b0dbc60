import { describe, expect, it } from 'vitest';
import { InquiryReplyIndicator } from '@/domain/enums/inquiry-reply-indicator';
import { MessageType as M } from '@/domain/enums/message-type';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { badgeOf, groupOf, matchesFilter } from '@/web/features/acquisition/timeline/message-kinds';

const message = (over: Partial<TTimelineMessage>): TTimelineMessage => ({
  messageId: '00000000-0000-4000-8000-000000000001',
  acquisitionId: '00000000-0000-4000-8000-000000000002',
  messageType: M.Submission,
  createdDate: '2026-11-23T10:00:00Z',
  capturedAt: null,
  auditUser: {
    createdBy: 'Kari Nordmann',
    createdByUserId: null,
    createdByParty: 4,
    createdByOrganisationName: 'Nordkapp Energi ASA',
    signature: '',
    createdDate: '2026-11-23T10:00:00Z',
    modifiedBy: null,
    modifiedDate: null,
  },
  repliesTo: null,
  messageContent: '',
  statusChangeReason: null,
  statusChangedComment: null,
  plannedToDate: null,
  replyType: null,
  demandFisheriesExpert: null,
  lawCategory: null,
  attachments: [],
  isDeclined: false,
  isApproved: false,
  hasBeenFollowedUp: false,
  handledBy: null,
  approvedBy: null,
  isArchived: false,
  archivePdf: null,
  approachingDeadline: false,
  taskPending: false,
  toInformation: false,
  deadline: null,
  replyAction: 0,
  replyIndicators: { hi: null, fdir: null, npd: null, cmp: null },
  hasReplied: { hi: false, fdir: false, npd: false, cmp: false },
  payload: {},
  ...over,
});

describe('timeline message kinds', () => {
  it('puts every message type of the enumeration in one filter group', () => {
    expect(groupOf(M.Pause)).toBe('status');
    expect(groupOf(M.Cancel)).toBe('status');
    expect(groupOf(M.Submission)).toBe('submission');
    expect(groupOf(M.SubmissionChangedWithInfo)).toBe('submission');
    expect(groupOf(M.InquiryCmp)).toBe('inquiries');
    expect(groupOf(M.ReplyFdir)).toBe('inquiries');
    expect(groupOf(M.StatementHi)).toBe('statements');
    expect(groupOf(M.ChangedStatementApprovalNpd)).toBe('statements');
    expect(groupOf(M.NoteNpd)).toBe('notes');
    expect(groupOf(M.WeekReport)).toBe('reports');
    expect(groupOf(M.FisheriesExpertReport)).toBe('reports');
  });

  it('filters by group, by the deadline option, and shows all without a filter', () => {
    const pause = message({ messageType: M.Pause });
    const note = message({ messageType: M.NoteFdir, approachingDeadline: true });
    expect([pause, note].filter((m) => matchesFilter(m, []))).toHaveLength(2);
    expect([pause, note].filter((m) => matchesFilter(m, ['status']))).toEqual([pause]);
    expect([pause, note].filter((m) => matchesFilter(m, ['deadline']))).toEqual([note]);
    expect([pause, note].filter((m) => matchesFilter(m, ['status', 'notes']))).toHaveLength(2);
  });

  it('gives the badge that follows the state', () => {
    const asked = { hi: null, fdir: InquiryReplyIndicator.Required, npd: null, cmp: InquiryReplyIndicator.Optional };
    expect(badgeOf(message({ messageType: M.InquiryNpd, replyIndicators: asked }))?.key).toBe('repliesExpected');
    expect(
      badgeOf(message({ messageType: M.InquiryNpd, replyIndicators: asked, hasReplied: { hi: false, fdir: true, npd: false, cmp: false } }))?.key,
    ).toBe('replied');
    expect(badgeOf(message({ messageType: M.StatementFdir }))?.key).toBe('approvalExpected');
    expect(badgeOf(message({ messageType: M.StatementFdir, isApproved: true, approvedBy: 'Ola' }))).toMatchObject({ key: 'approvedBy', name: 'Ola' });
    expect(badgeOf(message({ messageType: M.StatementFdir, isDeclined: true, handledBy: 'Per' }))).toMatchObject({ key: 'declinedBy', name: 'Per' });
    expect(badgeOf(message({ messageType: M.StatementFdir, isDeclined: true, hasBeenFollowedUp: true, handledBy: 'Per' }))?.key).toBe('followedUpBy');
    expect(badgeOf(message({ messageType: M.NoteHi, isArchived: true }))?.key).toBe('archived');
    expect(badgeOf(message({ messageType: M.Pause }))).toBeNull();
  });
});

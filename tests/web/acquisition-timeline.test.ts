import { describe, expect, it } from 'vitest';
import { InquiryReplyIndicator } from '@/domain/enums/inquiry-reply-indicator';
import { MessageType as M } from '@/domain/enums/message-type';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { badgeOf, groupOf, inquiryRecipients, matchesFilter } from '@/web/features/acquisition/timeline/message-kinds';

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
  followedUpBy: null,
  approvalMissingParties: [],
  isArchived: false,
  archivePdf: null,
  approachingDeadline: false,
  taskPending: false,
  toInformation: false,
  deadline: null,
  clockStopped: false,
  taskParties: [],
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

  it('lists every inquiry recipient with its indicator and whether it has replied', () => {
    const m = message({
      messageType: M.InquiryCmp,
      replyIndicators: { hi: null, fdir: InquiryReplyIndicator.Optional, npd: null, cmp: InquiryReplyIndicator.Required },
      hasReplied: { hi: false, fdir: false, npd: false, cmp: true },
    });
    expect(inquiryRecipients(m)).toEqual([
      { key: 'fdir', indicator: InquiryReplyIndicator.Optional, replied: false },
      { key: 'cmp', indicator: InquiryReplyIndicator.Required, replied: true },
    ]);
    // FDIR (optional) has not answered: replies are still expected.
    expect(badgeOf(m)?.key).toBe('repliesExpected');
  });

  it('gives the badge that follows the state', () => {
    const asked = { hi: null, fdir: InquiryReplyIndicator.Required, npd: null, cmp: InquiryReplyIndicator.Optional };
    expect(badgeOf(message({ messageType: M.InquiryNpd, replyIndicators: asked }))?.key).toBe('repliesExpected');
    // Answered only when every party asked (required or optional) has replied.
    expect(
      badgeOf(message({ messageType: M.InquiryNpd, replyIndicators: asked, hasReplied: { hi: false, fdir: true, npd: false, cmp: false } }))?.key,
    ).toBe('repliesExpected');
    expect(
      badgeOf(message({ messageType: M.InquiryNpd, replyIndicators: asked, hasReplied: { hi: false, fdir: true, npd: false, cmp: true } }))?.key,
    ).toBe('replied');
    expect(badgeOf(message({ messageType: M.StatementFdir }))?.key).toBe('approvalExpected');
    expect(badgeOf(message({ messageType: M.StatementFdir, isApproved: true, approvedBy: 'Ola' }))).toMatchObject({ key: 'approvedBy', name: 'Ola' });
    expect(badgeOf(message({ messageType: M.StatementFdir, isDeclined: true, handledBy: 'Per' }))).toMatchObject({ key: 'declinedBy', name: 'Per' });
    // Followed up: the case handler who followed it up, not the approver who declined it.
    expect(
      badgeOf(message({ messageType: M.StatementFdir, isDeclined: true, hasBeenFollowedUp: true, handledBy: 'Per', followedUpBy: 'Marte' })),
    ).toMatchObject({ key: 'followedUpBy', name: 'Marte' });
    // Approvals and declines name their author and party.
    const approver = { createdBy: 'Per Johansen', createdByParty: 2 as const };
    expect(badgeOf(message({ messageType: M.StatementApprovalFdir, isApproved: true, auditUser: { ...message({}).auditUser, ...approver } }))).toMatchObject({
      key: 'approvedBy',
      name: 'Per Johansen',
      party: 2,
    });
    expect(badgeOf(message({ messageType: M.StatementDeclined, auditUser: { ...message({}).auditUser, ...approver } }))).toMatchObject({ key: 'declinedBy', name: 'Per Johansen' });
    // The approval that approved the case.
    expect(badgeOf(message({ messageType: M.StatementApprovalNpd, payload: { caseApproved: true } }))?.key).toBe('caseApproved');
    // A routed submission: statements expected while a party must still state, nothing once decided.
    expect(badgeOf(message({ messageType: M.Submission, taskParties: [3] }))?.key).toBe('statementExpected');
    expect(badgeOf(message({ messageType: M.Submission, taskParties: [] }))).toBeNull();
    expect(badgeOf(message({ messageType: M.NoteHi, isArchived: true }))?.key).toBe('archived');
    expect(badgeOf(message({ messageType: M.Pause }))).toBeNull();
  });
});

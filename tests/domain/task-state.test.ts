import { describe, expect, it } from 'vitest';
import {
  companyWaitsOf,
  effectiveDeadline,
  taskCaseOf,
  taskMessageOf,
  taskStateOf,
  waitingOn,
  type TTaskCase,
  type TTaskMessage,
  type TTimedFacts,
} from '@/domain/case-dialogue/task-state';
import { StatementState } from '@/domain/case-dialogue/statement-types';
import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';
import { InquiryReplyIndicator as I } from '@/domain/enums/inquiry-reply-indicator';
import { MessageType as M } from '@/domain/enums/message-type';
import { NeedAction as A } from '@/domain/enums/need-action';
import { Party as P, ROLES } from '@/domain/roles';
import { taskMessage, TODAY } from './task-fixtures';

const kase = (status: number, waits: TTaskCase['companyWaits'] = []): TTaskCase => ({ status, today: TODAY, companyWaits: waits });
const partyOf = (role: string) =>
  role === 'daq_innmelder_selskap' ? P.Company : role.endsWith('_fdir') ? P.FisheriesDirectorate : role.endsWith('_hi') ? P.MarineResearchInstitute : P.Regulator;
const viewer = (role: string, over: { clockOff?: boolean; starOff?: boolean } = {}) => ({ role, party: partyOf(role), ...over });

// The submission, routed on 16.11.2026 to the three authorities with the deadline 07.12.2026 (15 business days);
// the regulator has written its statement.
const submission = taskMessage({
  messageType: M.Submission,
  authorParty: P.Company,
  routedParties: [P.Regulator, P.FisheriesDirectorate, P.MarineResearchInstitute],
  statedParties: [P.Regulator],
  deadline: '2026-12-07',
  deadlines: { npd: '2026-12-07', fdir: '2026-12-07', hi: '2026-12-07' },
});
const inquiry = taskMessage({
  messageType: M.InquiryCmp,
  authorParty: P.Regulator,
  recipientParties: [P.FisheriesDirectorate, P.Company],
  replyIndicators: { fdir: I.Optional, cmp: I.Required },
  hasReplied: {},
});

/** The expected action of each role on each message in an undecided case (Under_Behandling). */
const MATRIX: [string, TTaskMessage, Partial<Record<(typeof ROLES)[number], number>>][] = [
  ['submission (FDIR and HI have not stated)', submission, { daq_saksbehandler_fdir: A.NeedReply, daq_saksbehandler_hi: A.NeedReply }],
  ['statement awaiting approval', taskMessage({ messageType: M.StatementHi, authorParty: P.MarineResearchInstitute, statementState: StatementState.AwaitingApproval }), { daq_godkjenner_hi: A.NeedApproval }],
  ['declined statement', taskMessage({ messageType: M.StatementFdir, authorParty: P.FisheriesDirectorate, statementState: StatementState.Declined }), { daq_saksbehandler_fdir: A.NeedFollowUp }],
  ['approved statement', taskMessage({ messageType: M.StatementFdir, authorParty: P.FisheriesDirectorate, statementState: StatementState.Approved }), {}],
  ['follow-up awaiting approval', taskMessage({ messageType: M.StatementFollowUp, authorParty: P.FisheriesDirectorate, statementState: StatementState.AwaitingApproval }), { daq_godkjenner_fdir: A.NeedApproval }],
  ['change submission requiring proceedings', { ...submission, messageType: M.SubmissionChangedRequiringProceedings }, { daq_saksbehandler_fdir: A.NeedReply, daq_saksbehandler_hi: A.NeedReply }],
  ['inquiry to FDIR (optional) and the company (required)', inquiry, { daq_innmelder_selskap: A.NeedReply, daq_saksbehandler_fdir: A.NeedReply, daq_godkjenner_fdir: A.NeedReply }],
  ['inquiry answered by the company', { ...inquiry, hasReplied: { cmp: true } }, { daq_saksbehandler_fdir: A.NeedReply, daq_godkjenner_fdir: A.NeedReply }],
  ['note', taskMessage({ messageType: M.NoteNpd }), {}],
  ['reply', taskMessage({ messageType: M.ReplyCmp, authorParty: P.Company }), {}],
  ['approval', taskMessage({ messageType: M.StatementApprovalFdir, authorParty: P.FisheriesDirectorate }), {}],
  ['decline', taskMessage({ messageType: M.StatementDeclined, authorParty: P.FisheriesDirectorate }), {}],
  ['week report', taskMessage({ messageType: M.WeekReport, authorParty: P.Company }), {}],
  ['status change', taskMessage({ messageType: M.Pause, authorParty: P.Company }), {}],
];

describe('taskStateOf: message type × party × role (undecided case)', () => {
  for (const [name, message, expected] of MATRIX)
    for (const role of ROLES)
      it(`${name}: ${role}`, () => {
        const state = taskStateOf(message, kase(S.Under_Behandling), viewer(role));
        expect(state.viewerAction).toBe(expected[role] ?? A.NoActions);
        expect(state.decided).toBe(false);
      });
});

describe('taskStateOf: case status', () => {
  const closed = [S.Avlyst, S.Ferdig, S.FerdigMedDokumentasjon];
  const approved = [S.Planlagt, S.Pågående, S.Pause];
  for (const [name, message] of MATRIX)
    for (const status of closed)
      it(`${name}: no open task once the case is ${status}`, () => {
        for (const role of ROLES) {
          const state = taskStateOf(message, kase(status), viewer(role));
          expect(state).toMatchObject({ decided: true, actors: [], viewerAction: A.NoActions, approachingDeadline: false, showStar: false, deadline: null });
        }
      });
  for (const status of approved) {
    it(`the submission's round is closed once approved (${status}): HI that never stated has no task, star or clock`, () => {
      const hi = taskStateOf(submission, kase(status), viewer('daq_saksbehandler_hi'));
      expect(hi).toMatchObject({ decided: true, viewerAction: A.NoActions, showStar: false, approachingDeadline: false, deadline: null });
      const statement = taskMessage({ messageType: M.StatementHi, authorParty: P.MarineResearchInstitute, statementState: StatementState.AwaitingApproval });
      expect(taskStateOf(statement, kase(status), viewer('daq_godkjenner_hi')).viewerAction).toBe(A.NoActions);
    });
    it(`a change submission's round and inquiries stay open after approval (${status})`, () => {
      const change = { ...submission, messageType: M.SubmissionChangedRequiringProceedings };
      expect(taskStateOf(change, kase(status), viewer('daq_saksbehandler_hi')).viewerAction).toBe(A.NeedReply);
      const followUp = taskMessage({ messageType: M.ChangedStatementFollowUp, authorParty: P.FisheriesDirectorate, statementState: StatementState.AwaitingApproval, onChangeSubmission: true });
      expect(taskStateOf(followUp, kase(status), viewer('daq_godkjenner_fdir')).viewerAction).toBe(A.NeedApproval);
      expect(taskStateOf(inquiry, kase(status), viewer('daq_innmelder_selskap')).viewerAction).toBe(A.NeedReply);
    });
  }
});

describe('taskStateOf: the clock and the star', () => {
  it('the clock shows for a party with the task from five business days before its deadline, not for others', () => {
    // 07.12 is 7 business days after 26.11: no clock yet.
    expect(taskStateOf(submission, kase(S.Under_Behandling), viewer('daq_saksbehandler_hi'))).toMatchObject({ deadline: '2026-12-07', approachingDeadline: false, showStar: true });
    const near = { ...submission, deadline: '2026-12-02', deadlines: { npd: '2026-12-02', fdir: '2026-12-02', hi: '2026-12-02' } };
    for (const role of ['daq_saksbehandler_hi', 'daq_godkjenner_hi'])
      expect(taskStateOf(near, kase(S.Under_Behandling), viewer(role))).toMatchObject({ deadline: '2026-12-02', approachingDeadline: true, partyMustAct: true });
    // Past: still shows.
    const past = { ...submission, deadline: '2026-11-20', deadlines: { hi: '2026-11-20' } };
    expect(taskStateOf(past, kase(S.Under_Behandling), viewer('daq_saksbehandler_hi')).approachingDeadline).toBe(true);
    // The regulator has stated; the company never has the statement task: no clock or star, the open deadline shown.
    for (const role of ['daq_saksbehandler_od', 'daq_innmelder_selskap'])
      expect(taskStateOf(near, kase(S.Under_Behandling), viewer(role))).toMatchObject({ approachingDeadline: false, showStar: false, partyMustAct: false, deadline: '2026-12-02' });
  });
  it('switching the clock (or the star) off hides it for the party', () => {
    const near = { ...submission, deadlines: { hi: '2026-12-01' } };
    expect(taskStateOf(near, kase(S.Under_Behandling), viewer('daq_saksbehandler_hi', { clockOff: true }))).toMatchObject({ approachingDeadline: false, showStar: true });
    expect(taskStateOf(near, kase(S.Under_Behandling), viewer('daq_saksbehandler_hi', { starOff: true }))).toMatchObject({ approachingDeadline: true, showStar: false });
  });
  it('the star shows for a required inquiry, not for an optional one', () => {
    expect(taskStateOf(inquiry, kase(S.Under_Behandling), viewer('daq_innmelder_selskap')).showStar).toBe(true);
    expect(taskStateOf(inquiry, kase(S.Under_Behandling), viewer('daq_saksbehandler_fdir')).showStar).toBe(false);
  });
});

describe('the clock stops while the party waits on the company', () => {
  it('a required inquiry still waiting stops the asking party\'s clock and moves its deadline by the business days waited', () => {
    const near = { ...submission, statedParties: [], deadlines: { npd: '2026-12-01', fdir: '2026-12-01', hi: '2026-12-01' } };
    // The regulator asked the company on Friday 20.11; today is Thursday 26.11: 4 business days waited.
    const waiting = kase(S.Under_Behandling, [{ party: P.Regulator, from: '2026-11-20', to: null }]);
    expect(taskStateOf(near, waiting, viewer('daq_saksbehandler_od'))).toMatchObject({ clockStopped: true, approachingDeadline: false, deadline: '2026-12-07', showStar: true });
    // The others' clocks run.
    expect(taskStateOf(near, waiting, viewer('daq_saksbehandler_fdir'))).toMatchObject({ clockStopped: false, approachingDeadline: true, deadline: '2026-12-01' });
  });
  it('restarts at the reply with the deadline moved by the days waited', () => {
    const near = { ...submission, statedParties: [], deadlines: { npd: '2026-12-01' } };
    const replied = kase(S.Under_Behandling, [{ party: P.Regulator, from: '2026-11-20', to: '2026-11-24' }]);
    expect(taskStateOf(near, replied, viewer('daq_saksbehandler_od'))).toMatchObject({ clockStopped: false, deadline: '2026-12-03', approachingDeadline: true });
  });
  it('a wait that began before the message does not move its deadline', () => {
    expect(effectiveDeadline('2026-12-07', P.Regulator, '2026-11-16', [{ party: P.Regulator, from: '2026-11-10', to: '2026-11-13' }], TODAY)).toEqual({ deadline: '2026-12-07', clockStopped: false });
  });
});

describe('the builders from the store', () => {
  const at = (day: string, hh = '10') => `${day}T${hh}:00:00.000Z`;
  const all: TTimedFacts[] = [
    {
      id: 's',
      messageType: M.Submission,
      authorParty: P.Company,
      repliesTo: null,
      recipientParties: [],
      createdAt: at('2026-11-16'),
      payload: { routing: { parties: [1, 2, 3], deadline: '2026-12-07', deadlines: { npd: '2026-12-07', fdir: '2026-12-07', hi: '2026-12-07' } } },
    },
    { id: 'st', messageType: M.StatementFdir, authorParty: P.FisheriesDirectorate, repliesTo: 's', recipientParties: [], createdAt: at('2026-11-17'), payload: { routedMessageId: 's', statementState: StatementState.Declined } },
    { id: 'd', messageType: M.StatementDeclined, authorParty: P.FisheriesDirectorate, repliesTo: 'st', recipientParties: [], createdAt: at('2026-11-18'), payload: {} },
    { id: 'q', messageType: M.InquiryCmp, authorParty: P.Regulator, repliesTo: null, recipientParties: [P.Company], createdAt: at('2026-11-20'), payload: { replyIndicators: { cmp: I.Required }, hasReplied: {} } },
  ];
  it('taskMessageOf reads the routing, the statements and the decline day', () => {
    expect(taskMessageOf(all[0]!, all)).toMatchObject({ routedParties: [1, 2, 3], statedParties: [P.FisheriesDirectorate], deadline: '2026-12-07', createdOn: '2026-11-16' });
    expect(taskMessageOf(all[1]!, all)).toMatchObject({ stateSince: '2026-11-18' });
  });
  it('companyWaitsOf: open until the company replies', () => {
    expect(companyWaitsOf(all)).toEqual([{ party: P.Regulator, from: '2026-11-20', to: null }]);
    const reply: TTimedFacts = { id: 'r', messageType: M.ReplyCmp, authorParty: P.Company, repliesTo: 'q', recipientParties: [], createdAt: at('2026-11-24'), payload: {} };
    expect(companyWaitsOf([...all, reply])).toEqual([{ party: P.Regulator, from: '2026-11-20', to: '2026-11-24' }]);
  });
  it('waitingOn: whom the case waits on and since when, earliest first', () => {
    expect(waitingOn(all, S.Under_Behandling, TODAY)).toEqual([
      { party: P.Regulator, since: '2026-11-16' },
      { party: P.MarineResearchInstitute, since: '2026-11-16' },
      { party: P.FisheriesDirectorate, since: '2026-11-18' },
      { party: P.Company, since: '2026-11-20' },
    ]);
    expect(waitingOn(all, S.Planlagt, TODAY)).toEqual([{ party: P.Company, since: '2026-11-20' }]);
    expect(waitingOn(all, S.Avlyst, TODAY)).toEqual([]);
    expect(taskCaseOf(S.Under_Behandling, all, TODAY).companyWaits).toHaveLength(1);
  });
});

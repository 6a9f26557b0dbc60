import { describe, expect, it } from 'vitest';
import { taskStateOf, type TTaskMessage } from '@/domain/case-dialogue/task-state';
import { StatementState } from '@/domain/case-dialogue/statement-types';
import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';
import { InquiryReplyIndicator as I } from '@/domain/enums/inquiry-reply-indicator';
import { MessageType as M } from '@/domain/enums/message-type';
import { NeedAction as A } from '@/domain/enums/need-action';
import { mayHaveTasks, myTasksOf } from '@/domain/notifications/my-tasks';
import { viewerParty } from '@/domain/message-visibility';
import { Party as P, ROLES } from '@/domain/roles';
import { taskMessage, TODAY } from './task-fixtures';


// Every kind of task there is, for every party: a submission no authority has stated on, a statement of each authority
// awaiting approval and one declined, an inquiry to every party with a reply required.
const EVERY_TASK: TTaskMessage[] = [
  taskMessage({
    messageType: M.Submission,
    authorParty: P.Company,
    routedParties: [P.Regulator, P.FisheriesDirectorate, P.MarineResearchInstitute],
    statedParties: [],
    deadline: '2026-12-07',
    deadlines: { npd: '2026-12-07', fdir: '2026-12-07', hi: '2026-12-07' },
  }),
  ...(
    [
      [M.StatementNpd, P.Regulator],
      [M.StatementFdir, P.FisheriesDirectorate],
      [M.StatementHi, P.MarineResearchInstitute],
    ] as const
  ).flatMap(([messageType, authorParty]) => [
    taskMessage({ messageType, authorParty, statementState: StatementState.AwaitingApproval }),
    taskMessage({ messageType, authorParty, statementState: StatementState.Declined }),
  ]),
  taskMessage({
    messageType: M.InquiryCmp,
    authorParty: P.Regulator,
    recipientParties: [P.FisheriesDirectorate, P.MarineResearchInstitute, P.Company],
    replyIndicators: { fdir: I.Required, hi: I.Required, cmp: I.Required },
  }),
  taskMessage({
    messageType: M.InquiryNpd,
    authorParty: P.FisheriesDirectorate,
    recipientParties: [P.Regulator],
    replyIndicators: { npd: I.Required },
  }),
];

describe("who can have tasks ('Mine oppgaver' in the header)", () => {
  const kase = { status: S.Under_Behandling, today: TODAY, companyWaits: [] };
  it('exactly the roles that act on some task by the task rule: not the administrator, not the regulator’s notifier', () => {
    const acting = ROLES.filter((role) =>
      EVERY_TASK.some(
        (m) => taskStateOf(m, kase, { role, party: viewerParty(role) ?? null }).viewerAction !== A.NoActions,
      ),
    );
    expect(ROLES.filter(mayHaveTasks)).toEqual(acting);
    expect(ROLES.filter((r) => !mayHaveTasks(r))).toEqual(['daq_innmelder_od', 'daq_admin_od']);
    expect(mayHaveTasks(null)).toBe(false);
  });

  it("a role that cannot have tasks gets none from 'Mine oppgaver', even on an ongoing survey of its organisation", () => {
    const cases = [
      {
        acquisitionId: 'a',
        name: 'Sak',
        npdId: 1,
        status: S.Pågående,
        messages: [],
        lastWeekReportOn: '2026-11-01',
      },
    ];
    expect(myTasksOf(cases, 'daq_innmelder_selskap', TODAY).map((t) => t.what)).toEqual(['weekReportDue']);
    for (const role of ['daq_innmelder_od', 'daq_admin_od'])
      expect(myTasksOf(cases, role, TODAY)).toEqual([]);
  });
});

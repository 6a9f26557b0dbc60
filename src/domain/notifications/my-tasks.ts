import { taskCaseOf, taskMessageOf, taskStateOf, type TTaskCase, type TTaskMessage, type TTimedFacts } from '../case-dialogue/task-state';
import { NeedAction } from '../enums/need-action';
import { AccomplishmentStatus } from '../enums/accomplishment-status';
import { addDays } from '../rules/calendar-date';
import { viewerParty } from '../message-visibility';
import { partyMaySeeMessage } from '../message-visibility';
import type { TMyTask } from '../schemas/my-tasks';
import { dialogueParty } from '../case-dialogue/dialogue-roles';

/** Days without a week report after which an ongoing survey's next one is due (issue 24). */
export const WEEK_REPORT_DUE_DAYS = 7;

export interface TTaskCaseFacts {
  acquisitionId: string;
  name: string;
  npdId: number;
  status: number;
  messages: readonly TTimedFacts[];
  /** Ongoing surveys: the day of the last week report (or the start-up), for the company's weekly report task. */
  lastWeekReportOn?: string | null;
}

const WHAT: Record<number, TMyTask['what']> = {
  [NeedAction.NeedReply]: 'statementDue',
  [NeedAction.NeedApproval]: 'approvalDue',
  [NeedAction.NeedFollowUp]: 'followUpDue',
};

/**
 * May a user with the role ever have a task (issue 24)? Every task of the task rule is acted on by a role of the case
 * dialogue (src/domain/case-dialogue/dialogue-roles.ts): an authority's case handler (statements, follow-ups,
 * replies), its approver (approvals, replies) or the company's notifier (replies, weekly reports). The administrator
 * and the regulator's notifier never have one: the shell shows them no 'Mine oppgaver' and the service reads nothing.
 */
export const mayHaveTasks = (role: string | null | undefined): boolean => dialogueParty(role) !== undefined;

/**
 * The role-independent part of the task rule for a case (the case's and its messages' task facts), worked out once per
 * case and day however many roles ask: the daily digest asks for every role of a party over the same cases.
 */
const prepared = new WeakMap<TTaskCaseFacts, { today: string; kase: TTaskCase; messages: TTaskMessage[] }>();
function preparedOf(c: TTaskCaseFacts, today: string) {
  const hit = prepared.get(c);
  if (hit && hit.today === today) return hit;
  const value = { today, kase: taskCaseOf(c.status, c.messages, today), messages: c.messages.map((m) => taskMessageOf(m, c.messages)) };
  prepared.set(c, value);
  return value;
}

/**
 * 'Mine oppgaver' (issue 24): every open task of the viewer's party and role across the given cases, by THE task rule
 * (taskStateOf, the same as the timeline's star and clock and the overview's indicators), plus the company's weekly
 * report due on an ongoing survey; sorted by deadline (none last), then since.
 */
export function myTasksOf(cases: readonly TTaskCaseFacts[], role: string, today: string): TMyTask[] {
  const party = viewerParty(role) ?? null;
  if (party === null || !mayHaveTasks(role)) return [];
  const tasks: TMyTask[] = [];
  for (const c of cases) {
    const { kase, messages } = preparedOf(c, today);
    for (const [i, m] of c.messages.entries()) {
      if (!partyMaySeeMessage(party, m)) continue;
      const state = taskStateOf(messages[i]!, kase, { party, role });
      if (state.viewerAction === NeedAction.NoActions) continue;
      const mine = state.actors.find((a) => a.party === party);
      const isInquiry = m.messageType >= 4002 && m.messageType <= 4007;
      tasks.push({
        acquisitionId: c.acquisitionId,
        caseName: c.name,
        npdId: c.npdId,
        messageId: m.id,
        messageType: m.messageType,
        what: isInquiry ? 'replyRequired' : (WHAT[state.viewerAction] ?? 'followUp'),
        required: mine?.required ?? true,
        since: mine?.since ?? m.createdAt.slice(0, 10),
        deadline: state.deadline,
        clockStopped: state.clockStopped,
      });
    }
    if (role === 'daq_innmelder_selskap' && c.status === AccomplishmentStatus.Pågående && c.lastWeekReportOn) {
      tasks.push({
        acquisitionId: c.acquisitionId,
        caseName: c.name,
        npdId: c.npdId,
        messageId: null,
        messageType: null,
        what: 'weekReportDue',
        required: true,
        since: c.lastWeekReportOn,
        deadline: addDays(c.lastWeekReportOn, WEEK_REPORT_DUE_DAYS),
        clockStopped: false,
      });
    }
  }
  return tasks.sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.since.localeCompare(b.since) || a.npdId - b.npdId);
}

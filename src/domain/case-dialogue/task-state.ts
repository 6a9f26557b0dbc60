/**
 * WHOSE TURN IT IS (issue 23): the one rule of the task state of a message, used by the timeline (replyAction, the
 * clock, the star, the card's deadline), the overview's indicators (isDue, isStar), the filter 'Nærmer seg frist' and
 * the header ('venter på <part> siden <dato>'). Stable API (other features build on it):
 *
 *   taskStateOf(message: TTaskMessage, kase: TTaskCase, viewer: TTaskViewer): TTaskState
 *
 * and the builders from the message store's facts:
 *
 *   taskMessageOf(m: TTimedFacts, all: readonly TTimedFacts[]): TTaskMessage
 *   taskCaseOf(status: number, all: readonly TTimedFacts[], today: string): TTaskCase
 *   waitingOn(all: readonly TTimedFacts[], status: number, today: string): TWait[]   (the header's line)
 *
 * The rule (docs/decisions.md):
 * - a routed message (submission 5001, change submission requiring proceedings 3001) is a task of the case handlers
 *   of each party it expects a statement from until that party has written one, due by its deadline;
 * - a statement or follow-up awaiting approval is a task of its party's approvers; a declined one of its party's case
 *   handlers (the follow-up); no deadline;
 * - an inquiry is a task of each recipient party asked to answer (Required, with the star; Optional, without) that
 *   has not replied, for its authorities' case handlers and approvers or the company's notifier; no deadline;
 * - every other message (notes, replies, approvals, declines, reports, status changes) is no one's task;
 * - a decided case leaves no open task: nothing is open once the case is cancelled or finished (Avlyst, Ferdig,
 *   FerdigMedDokumentasjon), and the submission's round (5001 and the statements 5011-5032 on it) is closed once the
 *   case is approved (any status after Under_Behandling: Planlagt and on);
 * - the clock stops while the party waits on the company: a Required inquiry from a party to the company stops that
 *   party's statement deadlines from the day it was sent until the company's reply; the deadline moves by the
 *   business days waited (while it waits: up to today, and the clock does not show: clockStopped);
 * - the clock shows (approachingDeadline) for the viewer's party when it has the task, a deadline, the clock is not
 *   stopped, not switched off by the party, and the deadline is at most DEADLINE_WARNING_BUSINESS_DAYS business days
 *   away or past;
 * - the star (showStar) shows for the viewer's party when it has a task that is required (not an Optional inquiry)
 *   and the party has not switched it off.
 */
import { InquiryReplyIndicator } from '../enums/inquiry-reply-indicator';
import { AccomplishmentStatus } from '../enums/accomplishment-status';
import { INQUIRY_TYPES, MessageType, REPLY_TYPES } from '../enums/message-type';
import { NeedAction } from '../enums/need-action';
import { isApproverRole, isCaseHandlerRole, normalizeRole, Party, partyOfRole } from '../roles';
import { addBusinessDays, businessDaysBetween, businessDaysUntil } from '../rules/business-days';
import { osloDate } from '../rules/calendar-date';
import { DEADLINE_WARNING_BUSINESS_DAYS } from './case-deadline';
import { dialogueParty } from './dialogue-roles';
import { expectsReply } from './inquiry-rules';
import { PARTY_KEY, type TPartyKey } from './parties';
import { hasStatementOf, routedParties } from './reply-action';
import type { TTimedFacts } from './time-with-parties';
import { isApprovable, isDeclinedType, isRoutedMessage, StatementState } from './statement-types';

/** Who acts: an authority's case handlers, its approvers, or (inquiries) the party's dialogue users. */
export type TTaskRole = 'caseHandler' | 'approver' | 'dialogue';

export interface TTaskMessage {
  messageType: number;
  authorParty: number;
  /** The day (YYYY-MM-DD, Oslo) the message was written. */
  createdOn: string;
  recipientParties: readonly number[];
  /** Inquiries: the reply indicator (InquiryReplyIndicator) and whether each party has replied. */
  replyIndicators: Partial<Record<TPartyKey, number | null>>;
  hasReplied: Partial<Record<TPartyKey, boolean>>;
  /** Statements and follow-ups: StatementState. */
  statementState?: string | null;
  /** The day the current state began (a declined statement: the decline's day); default createdOn. */
  stateSince?: string | null;
  /** Routed messages: the parties a statement is expected from, those that have written it, the base deadlines. */
  routedParties?: readonly number[];
  statedParties?: readonly number[];
  deadline: string | null;
  deadlines?: Partial<Record<TPartyKey, string>>;
  /** Statements and follow-ups: do they belong to a change submission (3xxx) rather than the submission (5xxx)? */
  onChangeSubmission?: boolean;
}

/** A span in which a party waited on the company (a Required inquiry to it): from the day sent to the reply's day (null: still waiting). */
export interface TCompanyWait {
  party: number;
  from: string;
  to: string | null;
}

export interface TTaskCase {
  status: number;
  today: string;
  companyWaits: readonly TCompanyWait[];
}

export interface TTaskViewer {
  party: number | null;
  role: string | null | undefined;
  /** The viewer's party has switched the clock / the star off on this message (spec 001 s4.5). */
  clockOff?: boolean;
  starOff?: boolean;
}

export interface TTaskActor {
  party: Party;
  role: TTaskRole;
  /** Required (star) or merely asked (an Optional inquiry). */
  required: boolean;
  /** The party's effective deadline (stops while it waits on the company), or null. */
  deadline: string | null;
  clockStopped: boolean;
  /** The day the task began. */
  since: string;
}

export interface TTaskState {
  /** The case (or the submission's round) is decided: the message leaves no open task. */
  decided: boolean;
  /** Everyone who must act on the message now. */
  actors: TTaskActor[];
  /** What the viewer (its role) must do on it. */
  viewerAction: NeedAction;
  /** The viewer's party has a task on it (any role). */
  partyMustAct: boolean;
  /**
   * The deadline the card shows: the viewer's party's effective deadline when it has the task, else the earliest
   * deadline of the parties that have it (so the others see when the answer is due); null when none is open.
   */
  deadline: string | null;
  /** The viewer's party's clock is stopped while it waits on the company. */
  clockStopped: boolean;
  /** The clock shows (approachingDeadline). */
  approachingDeadline: boolean;
  /** The star shows. */
  showStar: boolean;
}

const CLOSED: readonly number[] = [AccomplishmentStatus.Avlyst, AccomplishmentStatus.Ferdig, AccomplishmentStatus.FerdigMedDokumentasjon];
const BEFORE_APPROVAL: readonly number[] = [AccomplishmentStatus.Under_Behandling, AccomplishmentStatus.Utkast];
const SUBMISSION_ROUND = (type: number, onChange: boolean | undefined) =>
  type === MessageType.Submission || (isApprovable(type) && !onChange);

/** Message types that can be someone's task (routed messages, statements and follow-ups, inquiries). */
export const isTaskType = (type: number) => isRoutedMessage(type) || isApprovable(type) || (INQUIRY_TYPES as readonly number[]).includes(type);

/** Is the case closed (cancelled or finished): no task is open on it. */
export const isCaseClosed = (status: number) => CLOSED.includes(status);
/** Is the case approved (after Under_Behandling, not a draft): the submission's round is closed. */
export const isCaseApproved = (status: number) => !BEFORE_APPROVAL.includes(status);

/** The party's deadline moved by its waits on the company (business days), and whether it waits now. */
export function effectiveDeadline(base: string, party: number, since: string, waits: readonly TCompanyWait[], today: string): { deadline: string; clockStopped: boolean } {
  let shift = 0;
  let stopped = false;
  for (const w of waits) {
    if (w.party !== party || w.from < since) continue;
    const end = w.to ?? today;
    if (w.to === null) stopped = true;
    shift += Math.max(0, businessDaysBetween(w.from, end));
  }
  return { deadline: shift > 0 ? addBusinessDays(base, shift) : base, clockStopped: stopped };
}

function actorsOf(m: TTaskMessage, kase: TTaskCase): TTaskActor[] {
  const since = m.stateSince ?? m.createdOn;
  if (isRoutedMessage(m.messageType)) {
    const stated = m.statedParties ?? [];
    return (m.routedParties ?? [])
      .filter((p) => !stated.includes(p))
      .map((p) => {
        const base = m.deadlines?.[PARTY_KEY[p as Party]] ?? m.deadline;
        const eff = base ? effectiveDeadline(base, p, m.createdOn, kase.companyWaits, kase.today) : { deadline: null, clockStopped: false };
        return { party: p as Party, role: 'caseHandler' as const, required: true, deadline: eff.deadline, clockStopped: eff.clockStopped, since };
      });
  }
  if (isApprovable(m.messageType)) {
    const base = { party: m.authorParty as Party, required: true, deadline: null, clockStopped: false, since };
    if (m.statementState === StatementState.AwaitingApproval) return [{ ...base, role: 'approver' }];
    if (m.statementState === StatementState.Declined) return [{ ...base, role: 'caseHandler' }];
    return [];
  }
  if ((INQUIRY_TYPES as readonly number[]).includes(m.messageType)) {
    return m.recipientParties
      .filter((p) => p !== m.authorParty)
      .filter((p) => {
        const key = PARTY_KEY[p as Party];
        return key !== undefined && expectsReply(m.replyIndicators[key]) && m.hasReplied[key] !== true;
      })
      .map((p) => ({
        party: p as Party,
        role: 'dialogue' as const,
        required: m.replyIndicators[PARTY_KEY[p as Party]] === InquiryReplyIndicator.Required,
        deadline: null,
        clockStopped: false,
        since,
      }));
  }
  return [];
}

function actionOf(actor: TTaskActor, m: TTaskMessage, role: string | null | undefined): NeedAction {
  const r = normalizeRole(role);
  if (!r || partyOfRole(r) !== actor.party || r === 'daq_admin_od') return NeedAction.NoActions;
  if (actor.role === 'dialogue') return dialogueParty(r) === actor.party ? NeedAction.NeedReply : NeedAction.NoActions;
  if (actor.role === 'approver') return isApproverRole(r) ? NeedAction.NeedApproval : NeedAction.NoActions;
  if (!isCaseHandlerRole(r)) return NeedAction.NoActions;
  return isRoutedMessage(m.messageType) ? NeedAction.NeedReply : NeedAction.NeedFollowUp;
}

/** THE rule: the task state of one message for one viewer in one case (see the top of this file). */
export function taskStateOf(m: TTaskMessage, kase: TTaskCase, viewer: TTaskViewer): TTaskState {
  const decided = isCaseClosed(kase.status) || (SUBMISSION_ROUND(m.messageType, m.onChangeSubmission) && isCaseApproved(kase.status));
  const actors = decided ? [] : actorsOf(m, kase);
  const mine = actors.find((a) => a.party === viewer.party);
  const viewerAction = mine ? actionOf(mine, m, viewer.role) : NeedAction.NoActions;
  const open = actors.map((a) => a.deadline).filter((d): d is string => !!d).sort();
  const deadline = mine ? mine.deadline : (open[0] ?? null);
  const clockStopped = mine?.clockStopped ?? false;
  const approachingDeadline =
    !!mine && !!deadline && !clockStopped && viewer.clockOff !== true && businessDaysUntil(kase.today, deadline) <= DEADLINE_WARNING_BUSINESS_DAYS;
  return {
    decided,
    actors,
    viewerAction,
    partyMustAct: !!mine,
    deadline,
    clockStopped,
    approachingDeadline,
    showStar: !!mine && mine.required && viewer.starOff !== true,
  };
}

// ---- Builders from the message store's facts ----

export type { TTimedFacts };

const dayOf = (iso: string) => osloDate(new Date(iso));
const isReply = (type: number) => (REPLY_TYPES as readonly number[]).includes(type);
const isInquiry = (type: number) => (INQUIRY_TYPES as readonly number[]).includes(type);

/** The spans in which a party waited on the company: its Required inquiries to the company, until the company's reply. */
export function companyWaitsOf(all: readonly TTimedFacts[]): TCompanyWait[] {
  const waits: TCompanyWait[] = [];
  for (const m of all) {
    if (!isInquiry(m.messageType) || m.authorParty === Party.Company) continue;
    const indicators = (m.payload.replyIndicators ?? {}) as Record<string, number>;
    if (indicators.cmp !== InquiryReplyIndicator.Required) continue;
    const replies = all
      .filter((r) => isReply(r.messageType) && r.repliesTo === m.id && r.authorParty === Party.Company)
      .map((r) => r.createdAt)
      .sort();
    const replied = ((m.payload.hasReplied ?? {}) as Record<string, boolean>).cmp === true;
    const to = replies[0] ? dayOf(replies[0]) : replied ? dayOf(m.createdAt) : null;
    waits.push({ party: m.authorParty, from: dayOf(m.createdAt), to });
  }
  return waits;
}

export function taskCaseOf(status: number, all: readonly TTimedFacts[], today: string): TTaskCase {
  return { status, today, companyWaits: companyWaitsOf(all) };
}

/** The facts of a message for taskStateOf, from the store's row and the case's other messages. */
export function taskMessageOf(m: TTimedFacts, all: readonly TTimedFacts[]): TTaskMessage {
  const p = m.payload;
  const routing = (p.routing ?? {}) as { deadline?: string; deadlines?: Partial<Record<TPartyKey, string>> };
  const routed = routedParties(m);
  let stateSince: string | null = null;
  if (isApprovable(m.messageType) && p.statementState === StatementState.Declined) {
    const decline = all.find((d) => isDeclinedType(d.messageType) && d.repliesTo === m.id);
    stateSince = decline ? dayOf(decline.createdAt) : null;
  }
  return {
    messageType: m.messageType,
    authorParty: m.authorParty,
    createdOn: dayOf(m.createdAt),
    recipientParties: m.recipientParties,
    replyIndicators: (p.replyIndicators ?? {}) as TTaskMessage['replyIndicators'],
    hasReplied: (p.hasReplied ?? {}) as TTaskMessage['hasReplied'],
    statementState: typeof p.statementState === 'string' ? p.statementState : null,
    stateSince,
    routedParties: routed,
    statedParties: routed.filter((party) => hasStatementOf(party, m.id, all)),
    deadline: typeof routing.deadline === 'string' ? routing.deadline : null,
    deadlines: routing.deadlines ?? {},
    onChangeSubmission: m.messageType >= 3000 && m.messageType < 4000,
  };
}

/** Whom the case waits on now and since when (the header): per party, the earliest open task, the earliest first. */
export interface TWait {
  party: Party;
  since: string;
}

export function waitingOn(all: readonly TTimedFacts[], status: number, today: string): TWait[] {
  const kase = taskCaseOf(status, all, today);
  const since = new Map<Party, string>();
  for (const m of all) {
    for (const a of taskStateOf(taskMessageOf(m, all), kase, { party: null, role: null }).actors) {
      if (!a.required) continue;
      const prev = since.get(a.party);
      if (!prev || a.since < prev) since.set(a.party, a.since);
    }
  }
  return [...since.entries()].map(([party, day]) => ({ party, since: day })).sort((a, b) => a.since.localeCompare(b.since) || a.party - b.party);
}

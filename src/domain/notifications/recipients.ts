import { AUTHORITIES } from '../case-dialogue/parties';
import { InquiryReplyIndicator } from '../enums/inquiry-reply-indicator';
import { Party } from '../roles';
import type { TNotificationKind } from './kinds';

/**
 * Who is told of an event (issue 24; docs/decisions.md): the rule as parties and roles, resolved to users by the
 * service (src/server/notifications/recipients.ts).
 * - caseHandlers: the party's contact person on the case where one is set, else the party's case handlers;
 * - approvers: the statement's named approver where one is set, else the party's approvers;
 * - notifiers: the company's notifiers on the case (who created it, the company's contact person on it);
 * - user: one user (the writer of a statement, the sender of an inquiry).
 * The user who caused the event is never told of it.
 */
export type TTarget =
  | { party: number; who: 'caseHandlers' }
  | { party: number; who: 'approvers'; userId?: string | null }
  | { party: typeof Party.Company; who: 'notifiers' }
  | { party: number; who: 'user'; userId: string };

export type TNoticeEvent =
  /** A submission (5001) or a change submission requiring proceedings (3001) routed to the authorities. */
  | { type: 'routed'; parties: readonly number[] }
  /** A statement or a follow-up written: it awaits its party's approval. */
  | { type: 'statementWritten'; party: number; approverUserId?: string | null }
  /** A statement approved or declined by its party's approver. */
  | { type: 'statementHandled'; party: number; approved: boolean; writerUserId: string | null }
  /** An inquiry: the reply indicator of each party it was sent to. */
  | { type: 'inquiry'; indicators: Readonly<Partial<Record<number, number>>> }
  | { type: 'inquiryReply'; inquirerUserId: string | null; inquirerParty: number }
  /** The case approved or its status changed: the parties that have the case open as a task. */
  | { type: 'caseStatus'; openTaskParties: readonly number[] }
  | { type: 'deadline'; party: number }
  | { type: 'weekReportMissing'; escalated: boolean };

export interface TNoticePlan {
  kind: TNotificationKind;
  targets: TTarget[];
}

export function noticePlansOf(event: TNoticeEvent): TNoticePlan[] {
  switch (event.type) {
    case 'routed':
      return [{ kind: 'statementRequested', targets: event.parties.filter((p) => AUTHORITIES.includes(p as Party)).map((party) => ({ party, who: 'caseHandlers' as const })) }];
    case 'statementWritten':
      return [{ kind: 'approvalRequested', targets: [{ party: event.party, who: 'approvers', userId: event.approverUserId ?? null }] }];
    case 'statementHandled':
      if (!event.writerUserId) return [];
      return [{ kind: event.approved ? 'statementApproved' : 'statementDeclined', targets: [{ party: event.party, who: 'user', userId: event.writerUserId }] }];
    case 'inquiry': {
      const required: TTarget[] = [];
      const informed: TTarget[] = [];
      for (const [key, indicator] of Object.entries(event.indicators)) {
        if (indicator === undefined) continue;
        const party = Number(key);
        const target: TTarget = party === Party.Company ? { party: Party.Company, who: 'notifiers' } : { party, who: 'caseHandlers' };
        (indicator === InquiryReplyIndicator.Required ? required : informed).push(target);
      }
      return [
        { kind: 'inquiryReplyRequired' as const, targets: required },
        { kind: 'inquiryInformation' as const, targets: informed },
      ].filter((p) => p.targets.length > 0);
    }
    case 'inquiryReply':
      if (!event.inquirerUserId) return [];
      return [{ kind: 'inquiryReply', targets: [{ party: event.inquirerParty, who: 'user', userId: event.inquirerUserId }] }];
    case 'caseStatus': {
      const targets: TTarget[] = [{ party: Party.Company, who: 'notifiers' }];
      for (const party of event.openTaskParties) if (party !== Party.Company) targets.push({ party, who: 'caseHandlers' });
      return [{ kind: 'caseStatus', targets }];
    }
    case 'deadline':
      return [{ kind: 'deadline', targets: [event.party === Party.Company ? { party: Party.Company, who: 'notifiers' } : { party: event.party, who: 'caseHandlers' }] }];
    case 'weekReportMissing':
      return [{ kind: 'weekReportMissing', targets: [event.escalated ? { party: Party.Regulator, who: 'caseHandlers' } : { party: Party.Company, who: 'notifiers' }] }];
  }
}

/** The role id of a party's case handlers / approvers (the company has neither: its notifiers act). */
const SUFFIX: Readonly<Record<number, string>> = { [Party.Regulator]: 'od', [Party.FisheriesDirectorate]: 'fdir', [Party.MarineResearchInstitute]: 'hi' };
export const caseHandlerRoleOf = (party: number) => (SUFFIX[party] ? `daq_saksbehandler_${SUFFIX[party]}` : undefined);
export const approverRoleOf = (party: number) => (SUFFIX[party] ? `daq_godkjenner_${SUFFIX[party]}` : undefined);

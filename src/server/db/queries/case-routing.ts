import { and, eq, inArray, sql } from 'drizzle-orm';
import { statementDeadline, STATEMENT_DEADLINE_BUSINESS_DAYS } from '../../../domain/case-dialogue/case-deadline';
import { AUTHORITIES, PARTY_KEY } from '../../../domain/case-dialogue/parties';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { Db } from '../client';
import { messagePartyStates, messages } from '../schema/index';
import { refreshIndicators } from './message-store';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** STATEMENT_DEADLINE_BUSINESS_DAYS of the environment (a whole number 1-365), else the domain's default. */
export function configuredDeadlineDays(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.STATEMENT_DEADLINE_BUSINESS_DAYS);
  return Number.isInteger(n) && n >= 1 && n <= 365 ? n : STATEMENT_DEADLINE_BUSINESS_DAYS;
}

export interface TRouteCase {
  acquisitionId: string;
  /** The Submission (5001) or the change submission requiring proceedings (3001) just written. */
  messageId: string;
  /** When it was routed (default now); the deadline counts from its Oslo date. */
  routedAt?: Date;
  deadlineBusinessDays?: number;
}

/**
 * Routes a case (issue 12; docs/decisions.md), in the caller's transaction: the routed message expects a statement
 * from the fisheries directorate and the research institute and the regulator's own proceeding (its statement);
 * each of the three parties gets the pending-task star and the deadline clock on it, the deadline being
 * `deadlineBusinessDays` business days after the routing day. The routing is kept in the message's payload
 * (routing.parties, routing.deadline, routing.deadlines per party) and its deadline column.
 */
export async function routeCase(tx: Tx, r: TRouteCase): Promise<{ deadline: string; parties: number[] }> {
  const routedAt = r.routedAt ?? new Date();
  const deadline = statementDeadline(osloDate(routedAt), r.deadlineBusinessDays ?? configuredDeadlineDays());
  const parties = [...AUTHORITIES];
  const routing = {
    parties,
    deadline,
    deadlines: Object.fromEntries(parties.map((p) => [PARTY_KEY[p], deadline])),
    routedAt: routedAt.toISOString(),
  };
  await tx
    .update(messages)
    .set({ deadline, payload: sql`${messages.payload} || ${JSON.stringify({ routing })}::jsonb` })
    .where(and(eq(messages.id, r.messageId), eq(messages.acquisitionId, r.acquisitionId)));
  await tx
    .insert(messagePartyStates)
    .values(parties.map((party) => ({ messageId: r.messageId, acquisitionId: r.acquisitionId, party, taskPending: true, approachingDeadline: true })))
    .onConflictDoUpdate({
      target: [messagePartyStates.messageId, messagePartyStates.party],
      set: { taskPending: true, approachingDeadline: true },
    });
  await refreshIndicators(tx, r.acquisitionId);
  return { deadline, parties };
}

/** The party's task on a message is done: its star and clock go off (e.g. its statement was written). */
export async function taskDone(tx: Tx, acquisitionId: string, messageId: string, parties: number[]): Promise<void> {
  if (parties.length === 0) return;
  await tx
    .update(messagePartyStates)
    .set({ taskPending: false, approachingDeadline: false })
    .where(and(eq(messagePartyStates.messageId, messageId), inArray(messagePartyStates.party, parties)));
  await refreshIndicators(tx, acquisitionId);
}

import { and, eq, sql } from 'drizzle-orm';
import { Party } from '../../../domain/roles';
import { partyMaySeeMessage } from '../../../domain/message-visibility';
import type { Db } from '../client';
import { acquisitionIndicators, messagePartyStates, messages } from '../schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const ALL_PARTIES = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute, Party.Company];

export interface TPartyState {
  party: number;
  approachingDeadline?: boolean;
  taskPending?: boolean;
  toInformation?: boolean;
  replyIndicator?: number | null;
}

export interface TNewMessage {
  acquisitionId: string;
  messageType: number;
  authorUserId: string | null;
  authorParty: number;
  authorOrganisationId: number | null;
  content?: string;
  changeReason?: number | null;
  comment?: string | null;
  repliesTo?: string | null;
  recipientParties?: number[];
  payload?: Record<string, unknown>;
  deadline?: string | null;
  capturedAt?: Date | null;
  createdAt?: Date;
  /** Per-party indicator state; only parties that may see the message get a row. */
  partyStates?: TPartyState[];
}

/**
 * THE writer of the message store: one row per message of any type, its per-party states (only for parties
 * that see it, by the visibility table) and the overview's per-party indicators, in the caller's transaction.
 */
export async function writeMessage(tx: Tx, m: TNewMessage): Promise<string> {
  const [row] = await tx
    .insert(messages)
    .values({
      acquisitionId: m.acquisitionId,
      messageType: m.messageType,
      content: m.content ?? '',
      changeReason: m.changeReason ?? null,
      comment: m.comment ?? null,
      repliesTo: m.repliesTo ?? null,
      createdBy: m.authorUserId,
      authorParty: m.authorParty,
      authorOrganisationId: m.authorOrganisationId,
      recipientParties: m.recipientParties ?? [],
      payload: m.payload ?? {},
      deadline: m.deadline ?? null,
      capturedAt: m.capturedAt ?? null,
      ...(m.createdAt ? { createdAt: m.createdAt } : {}),
    })
    .returning({ id: messages.id });
  const facts = { messageType: m.messageType, authorParty: m.authorParty, recipientParties: m.recipientParties ?? [] };
  const states = (m.partyStates ?? []).filter((s) => partyMaySeeMessage(s.party, facts));
  if (states.length > 0) {
    await tx.insert(messagePartyStates).values(
      states.map((s) => ({
        messageId: row.id,
        acquisitionId: m.acquisitionId,
        party: s.party,
        approachingDeadline: s.approachingDeadline ?? false,
        taskPending: s.taskPending ?? false,
        toInformation: s.toInformation ?? false,
        replyIndicator: s.replyIndicator ?? null,
      })),
    );
    for (const s of states) await refreshIndicators(tx, m.acquisitionId, s.party);
  }
  return row.id;
}

/** Parties other than the author's that are told of a message by the eye (to information). */
export function informOthers(authorParty: number): TPartyState[] {
  return ALL_PARTIES.filter((p) => p !== authorParty).map((party) => ({ party, toInformation: true }));
}

/**
 * The overview's isInfo / isDue / isStar of one party on one acquisition: some message has the eye, the clock or
 * the star on for that party (the flag is kept apart, by the flag call).
 */
export async function refreshIndicators(tx: Tx, acquisitionId: string, party: number): Promise<void> {
  const s = messagePartyStates;
  const [agg] = await tx
    .select({
      isInfo: sql<boolean>`coalesce(bool_or(${s.toInformation}), false)`,
      isDue: sql<boolean>`coalesce(bool_or(${s.approachingDeadline}), false)`,
      isStar: sql<boolean>`coalesce(bool_or(${s.taskPending}), false)`,
    })
    .from(s)
    .where(and(eq(s.acquisitionId, acquisitionId), eq(s.party, party)));
  const values = { isInfo: !!agg?.isInfo, isDue: !!agg?.isDue, isStar: !!agg?.isStar };
  await tx
    .insert(acquisitionIndicators)
    .values({ acquisitionId, party, ...values })
    .onConflictDoUpdate({ target: [acquisitionIndicators.acquisitionId, acquisitionIndicators.party], set: values });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
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
    await refreshIndicatorsOf(tx, m.acquisitionId, states.map((s) => s.party));
  }
  await notifyTimeline(tx, m.acquisitionId, row.id);
  return row.id;
}

/** Channel of the live timeline: every new or changed message, as {"a": acquisitionId, "m": messageId} (ids only). */
export const TIMELINE_CHANNEL = 'timeline_events';

/**
 * Announces a new or changed message on TIMELINE_CHANNEL, delivered when the caller's transaction commits (PostgreSQL
 * LISTEN/NOTIFY fans it out to every service instance; PGlite delivers it in-process); src/server/events listens.
 */
export async function notifyTimeline(tx: Tx, acquisitionId: string, messageId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${TIMELINE_CHANNEL}, ${JSON.stringify({ a: acquisitionId, m: messageId })})`);
}

/** Parties other than the author's that are told of a message by the eye (to information). */
export function informOthers(authorParty: number): TPartyState[] {
  return ALL_PARTIES.filter((p) => p !== authorParty).map((party) => ({ party, toInformation: true }));
}

/** refreshIndicators for several parties at once: one grouped query and one upsert (a message informs up to three). */
export async function refreshIndicatorsOf(tx: Tx, acquisitionId: string, parties: number[]): Promise<void> {
  if (parties.length === 0) return;
  const s = messagePartyStates;
  const rows = await tx
    .select({
      party: s.party,
      isInfo: sql<boolean>`coalesce(bool_or(${s.toInformation}), false)`,
      isDue: sql<boolean>`coalesce(bool_or(${s.approachingDeadline}), false)`,
      isStar: sql<boolean>`coalesce(bool_or(${s.taskPending}), false)`,
    })
    .from(s)
    .where(and(eq(s.acquisitionId, acquisitionId), inArray(s.party, parties)))
    .groupBy(s.party);
  const values = [...new Set(parties)].map((party) => {
    const agg = rows.find((r) => r.party === party);
    return { acquisitionId, party, isInfo: !!agg?.isInfo, isDue: !!agg?.isDue, isStar: !!agg?.isStar };
  });
  await tx
    .insert(acquisitionIndicators)
    .values(values)
    .onConflictDoUpdate({
      target: [acquisitionIndicators.acquisitionId, acquisitionIndicators.party],
      set: { isInfo: sql`excluded.is_info`, isDue: sql`excluded.is_due`, isStar: sql`excluded.is_star` },
    });
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

import { eq, sql, type SQL } from 'drizzle-orm';
import { partyMaySeeMessage, type TMessageAudienceFacts } from '../../../domain/message-visibility';
import { ALL_PARTIES } from '../../../domain/case-dialogue/parties';
import type { Db } from '../client';
import { messages } from '../schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * Channel of the live timeline: {"a": acquisitionId, "m": messageId or null, "p": parties told}. Ids only; the
 * parties are the service's own routing (src/server/events delivers to the streams of those parties' viewers only)
 * and never reach a page.
 */
export const TIMELINE_CHANNEL = 'timeline_events';

/** One change of what a case's timeline or header shows: the message changed (if any) and the parties who see it. */
export interface TTimelineChange {
  acquisitionId: string;
  messageId?: string | null;
  parties: readonly number[];
}

/** The parties that see a message (the visibility table). */
export function partiesSeeing(message: TMessageAudienceFacts): number[] {
  return ALL_PARTIES.filter((party) => partyMaySeeMessage(party, message));
}

/**
 * THE announcement of a change of a case's timeline or header, as SQL for the caller's transaction (delivered at
 * commit: PostgreSQL LISTEN/NOTIFY fans it out to every service instance; PGlite delivers it in-process). Every write
 * another viewer's open page should show goes through here (writeMessage, announceChange, announceMessageChange).
 */
export function announceSql(change: TTimelineChange): SQL {
  const payload = JSON.stringify({
    a: change.acquisitionId,
    m: change.messageId ?? null,
    p: [...change.parties],
  });
  return sql`select pg_notify(${TIMELINE_CHANNEL}, ${payload})`;
}

/** Announces a change (of a message, or of the case's header when messageId is left out) to the given parties. */
export async function announceChange(tx: Tx, change: TTimelineChange): Promise<void> {
  if (change.parties.length === 0) return;
  await tx.execute(announceSql(change));
}

/**
 * Announces a change of a stored message (its text, attachments, state, or its deletion: call before deleting, in the
 * same transaction) to every party that sees it; `parties` narrows it (e.g. one party's own indicator).
 */
export async function announceMessageChange(
  tx: Tx,
  messageId: string,
  parties?: readonly number[],
): Promise<void> {
  const [row] = await tx
    .select({
      acquisitionId: messages.acquisitionId,
      messageType: messages.messageType,
      authorParty: messages.authorParty,
      recipientParties: messages.recipientParties,
    })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!row) return;
  const seeing = partiesSeeing(row);
  await announceChange(tx, {
    acquisitionId: row.acquisitionId,
    messageId,
    parties: parties ? seeing.filter((p) => parties.includes(p)) : seeing,
  });
}

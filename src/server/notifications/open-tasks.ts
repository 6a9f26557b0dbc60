import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messagePartyStates } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The parties that have the case open as a task: some message of it has their star on. */
export async function openTaskParties(tx: Tx, acquisitionId: string): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ party: messagePartyStates.party })
    .from(messagePartyStates)
    .where(and(eq(messagePartyStates.acquisitionId, acquisitionId), eq(messagePartyStates.taskPending, true)));
  return rows.map((r) => r.party).sort();
}

import { and, eq } from 'drizzle-orm';
import { ACQUISITION_PROBLEM } from '../../../domain/schemas/acquisition';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import type { TViewer } from '../../../domain/visibility';
import { partyOf, readableMessage } from '../../access/message-access';
import type { Db } from '../../db/client';
import { refreshIndicators } from '../../db/queries/message-store';
import { announceMessageChange } from '../../db/queries/timeline-events';
import { messageFor } from '../../db/queries/timeline';
import { messagePartyStates } from '../../db/schema/index';
import { conflict } from '../../http/app-error';

export type TIndicator = 'approachingDeadline' | 'taskPending' | 'toInformation';

/**
 * Switches one indicator of the viewer's party off on a message it may see (404 otherwise), once: 409
 * 'indicatorAlreadyOff' when it is not on; the overview's per-party indicators follow in the same transaction.
 */
export async function switchOff(db: Db, viewer: TViewer, messageId: string, indicator: TIndicator): Promise<TTimelineMessage> {
  const { message } = await readableMessage(db, viewer, messageId);
  const party = partyOf(viewer);
  const column = messagePartyStates[indicator];
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(messagePartyStates)
      .set({ [indicator]: false })
      .where(and(eq(messagePartyStates.messageId, messageId), eq(messagePartyStates.party, party), eq(column, true)))
      .returning({ id: messagePartyStates.messageId });
    if (changed.length === 0) throw conflict(ACQUISITION_PROBLEM.indicatorAlreadyOff, { code: 'indicatorAlreadyOff' });
    await refreshIndicators(tx, message.acquisitionId, party);
    // Only the viewer's party's indicator changed: the other viewers of that party are told.
    await announceMessageChange(tx, messageId, [party]);
  });
  return (await messageFor(db, messageId, party, viewer.role))!;
}

import { eq } from 'drizzle-orm';
import { viewerParty } from '../../domain/message-visibility';
import type { TViewer } from '../../domain/visibility';
import type { TTimelineMessage } from '../../domain/schemas/messages';
import { ACQUISITION_PROBLEM } from '../../domain/schemas/acquisition';
import type { Db } from '../db/client';
import { messageFor } from '../db/queries/timeline';
import { messages } from '../db/schema/index';
import { notFound } from '../http/app-error';
import { readableAcquisition, type CaseRow } from './acquisition-access';

/** The viewer's party; a viewer without a role has none (and sees nothing: 404). */
export function partyOf(viewer: TViewer): number {
  const party = viewerParty(viewer.role);
  if (party === undefined) throw notFound(ACQUISITION_PROBLEM.notFound);
  return party;
}

/** A message the viewer may see (its acquisition opens for the viewer and the visibility table lets the party see it); 404 otherwise. */
export async function readableMessage(db: Db, viewer: TViewer, messageId: string): Promise<{ message: TTimelineMessage; acquisition: CaseRow }> {
  const [row] = await db.select({ acquisitionId: messages.acquisitionId }).from(messages).where(eq(messages.id, messageId));
  if (!row) throw notFound(ACQUISITION_PROBLEM.messageNotFound);
  const acquisition = await readableAcquisition(db, viewer, row.acquisitionId, ACQUISITION_PROBLEM.messageNotFound);
  const message = await messageFor(db, messageId, partyOf(viewer), viewer.role);
  if (!message) throw notFound(ACQUISITION_PROBLEM.messageNotFound);
  return { message, acquisition };
}

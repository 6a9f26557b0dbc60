import { timeWithParties } from '../../../domain/case-dialogue/time-with-parties';
import { waitingOn } from '../../../domain/case-dialogue/task-state';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { TTimeWithParties } from '../../../domain/schemas/case-dialogue';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema/index';

/** GET /Acquisitions/{id}/timeWithParties: computed from every message of the case (the viewer sees only the sums). */
export async function timeWithPartiesOf(db: Db, viewer: TViewer, acquisitionId: string, now = new Date()): Promise<TTimeWithParties> {
  const row = await readableAcquisition(db, viewer, acquisitionId);
  const rows = await db.select().from(messages).where(eq(messages.acquisitionId, row.id));
  const facts = rows.map((m) => ({ id: m.id, messageType: m.messageType, authorParty: m.authorParty, repliesTo: m.repliesTo, recipientParties: m.recipientParties, payload: m.payload ?? {}, createdAt: m.createdAt.toISOString() }));
  const t = timeWithParties(facts, now);
  return { npd: t[1], fdir: t[2], hi: t[3], cmp: t[4], waitingOn: waitingOn(facts, row.status, osloDate(now)) };
}

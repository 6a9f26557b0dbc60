import { and, eq } from 'drizzle-orm';
import type { TFlag } from '../../../domain/schemas/acquisition-flag';
import type { TViewer } from '../../../domain/visibility';
import { partyOf } from '../../access/message-access';
import type { Db } from '../../db/client';
import { announceChange } from '../../db/queries/timeline-events';
import { acquisitionIndicators, users } from '../../db/schema/index';

/** The flag of the viewer's party on the acquisition (access checked by the caller). */
export async function flagOf(db: Db, viewer: TViewer, acquisitionId: string): Promise<TFlag> {
  const [row] = await db
    .select({ isFlagged: acquisitionIndicators.isFlagged, flagDate: acquisitionIndicators.flagDate, setAt: acquisitionIndicators.flagSetAt, first: users.firstName, last: users.lastName })
    .from(acquisitionIndicators)
    .leftJoin(users, eq(users.id, acquisitionIndicators.flagSetBy))
    .where(and(eq(acquisitionIndicators.acquisitionId, acquisitionId), eq(acquisitionIndicators.party, partyOf(viewer))));
  return {
    isFlagged: row?.isFlagged ?? false,
    flagDate: row?.isFlagged ? row.flagDate : null,
    setByName: row?.first ? `${row.first} ${row.last}` : null,
    setAt: row?.setAt ? row.setAt.toISOString() : null,
  };
}

/** Sets or clears the party's flag (the overview's isFlagged follows in the same row). */
export async function setFlag(db: Db, viewer: TViewer, acquisitionId: string, flag: { isFlagged: boolean; flagDate: string | null }): Promise<TFlag> {
  const values = { isFlagged: flag.isFlagged, flagDate: flag.flagDate, flagSetBy: viewer.userId, flagSetAt: new Date() };
  const party = partyOf(viewer);
  await db.transaction(async (tx) => {
    await tx
      .insert(acquisitionIndicators)
      .values({ acquisitionId, party, ...values })
      .onConflictDoUpdate({ target: [acquisitionIndicators.acquisitionId, acquisitionIndicators.party], set: values });
    // The flag is the party's own: the other viewers of that party see it change in the header.
    await announceChange(tx, { acquisitionId, parties: [party] });
  });
  return flagOf(db, viewer, acquisitionId);
}

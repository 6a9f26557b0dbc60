import { and, eq } from 'drizzle-orm';
import { ALL_PARTIES } from '../../../domain/case-dialogue/parties';
import { can } from '../../../domain/permissions';
import type { TAcquisitionContactPerson } from '../../../domain/schemas/acquisition';
import { DIALOGUE_PROBLEM } from '../../../domain/schemas/case-dialogue';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import { partyOf } from '../../access/message-access';
import type { Db } from '../../db/client';
import { contactPersonsOf } from '../../db/queries/contact-persons';
import { announceChange } from '../../db/queries/timeline-events';
import { acquisitionContactPersons } from '../../db/schema/index';
import { forbidden } from '../../http/app-error';
import { assertUser, type Tx } from './dialogue-rows';

/** The dynamic condition of update:contact-person (spec 000 s6): the party has no contact on the case yet, or the user is it. */
export async function mayUpdatePartyContact(db: Db | Tx, viewer: TViewer, acquisitionId: string): Promise<boolean> {
  const [current] = await db
    .select({ userId: acquisitionContactPersons.userId })
    .from(acquisitionContactPersons)
    .where(and(eq(acquisitionContactPersons.acquisitionId, acquisitionId), eq(acquisitionContactPersons.party, partyOf(viewer))));
  return can(viewer.role, 'update:contact-person', { mayUpdateContactPerson: !current || current.userId === viewer.userId });
}

/** Sets the party's contact person (an active user of the viewer's organisation) when the rule allows; true when set. */
export async function setPartyContactIfAllowed(tx: Tx, viewer: TViewer, acquisitionId: string, userId: string): Promise<boolean> {
  if (!(await mayUpdatePartyContact(tx, viewer, acquisitionId))) return false;
  await tx
    .insert(acquisitionContactPersons)
    .values({ acquisitionId, party: partyOf(viewer), userId })
    .onConflictDoUpdate({ target: [acquisitionContactPersons.acquisitionId, acquisitionContactPersons.party], set: { userId } });
  // The case's contact persons are read by every party that opens it.
  await announceChange(tx, { acquisitionId, parties: ALL_PARTIES });
  return true;
}

/** PUT /Acquisitions/{id}/contactPersons: 403 when the dynamic rule refuses, 400 when the user is not of the party's organisation. */
export async function setPartyContact(db: Db, viewer: TViewer, acquisitionId: string, userId: string): Promise<TAcquisitionContactPerson[]> {
  const row = await readableAcquisition(db, viewer, acquisitionId);
  await assertUser(db, userId, 'userProfileId', { organisationId: viewer.organisationId });
  const done = await db.transaction((tx) => setPartyContactIfAllowed(tx, viewer, row.id, userId));
  if (!done) throw forbidden(DIALOGUE_PROBLEM.notAllowed);
  return contactPersonsOf(db, row.id);
}

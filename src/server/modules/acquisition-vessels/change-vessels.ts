import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { VesselRole } from '../../../domain/enums/vessel-role';
import type { TAcquisitionVessel, ZUpdateVessel } from '../../../domain/schemas/acquisition-vessels';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionVessels, vessels } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import { uniqueConflict } from '../../db/unique-violation';
import { editableDraft } from '../../access/acquisition-access';
import { vesselsOnAcquisition } from '../../db/queries/vessel-rows';

async function assertVessel(db: Db, vesselId: string): Promise<void> {
  const [row] = await db
    .select({ isDeleted: vessels.isDeleted })
    .from(vessels)
    .where(eq(vessels.id, vesselId));
  if (!row || row.isDeleted)
    throw badRequest('problems:vessel.notFound', { 'body.vesselId': ['draft-rules:validation.notAllowed'] });
}

async function one(db: Db, acquisitionId: string, acquisitionVesselId: string): Promise<TAcquisitionVessel> {
  const [row] = await vesselsOnAcquisition(db, acquisitionId, acquisitionVesselId);
  if (!row) throw notFound('problems:vessel.notOnAcquisition');
  return row;
}

/** Adds a vessel to a draft, role NotKnown until the user chooses one. */
export async function addVessel(
  db: Db,
  viewer: TViewer,
  id: string,
  input: { vesselId: string; acquisitionVesselId?: string },
): Promise<TAcquisitionVessel> {
  await editableDraft(db, viewer, id);
  await assertVessel(db, input.vesselId);
  const [row] = await db
    .insert(acquisitionVessels)
    .values({
      id: input.acquisitionVesselId,
      acquisitionId: id,
      vesselId: input.vesselId,
      vesselRole: VesselRole.NotKnown,
    })
    // Any of the table's unique keys, not the row id alone: the same row sent at once by two requests (an offline add
    // replayed) otherwise meets the other key while the first is uncommitted, and PostgreSQL raises it (409 for one).
    .onConflictDoNothing()
    .returning({ id: acquisitionVessels.id });
  if (!row && input.acquisitionVesselId) {
    const [existing] = await vesselsOnAcquisition(db, id, input.acquisitionVesselId);
    if (!existing) throw uniqueConflict('acquisition_vessels_vessel_uq');
    return existing;
  }
  // The vessel is on the draft already (under another row id): a conflict, not a crash.
  if (!row) throw uniqueConflict('acquisition_vessels_vessel_uq');
  return one(db, id, row.id);
}

export async function updateVessel(
  db: Db,
  viewer: TViewer,
  id: string,
  acquisitionVesselId: string,
  input: z.output<typeof ZUpdateVessel>,
): Promise<TAcquisitionVessel> {
  await editableDraft(db, viewer, id);
  await assertVessel(db, input.vesselId);
  const updated = await db
    .update(acquisitionVessels)
    .set(input)
    .where(and(eq(acquisitionVessels.id, acquisitionVesselId), eq(acquisitionVessels.acquisitionId, id)))
    .returning({ id: acquisitionVessels.id });
  if (updated.length === 0) throw notFound('problems:vessel.notOnAcquisition');
  return one(db, id, acquisitionVesselId);
}

/** Removes a vessel (and its harbours) from a draft; 404 when it is not on the draft. */
export async function deleteVessel(
  db: Db,
  viewer: TViewer,
  id: string,
  acquisitionVesselId: string,
): Promise<void> {
  await editableDraft(db, viewer, id);
  const deleted = await db
    .delete(acquisitionVessels)
    .where(and(eq(acquisitionVessels.id, acquisitionVesselId), eq(acquisitionVessels.acquisitionId, id)))
    .returning({ id: acquisitionVessels.id });
  if (deleted.length === 0) throw notFound('problems:vessel.notOnAcquisition');
}

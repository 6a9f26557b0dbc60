import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TVesselHarbour, ZUpdateVesselHarbour } from '../../../domain/schemas/acquisition-vessels';
import type { TViewer } from '../../../domain/visibility';
import type { Db } from '../../db/client';
import { acquisitionVesselHarbours, acquisitionVessels, harbours } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import { uniqueConflict } from '../../db/unique-violation';
import { editableDraft } from '../../access/acquisition-access';
import { harboursOf } from '../../db/queries/vessel-rows';

async function assertHarbour(db: Db, harbourId: string): Promise<void> {
  const [row] = await db
    .select({ isInactive: harbours.isInactive })
    .from(harbours)
    .where(eq(harbours.id, harbourId));
  if (!row || row.isInactive)
    throw badRequest('problems:harbour.notFound', { 'body.harbourId': ['draft-rules:validation.notAllowed'] });
}

/** The acquisition vessel row, when it is on the acquisition (404 otherwise). */
async function assertVesselOn(db: Db, id: string, acquisitionVesselId: string): Promise<void> {
  const [row] = await db
    .select({ id: acquisitionVessels.id })
    .from(acquisitionVessels)
    .where(and(eq(acquisitionVessels.id, acquisitionVesselId), eq(acquisitionVessels.acquisitionId, id)));
  if (!row) throw notFound('problems:vessel.notOnAcquisition');
}

/** The vessel-harbour row of the acquisition: its vessel row id, 404 when it belongs to another acquisition. */
async function vesselOfHarbour(db: Db, id: string, vesselHarbourId: string): Promise<string> {
  const [row] = await db
    .select({ acquisitionVesselId: acquisitionVesselHarbours.acquisitionVesselId })
    .from(acquisitionVesselHarbours)
    .innerJoin(acquisitionVessels, eq(acquisitionVessels.id, acquisitionVesselHarbours.acquisitionVesselId))
    .where(and(eq(acquisitionVesselHarbours.id, vesselHarbourId), eq(acquisitionVessels.acquisitionId, id)));
  if (!row) throw notFound('problems:harbour.notOnAcquisition');
  return row.acquisitionVesselId;
}

async function one(db: Db, acquisitionVesselId: string, vesselHarbourId: string): Promise<TVesselHarbour> {
  const found = (await harboursOf(db, [acquisitionVesselId]))
    .get(acquisitionVesselId)
    ?.find((h) => h.vesselHarbourId === vesselHarbourId);
  if (!found) throw notFound('problems:harbour.notOnAcquisition');
  return found;
}

export async function addVesselHarbour(
  db: Db,
  viewer: TViewer,
  id: string,
  acquisitionVesselId: string,
  input: { harbourId: string; vesselHarbourId?: string },
): Promise<TVesselHarbour> {
  await editableDraft(db, viewer, id);
  await assertVesselOn(db, id, acquisitionVesselId);
  await assertHarbour(db, input.harbourId);
  const [row] = await db
    .insert(acquisitionVesselHarbours)
    .values({ id: input.vesselHarbourId, acquisitionVesselId, harbourId: input.harbourId })
    // Any of the table's unique keys, not the row id alone: the same row sent at once by two requests (an offline add
    // replayed) otherwise meets the other key while the first is uncommitted, and PostgreSQL raises it (409 for one).
    .onConflictDoNothing()
    .returning({ id: acquisitionVesselHarbours.id });
  if (!row && input.vesselHarbourId) {
    const existing = (await harboursOf(db, [acquisitionVesselId]))
      .get(acquisitionVesselId)
      ?.find((h) => h.vesselHarbourId === input.vesselHarbourId);
    if (!existing) throw uniqueConflict('acquisition_vessel_harbours_harbour_uq');
    return existing;
  }
  // The harbour is on the vessel already (under another row id): a conflict, not a crash.
  if (!row) throw uniqueConflict('acquisition_vessel_harbours_harbour_uq');
  return one(db, acquisitionVesselId, row.id);
}

export async function updateVesselHarbour(
  db: Db,
  viewer: TViewer,
  id: string,
  vesselHarbourId: string,
  input: z.output<typeof ZUpdateVesselHarbour>,
): Promise<TVesselHarbour> {
  await editableDraft(db, viewer, id);
  const acquisitionVesselId = await vesselOfHarbour(db, id, vesselHarbourId);
  await assertHarbour(db, input.harbourId);
  await db
    .update(acquisitionVesselHarbours)
    .set(input)
    .where(eq(acquisitionVesselHarbours.id, vesselHarbourId));
  return one(db, acquisitionVesselId, vesselHarbourId);
}

export async function deleteVesselHarbour(
  db: Db,
  viewer: TViewer,
  id: string,
  vesselHarbourId: string,
): Promise<void> {
  await editableDraft(db, viewer, id);
  await vesselOfHarbour(db, id, vesselHarbourId);
  await db.delete(acquisitionVesselHarbours).where(eq(acquisitionVesselHarbours.id, vesselHarbourId));
}

/** The harbours of one vessel row of a readable acquisition. */
export async function listVesselHarbours(
  db: Db,
  id: string,
  acquisitionVesselId: string,
): Promise<TVesselHarbour[]> {
  await assertVesselOn(db, id, acquisitionVesselId);
  return (await harboursOf(db, [acquisitionVesselId])).get(acquisitionVesselId) ?? [];
}

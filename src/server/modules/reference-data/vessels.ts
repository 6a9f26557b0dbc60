import { asc, eq } from 'drizzle-orm';
import type { TVessel, ZVesselInput } from '../../../domain/schemas/reference-vessels';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { vessels } from '../../db/schema/index';
import { conflict, notFound } from '../../http/app-error';
import { vesselInUse } from './in-use';
import { assertImoFree, assertKnownCountry } from './reference-rules';

const columns = {
  id: vessels.id,
  name: vessels.name,
  imo: vessels.imo,
  callSignal: vessels.callSignal,
  country: vessels.country,
  isDeleted: vessels.isDeleted,
  isInUse: vesselInUse,
};

/** Vessels by name; only the ones not deleted unless `includeDeleted`. */
export async function listVessels(db: Db, includeDeleted: boolean): Promise<TVessel[]> {
  const query = db.select(columns).from(vessels);
  const rows = includeDeleted ? await query.orderBy(asc(vessels.name)) : await query.where(eq(vessels.isDeleted, false)).orderBy(asc(vessels.name));
  return rows.map((r) => ({ ...r, isInUse: !!r.isInUse }));
}

export async function getVessel(db: Db, id: string): Promise<TVessel> {
  const [row] = await db.select(columns).from(vessels).where(eq(vessels.id, id));
  if (!row) throw notFound('problems:vessel.notFound');
  return { ...row, isInUse: !!row.isInUse };
}

/** 400 for a country not in the country list; 409 when another vessel has the IMO. */
export async function createVessel(db: Db, input: z.output<typeof ZVesselInput>): Promise<TVessel> {
  await assertKnownCountry(db, input.country);
  await assertImoFree(db, input.imo);
  const [row] = await db.insert(vessels).values(input).returning({ id: vessels.id });
  return getVessel(db, row.id);
}

/**
 * Deleting (isDeleted) a vessel that an acquisition uses is refused with 409, as is an IMO another
 * vessel has; a country not in the country list with 400 (unless it is the vessel's own, unchanged).
 */
export async function updateVessel(db: Db, id: string, input: z.output<typeof ZVesselInput>): Promise<TVessel> {
  const current = await getVessel(db, id);
  await assertKnownCountry(db, input.country, current.country);
  await assertImoFree(db, input.imo, id);
  if (input.isDeleted && !current.isDeleted && current.isInUse) {
    throw conflict('problems:vessel.inUse');
  }
  await db.update(vessels).set(input).where(eq(vessels.id, id));
  return getVessel(db, id);
}

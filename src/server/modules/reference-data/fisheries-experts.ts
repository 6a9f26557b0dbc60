import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFisheriesExpert, ZFisheriesExpertInput } from '../../../domain/schemas/reference-fisheries-experts';
import type { Db } from '../../db/client';
import { fisheriesExperts } from '../../db/schema/index';
import { conflict, notFound } from '../../http/app-error';
import { fisheriesExpertInUse, isoOrNull } from './in-use';
import { assertKnownCountry } from './reference-rules';

const columns = {
  id: fisheriesExperts.id,
  firstName: fisheriesExperts.firstName,
  lastName: fisheriesExperts.lastName,
  address: fisheriesExperts.address,
  postNo: fisheriesExperts.postNo,
  place: fisheriesExperts.place,
  country: fisheriesExperts.country,
  phone: fisheriesExperts.phone,
  approvedAreas: fisheriesExperts.approvedAreas,
  approvedUntil: fisheriesExperts.approvedUntil,
  isDeleted: fisheriesExperts.isDeleted,
  isInUse: fisheriesExpertInUse,
};

type Row = { [K in keyof typeof columns]: unknown } & { approvedUntil: string | null; isInUse: boolean };
const toExpert = (r: Row): TFisheriesExpert => ({ ...r, approvedUntil: isoOrNull(r.approvedUntil), isInUse: !!r.isInUse }) as TFisheriesExpert;

/** Fisheries experts by first name, then last name; only the ones not deleted unless `includeDeleted`. */
export async function listFisheriesExperts(db: Db, includeDeleted: boolean): Promise<TFisheriesExpert[]> {
  const query = db.select(columns).from(fisheriesExperts);
  const order = [asc(fisheriesExperts.firstName), asc(fisheriesExperts.lastName)];
  const rows = includeDeleted ? await query.orderBy(...order) : await query.where(eq(fisheriesExperts.isDeleted, false)).orderBy(...order);
  return rows.map(toExpert);
}

export async function getFisheriesExpert(db: Db, id: string): Promise<TFisheriesExpert> {
  const [row] = await db.select(columns).from(fisheriesExperts).where(eq(fisheriesExperts.id, id));
  if (!row) throw notFound('problems:expert.notFound');
  return toExpert(row);
}

/** 400 for a country not in the country list. */
export async function createFisheriesExpert(db: Db, input: z.output<typeof ZFisheriesExpertInput>): Promise<TFisheriesExpert> {
  await assertKnownCountry(db, input.country);
  const [row] = await db.insert(fisheriesExperts).values(input).returning({ id: fisheriesExperts.id });
  return getFisheriesExpert(db, row.id);
}

/**
 * Deleting (isDeleted) an expert that an acquisition uses is refused with 409; a country not in the
 * country list with 400 (unless it is the expert's own, unchanged).
 */
export async function updateFisheriesExpert(
  db: Db,
  id: string,
  input: z.output<typeof ZFisheriesExpertInput>,
): Promise<TFisheriesExpert> {
  const current = await getFisheriesExpert(db, id);
  await assertKnownCountry(db, input.country, current.country);
  if (input.isDeleted && !current.isDeleted && current.isInUse) {
    throw conflict('problems:expert.inUse');
  }
  await db.update(fisheriesExperts).set(input).where(eq(fisheriesExperts.id, id));
  return getFisheriesExpert(db, id);
}

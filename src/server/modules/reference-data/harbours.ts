import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { THarbour, ZHarbourInput } from '../../../domain/schemas/reference-vessels';
import type { Db } from '../../db/client';
import { harbours } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { harbourInUse } from './in-use';
import { assertHarbourNameFree } from './reference-rules';

const columns = { id: harbours.id, name: harbours.name, isInactive: harbours.isInactive, isInUse: harbourInUse };

/** Harbours by name; only the active (designated) ones unless `includeInactive`. */
export async function listHarbours(db: Db, includeInactive: boolean): Promise<THarbour[]> {
  const query = db.select(columns).from(harbours);
  const rows = includeInactive
    ? await query.orderBy(asc(harbours.name))
    : await query.where(eq(harbours.isInactive, false)).orderBy(asc(harbours.name));
  return rows.map((r) => ({ ...r, isInUse: !!r.isInUse }));
}

export async function getHarbour(db: Db, id: string): Promise<THarbour> {
  const [row] = await db.select(columns).from(harbours).where(eq(harbours.id, id));
  if (!row) throw notFound('problems:harbour.notFound');
  return { ...row, isInUse: !!row.isInUse };
}

/** 409 when another harbour has the name (ignoring case). */
export async function createHarbour(db: Db, input: z.output<typeof ZHarbourInput>): Promise<THarbour> {
  await assertHarbourNameFree(db, input.name);
  const [row] = await db.insert(harbours).values(input).returning({ id: harbours.id });
  return getHarbour(db, row.id);
}

/** A harbour in use may be made inactive (it stays on the acquisitions that use it, but is no longer offered). */
export async function updateHarbour(db: Db, id: string, input: z.output<typeof ZHarbourInput>): Promise<THarbour> {
  await getHarbour(db, id);
  await assertHarbourNameFree(db, input.name, id);
  await db.update(harbours).set(input).where(eq(harbours.id, id));
  return getHarbour(db, id);
}

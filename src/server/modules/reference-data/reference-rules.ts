import { and, eq, ne, sql } from 'drizzle-orm';
import { VALIDATION } from '../../../domain/schemas/reference-common';
import type { Db } from '../../db/client';
import { countries, harbours, vessels } from '../../db/schema/index';
import { AppError, badRequest } from '../../http/app-error';

/**
 * A country code must be one of GET /Country. `unchanged` (the stored code of the row being edited)
 * is let through, so an older row with a code no longer listed can still be edited.
 */
export async function assertKnownCountry(db: Db, code: string, unchanged?: string): Promise<void> {
  if (code === unchanged) return;
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!row) throw badRequest('problems:country.unknown', { 'body.country': [VALIDATION.unknownCountry] }, { country: code });
}

/** No two harbours share a name, compared trimmed and ignoring case; 409 otherwise, naming the field as a 400 does. */
export async function assertHarbourNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: harbours.id })
    .from(harbours)
    .where(and(sql`lower(trim(${harbours.name})) = lower(${name.trim()})`, exceptId ? ne(harbours.id, exceptId) : undefined))
    .limit(1);
  if (row) {
    throw new AppError('CONFLICT', 'problems:harbour.nameTaken', { 'body.name': [VALIDATION.harbourNameTaken] }, { name: name.trim() });
  }
}

/** No two vessels (deleted ones included) share an IMO number; 409 otherwise, naming the field as a 400 does. */
export async function assertImoFree(db: Db, imo: number | null, exceptId?: string): Promise<void> {
  if (imo === null) return;
  const [row] = await db
    .select({ id: vessels.id })
    .from(vessels)
    .where(and(eq(vessels.imo, imo), exceptId ? ne(vessels.id, exceptId) : undefined))
    .limit(1);
  if (row) throw new AppError('CONFLICT', 'problems:vessel.imoTaken', { 'body.imo': [VALIDATION.imoTaken] }, { imo });
}

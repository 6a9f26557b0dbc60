import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TCompany, TCountry } from '../../../domain/schemas/reference-companies';
import type { ActiveUserContext } from '../../auth/types';
import type { Db } from '../../db/client';
import { countries, organisations } from '../../db/schema/index';

/** Active companies by name; only those with a prefix when `withPrefixOnly`. */
export async function listCompanies(db: Db, withPrefixOnly: boolean): Promise<TCompany[]> {
  return db
    .select({ npdId: organisations.id, name: organisations.name, prefix: organisations.prefix })
    .from(organisations)
    .where(
      and(
        eq(organisations.kind, 'company'),
        eq(organisations.isActive, true),
        withPrefixOnly ? isNotNull(organisations.prefix) : undefined,
      ),
    )
    .orderBy(asc(organisations.name));
}

/** Whether the organisation of the user context has a (non-empty) prefix. */
export async function hasPrefix(db: Db, context: ActiveUserContext): Promise<boolean> {
  const [row] = await db.select({ prefix: organisations.prefix }).from(organisations).where(eq(organisations.id, context.organisationId));
  return !!row?.prefix?.trim();
}

export function listCountries(db: Db): Promise<TCountry[]> {
  return db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name));
}

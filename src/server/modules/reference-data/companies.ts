import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { LawCategory } from '../../../domain/enums/law-category';
import { LicenceKind } from '../../../domain/enums/licence-kind';
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

const CO2_KINDS = [LicenceKind.Co2Survey, LicenceKind.Co2Exploitation, LicenceKind.Co2Exploration];

/**
 * Law categories offered to the caller's organisation (docs/decisions.md): a company gets
 * PetroleumLaw, and Co2StorageLaw when it holds a CO2 licence (of any year); the regulator gets
 * PerformedByGovernment and OnBehalfOfCompany; other organisations report nothing.
 */
export async function lawCategoriesOf(db: Db, context: ActiveUserContext): Promise<LawCategory[]> {
  const [org] = await db
    .select({
      kind: organisations.kind,
      hasCo2: sql<boolean>`exists (select 1 from ${sql.raw('"licences" l where l."npd_id_company" = "organisations"."id" and l."kind" in')} (${sql.join(
        CO2_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )}))`,
    })
    .from(organisations)
    .where(eq(organisations.id, context.organisationId));
  if (!org) return [];
  if (org.kind === 'regulator') return [LawCategory.PerformedByGovernment, LawCategory.OnBehalfOfCompany];
  if (org.kind !== 'company') return [];
  return org.hasCo2 ? [LawCategory.PetroleumLaw, LawCategory.Co2StorageLaw] : [LawCategory.PetroleumLaw];
}

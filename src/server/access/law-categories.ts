import { eq, sql } from 'drizzle-orm';
import { LawCategory } from '../../domain/enums/law-category';
import { LicenceKind } from '../../domain/enums/licence-kind';
import type { ActiveUserContext } from '../auth/types';
import type { Db } from '../db/client';
import { organisations } from '../db/schema/index';

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

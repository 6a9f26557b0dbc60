import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LicenceKind } from '../../../domain/enums/licence-kind';
import type { TSupportLicence, ZSupportLicenceQuery } from '../../../domain/schemas/reference-licences';
import type { ActiveUserContext } from '../../auth/types';
import type { Db } from '../../db/client';
import { licences } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

/** Today's year in Norway. */
export function currentYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Oslo', year: 'numeric' }).format(now));
}

/**
 * Licences of one kind for a year: a company user gets the own company's, other roles the
 * company named by companyId, or all companies' when none is named.
 */
export async function listSupportLicences(
  db: Db,
  kind: LicenceKind,
  context: ActiveUserContext,
  query: z.output<typeof ZSupportLicenceQuery>,
): Promise<TSupportLicence[]> {
  const companyId = context.role === 'daq_innmelder_selskap' ? context.organisationId : query.companyId;
  const rows = await db
    .select({
      id: licences.id,
      npdId: licences.npdIdLicence,
      name: licences.name,
      kind: licences.kind,
      licenceYear: licences.licenceYear,
      npdIdCompany: licences.npdIdCompany,
      shape: licences.shape,
    })
    .from(licences)
    .where(
      and(
        eq(licences.kind, kind),
        eq(licences.licenceYear, query.year ?? currentYear()),
        companyId === undefined ? undefined : eq(licences.npdIdCompany, companyId),
      ),
    )
    .orderBy(asc(licences.npdIdLicence));
  return rows.map((r) => ({ ...r, kind: r.kind as LicenceKind, shape: r.shape ?? null }));
}

/** The name of a licence number, from its latest year. */
export async function licenceName(db: Db, npdId: number): Promise<{ npdId: number; name: string }> {
  const [row] = await db
    .select({ name: licences.name })
    .from(licences)
    .where(eq(licences.npdIdLicence, npdId))
    .orderBy(desc(licences.licenceYear))
    .limit(1);
  if (!row) throw notFound('problems:licence.notFound');
  return { npdId, name: row.name };
}

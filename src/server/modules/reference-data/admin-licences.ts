import { and, asc, eq, ilike, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdminLicence, ZAdminLicenceQuery, ZLicenceInput } from '../../../domain/schemas/admin-licences';
import type { Db } from '../../db/client';
import { licences, organisations } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { isoOrNull, licenceInUse } from './in-use';

type Input = z.output<typeof ZLicenceInput>;

const columns = {
  id: licences.id,
  npdIdLicence: licences.npdIdLicence,
  licenceYear: licences.licenceYear,
  npdIdCompany: licences.npdIdCompany,
  nationCode: licences.nationCode,
  lawCategory: licences.lawCategory,
  kind: licences.kind,
  licencePeriodStart: licences.licencePeriodStart,
  licencePeriodEnd: licences.licencePeriodEnd,
  licenceName: licences.name,
  companyName: sql<string>`coalesce(${organisations.name}, '')`,
  isInUse: licenceInUse,
};

async function select(db: Db, where: SQL | undefined): Promise<TAdminLicence[]> {
  const rows = await db
    .select(columns)
    .from(licences)
    .leftJoin(organisations, eq(organisations.id, licences.npdIdCompany))
    .where(where)
    .orderBy(asc(licences.npdIdLicence), asc(licences.licenceYear));
  return rows.map(
    (r) =>
      ({
        ...r,
        licencePeriodStart: isoOrNull(r.licencePeriodStart)!,
        licencePeriodEnd: isoOrNull(r.licencePeriodEnd)!,
        isInUse: !!r.isInUse,
      }) as TAdminLicence,
  );
}

/** Licences by licence number; text matches the number, the name or the company's name. */
export function listAdminLicences(db: Db, query: z.output<typeof ZAdminLicenceQuery>): Promise<TAdminLicence[]> {
  const text = query.text?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return select(
    db,
    and(
      query.year ? eq(licences.licenceYear, query.year) : undefined,
      pattern
        ? or(ilike(licences.name, pattern), ilike(organisations.name, pattern), sql`${licences.npdIdLicence}::text like ${pattern}`)
        : undefined,
    ),
  );
}

export async function getAdminLicence(db: Db, id: string): Promise<TAdminLicence> {
  const [row] = await select(db, eq(licences.id, id));
  if (!row) throw notFound('problems:licence.notFound');
  return row;
}

async function checkInput(db: Db, input: Input, exceptId?: string): Promise<void> {
  const [company] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, input.npdIdCompany));
  if (!company) throw badRequest('problems:licence.unknownCompany', { 'body.npdIdCompany': ['validation.unknownCompany'] });
  const [same] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(
      and(
        eq(licences.npdIdLicence, input.npdIdLicence),
        eq(licences.licenceYear, input.licenceYear),
        exceptId ? ne(licences.id, exceptId) : undefined,
      ),
    );
  if (same) {
    throw new AppError(
      'CONFLICT',
      'problems:licence.exists',
      { 'body.npdIdLicence': ['problems:licence.exists'] },
      { npdIdLicence: input.npdIdLicence, licenceYear: input.licenceYear },
    );
  }
}

function values(input: Input) {
  const { licenceName, ...rest } = input;
  return { ...rest, name: licenceName, shape: input.shape ?? null };
}

export async function createAdminLicence(db: Db, input: Input): Promise<TAdminLicence> {
  await checkInput(db, input);
  const [row] = await db.insert(licences).values(values(input)).returning({ id: licences.id });
  return getAdminLicence(db, row.id);
}

const IN_USE = 'problems:licence.inUse';

/** A licence in use is read-only: 409. A shape left out keeps the stored one. */
export async function updateAdminLicence(db: Db, id: string, input: Input): Promise<TAdminLicence> {
  const current = await getAdminLicence(db, id);
  if (current.isInUse) throw conflict(IN_USE);
  await checkInput(db, input, id);
  const { shape, ...rest } = values(input);
  await db
    .update(licences)
    .set(input.shape === undefined ? rest : { ...rest, shape })
    .where(eq(licences.id, id));
  return getAdminLicence(db, id);
}

export async function deleteAdminLicence(db: Db, id: string): Promise<void> {
  const current = await getAdminLicence(db, id);
  if (current.isInUse) throw conflict(IN_USE);
  await db.delete(licences).where(eq(licences.id, id));
}

export async function isLicenceEditable(db: Db, id: string): Promise<boolean> {
  return !(await getAdminLicence(db, id)).isInUse;
}

/** One above the highest licence number (1 when there is none). */
export async function nextLicenceNo(db: Db): Promise<{ nextLicenceNo: number }> {
  const [row] = await db.select({ n: max(licences.npdIdLicence) }).from(licences);
  return { nextLicenceNo: (row?.n ?? 0) + 1 };
}

import { eq } from 'drizzle-orm';
import { LicenceType } from '../../../domain/enums/licence-type';
import type { TGeometryInput } from '../../../domain/geometry/types';
import { isRowDeletable } from '../../../domain/rules/amendment-rules';
import { osloDate } from '../../../domain/rules/calendar-date';
import type { TDetailSection, TDetailSectionData } from '../../../domain/schemas/acquisition-details';
import type { TSensor, TSource } from '../../../domain/schemas/draft-fields';
import type { Db } from '../client';
import { acquisitionActualDates, acquisitionGeometries, acquisitionInputs, organisations } from '../schema/index';
import { contactPersonsOf } from './contact-persons';
import { expertsOnAcquisition } from './expert-rows';
import { licencesOnAcquisition } from './licence-rows';
import { vesselsOnAcquisition } from './vessel-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The acquisition columns a section reads. */
export interface SectionSource {
  id: string;
  status: number;
  plannedStartDate: string | null;
  plannedEndDate: string | null;
}

/** Each vessel or expert row with isDeletable (the domain's rule: not once at work on an ongoing survey). */
function withDeletable<T extends { fromDate: string | null }>(status: number, rows: T[]): (T & { isDeletable: boolean })[] {
  const today = osloDate();
  return rows.map((r) => ({ ...r, isDeletable: isRowDeletable(status, r.fromDate, today) }));
}

async function timeAndArea(db: Tx, row: SectionSource, input: typeof acquisitionInputs.$inferSelect | undefined): Promise<TDetailSectionData<'TimeAndArea'>> {
  const [[areas], [dates], licences] = await Promise.all([
    db.select({ gross: acquisitionGeometries.gross, net: acquisitionGeometries.net }).from(acquisitionGeometries).where(eq(acquisitionGeometries.acquisitionId, row.id)),
    db.select().from(acquisitionActualDates).where(eq(acquisitionActualDates.acquisitionId, row.id)),
    licencesOnAcquisition(db as Db, row.id),
  ]);
  const of = (type: number) =>
    licences.filter((l) => l.licenceType === type).map((l) => ({ licenceType: l.licenceType, npdIdLicence: l.npdIdLicence, licenceName: l.licenceName }));
  return {
    plannedStartDate: row.plannedStartDate,
    plannedEndDate: row.plannedEndDate,
    accomplishmentStartDate: dates?.actualStartDate ?? null,
    accomplishmentEndDate: dates?.actualEndDate ?? null,
    environmentalComment: input?.environmentalComment ?? null,
    isDataSalable: input?.dataSalable ?? null,
    grossGeometry: (areas?.gross as TGeometryInput | null) ?? null,
    netGeometry: (areas?.net as TGeometryInput | null) ?? null,
    productionLicences: of(LicenceType.Production),
    surveys: of(LicenceType.Survey),
    co2SurveyLicence: of(LicenceType.Co2Survey),
    co2Exploitations: of(LicenceType.Exploitation),
    co2Explorations: of(LicenceType.Exploration),
  };
}

/**
 * One details section of an acquisition as stored (spec 001 s2.4, s3): the read view's answer and the `prev` side of
 * an amendment's diff. Shared by the details and amendments modules.
 */
export async function readDetailSection<S extends TDetailSection>(db: Tx, row: SectionSource, section: S): Promise<TDetailSectionData<S>> {
  const [input] = await db.select().from(acquisitionInputs).where(eq(acquisitionInputs.acquisitionId, row.id));
  const d = db as Db;
  const result = await (async (): Promise<TDetailSectionData<TDetailSection>> => {
    switch (section) {
      case 'GeneralComment':
        return { comment: input?.generalComment ?? null };
      case 'Amount':
        return { quantityKm: input?.quantityKm ?? null, quantityKm2: input?.quantityKm2 ?? null, quantityTb: input?.quantityTb ?? null };
      case 'Sensor':
        return { sensor: (input?.sensor as TSensor | null) ?? null };
      case 'Source':
        return { source: (input?.source as TSource | null) ?? null };
      case 'Conductor': {
        const npdId = input?.companyConductorNpdId ?? null;
        const [org] = npdId === null ? [] : await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, npdId));
        return { companyConductorNpdId: npdId, companyConductorName: org?.name ?? null };
      }
      case 'ContactPersons':
        return { contactPersons: await contactPersonsOf(d, row.id) };
      case 'FisheriesExpert':
        return { fisheriesExperts: withDeletable(row.status, await expertsOnAcquisition(d, row.id)) };
      case 'Vessels':
        return { vessels: withDeletable(row.status, await vesselsOnAcquisition(d, row.id)) };
      default:
        return timeAndArea(db, row, input);
    }
  })();
  return result as TDetailSectionData<S>;
}

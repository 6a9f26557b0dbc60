import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LicenceType } from '../../../domain/enums/licence-type';
import type { TGeometryInput } from '../../../domain/geometry/types';
import { detailSectionCalls } from '../../../domain/schemas/acquisition-details';
import type { TSensor, TSource } from '../../../domain/schemas/draft-fields';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import { contactPersonsOf } from '../../db/queries/contact-persons';
import { expertsOnAcquisition } from '../../db/queries/expert-rows';
import { licencesOnAcquisition } from '../../db/queries/licence-rows';
import { vesselsOnAcquisition } from '../../db/queries/vessel-rows';
import { acquisitionActualDates, acquisitionGeometries, acquisitionInputs, organisations } from '../../db/schema/index';
import { registerCall } from '../../http/register-call';

/** GET /Acquisition/{id}/details/{section} for the nine sections (read view; reads follow the acquisition's visibility). */
export function registerAcquisitionDetails(app: FastifyInstance): void {
  const db = app.db;
  const inputOf = async (request: Parameters<typeof viewerOf>[0], id: string) => {
    const row = await readableAcquisition(db, viewerOf(request), id);
    const [input] = await db.select().from(acquisitionInputs).where(eq(acquisitionInputs.acquisitionId, row.id));
    return { row, input };
  };
  const c = detailSectionCalls;
  registerCall(app, c.GeneralComment, async ({ params, request }) => ({ comment: (await inputOf(request, params.id)).input?.generalComment ?? null }));
  registerCall(app, c.Amount, async ({ params, request }) => {
    const { input } = await inputOf(request, params.id);
    return { quantityKm: input?.quantityKm ?? null, quantityKm2: input?.quantityKm2 ?? null, quantityTb: input?.quantityTb ?? null };
  });
  registerCall(app, c.Sensor, async ({ params, request }) => ({ sensor: ((await inputOf(request, params.id)).input?.sensor as TSensor | null) ?? null }));
  registerCall(app, c.Source, async ({ params, request }) => ({ source: ((await inputOf(request, params.id)).input?.source as TSource | null) ?? null }));
  registerCall(app, c.Conductor, async ({ params, request }) => {
    const npdId = (await inputOf(request, params.id)).input?.companyConductorNpdId ?? null;
    const [org] = npdId === null ? [] : await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, npdId));
    return { companyConductorNpdId: npdId, companyConductorName: org?.name ?? null };
  });
  registerCall(app, c.ContactPersons, async ({ params, request }) => ({ contactPersons: await contactPersonsOf(db, (await inputOf(request, params.id)).row.id) }));
  registerCall(app, c.FisheriesExpert, async ({ params, request }) => ({ fisheriesExperts: await expertsOnAcquisition(db, (await inputOf(request, params.id)).row.id) }));
  registerCall(app, c.Vessels, async ({ params, request }) => ({ vessels: await vesselsOnAcquisition(db, (await inputOf(request, params.id)).row.id) }));
  registerCall(app, c.TimeAndArea, async ({ params, request }) => {
    const { row, input } = await inputOf(request, params.id);
    const [[areas], [dates], licences] = await Promise.all([
      db.select({ gross: acquisitionGeometries.gross, net: acquisitionGeometries.net }).from(acquisitionGeometries).where(eq(acquisitionGeometries.acquisitionId, row.id)),
      db.select().from(acquisitionActualDates).where(eq(acquisitionActualDates.acquisitionId, row.id)),
      licencesOnAcquisition(db, row.id),
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
  });
}

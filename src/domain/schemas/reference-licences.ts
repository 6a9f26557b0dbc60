import { z } from 'zod';
import { defineCall } from '../contract';
import { ZLawCategory } from '../enums/law-category';
import { ZLicenceKind } from '../enums/licence-kind';
import { ZInt32 } from './reference-common';

/** GeoJSON polygon or multipolygon in WGS 84 (lon, lat). */
export const ZLicenceShape = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(z.array(z.number())))) }),
]);
export type TLicenceShape = z.infer<typeof ZLicenceShape>;

/** A licence a company may put on an acquisition (npdId and name, with its shape for the area checks). */
export const ZSupportLicence = z.object({
  id: z.uuid(),
  npdId: z.number().int(),
  name: z.string(),
  kind: ZLicenceKind,
  licenceYear: z.number().int(),
  npdIdCompany: z.number().int(),
  shape: ZLicenceShape.nullable(),
});
export type TSupportLicence = z.infer<typeof ZSupportLicence>;

/**
 * Which company and year: a company user always gets the licences of the own company; other
 * roles (e.g. the regulator reporting on behalf of a company) may name one with companyId, or get
 * every company's. year defaults to the current year.
 */
export const ZSupportLicenceQuery = z.object({
  companyId: z.coerce.number().pipe(ZInt32).optional(),
  year: z.coerce.number().int().min(1950).max(2100).optional(),
});

const licenceList = (path: string) =>
  defineCall({ method: 'GET', path, query: ZSupportLicenceQuery, response: z.array(ZSupportLicence), auth: 'context' });

export const productionLicencesCall = licenceList('/DaqSupportData/productionLicences');
export const co2ExploitationLicencesCall = licenceList('/DaqSupportData/co2exploitationLicences');
export const co2ExplorationLicencesCall = licenceList('/DaqSupportData/co2explorationLicences');
export const surveyLicencesCall = licenceList('/Licences/surveys');
export const co2SurveyLicencesCall = licenceList('/Licences/co2surveys');

/**
 * Law categories offered to the caller (docs/decisions.md): a company gets PetroleumLaw, plus
 * Co2StorageLaw when it holds a CO2 licence; the regulator gets PerformedByGovernment and
 * OnBehalfOfCompany; other organisations none.
 */
export const lawCategoriesCall = defineCall({
  method: 'GET',
  path: '/DaqSupportData/lawCategories',
  response: z.array(ZLawCategory),
  auth: 'context',
});

export const ZNpdIdParams = z.object({ npdId: z.coerce.number().int().min(0).max(2_147_483_647) });

/** The name of a licence number (latest year's row); 404 when no such licence. */
export const licenceNameCall = defineCall({
  method: 'GET',
  path: '/Licences/{npdId}/name',
  params: ZNpdIdParams,
  response: z.object({ npdId: z.number().int(), name: z.string() }),
  auth: 'context',
});

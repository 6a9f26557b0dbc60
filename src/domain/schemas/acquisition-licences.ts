import { z } from 'zod';
import { defineCall } from '../contract';
import { ZLicenceKind, type LicenceKind } from '../enums/licence-kind';
import { ZLicenceType } from '../enums/licence-type';
import { ZIdParams } from './reference-common';
import { ZLicenceShape } from './reference-licences';

/**
 * Licences on an acquisition (spec 000 s7 'Licences on an acquisition', spec 002 s3/s7).
 * {licenceId} is the licence's uuid (id of the support lists) or its licence number (npdId; the
 * latest year's row of the kind is taken). Adding the same licence twice is a no-op answering the row.
 */
export const ZAcquisitionLicence = z.object({
  licenceId: z.uuid(),
  npdIdLicence: z.number().int(),
  licenceName: z.string(),
  licenceShape: ZLicenceShape.nullable(),
  licenceType: ZLicenceType,
  kind: ZLicenceKind,
});
export type TAcquisitionLicence = z.infer<typeof ZAcquisitionLicence>;

/** Optional body of the add calls (spec 002 s7: licenceNpdId, licenceType); when given it must agree with the path. */
export const ZAddLicence = z
  .object({ licenceNpdId: z.number().int().optional(), licenceType: ZLicenceType.optional() })
  .default({});

const ZLicenceParams = ZIdParams.extend({
  licenceId: z.union([z.uuid(), z.coerce.number().int().min(0).max(2_147_483_647)], {
    message: 'licenceId must be a uuid or a licence number',
  }),
});

/** Path segments of each kind: the list (GET) and the add (POST). */
export const LICENCE_KIND_PATHS: Readonly<Record<LicenceKind, { list: string; add: string }>> = {
  production: { list: 'ProductionLicences', add: 'ProductionLicence' },
  survey: { list: 'Surveys', add: 'Survey' },
  co2Survey: { list: 'Co2Surveys', add: 'Co2Survey' },
  co2Exploitation: { list: 'Co2Exploitations', add: 'Co2Exploitation' },
  co2Exploration: { list: 'Co2Explorations', add: 'Co2Exploration' },
};

const listCall = (kind: LicenceKind) =>
  defineCall({
    method: 'GET',
    path: `/Acquisition/{id}/${LICENCE_KIND_PATHS[kind].list}`,
    params: ZIdParams,
    response: z.array(ZAcquisitionLicence),
    auth: 'context',
  });
const addCall = (kind: LicenceKind) =>
  defineCall({
    method: 'POST',
    path: `/Acquisition/{id}/${LICENCE_KIND_PATHS[kind].add}/{licenceId}`,
    params: ZLicenceParams,
    body: ZAddLicence,
    response: ZAcquisitionLicence,
    auth: 'context',
    permission: 'edit:acquisition',
  });

const KINDS = [
  'production',
  'survey',
  'co2Survey',
  'co2Exploitation',
  'co2Exploration',
] as const satisfies readonly LicenceKind[];
export const acquisitionLicenceListCalls = Object.fromEntries(KINDS.map((k) => [k, listCall(k)])) as Record<
  LicenceKind,
  ReturnType<typeof listCall>
>;
export const addAcquisitionLicenceCalls = Object.fromEntries(KINDS.map((k) => [k, addCall(k)])) as Record<
  LicenceKind,
  ReturnType<typeof addCall>
>;

/** DELETE /Acquisition/{id}/{licenceId}: removes the licence (any kind) from the draft. */
export const removeAcquisitionLicenceCall = defineCall({
  method: 'DELETE',
  path: '/Acquisition/{id}/{licenceId}',
  params: ZLicenceParams,
  response: z.void(),
  auth: 'context',
  permission: 'edit:acquisition',
});

import { z } from 'zod';
import { defineCall } from '../contract';
import { DRAFT_VALIDATION, ZCalendarDate, ZPhone } from './draft-fields';
import { ZIdParams } from './reference-common';

/**
 * Fisheries experts on an acquisition (spec 000 s7 'Fisheries experts', payloads of spec 002 s7).
 * {expertId} in the paths is the acquisitionFisheriesExpertId. Changes on drafts only.
 */
export const ZAcquisitionFisheriesExpert = z.object({
  acquisitionFisheriesExpertId: z.uuid(),
  fisheriesExpertId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** North 1, South 2, AllAreas 3, NotKnown -1. */
  approvedAreas: z.number().int(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type TAcquisitionFisheriesExpert = z.infer<typeof ZAcquisitionFisheriesExpert>;

const ZExpertIdRequired = z.uuid({ message: DRAFT_VALIDATION.required });
/** acquisitionFisheriesExpertId: optional client-generated row id (offline adds); adding it again answers the row. */
export const ZAddFisheriesExpert = z.object({
  fisheriesExpertId: ZExpertIdRequired,
  acquisitionFisheriesExpertId: z.uuid().optional(),
});
export const ZUpdateFisheriesExpert = z.object({
  fisheriesExpertId: ZExpertIdRequired,
  fromDate: ZCalendarDate.nullable().default(null),
  toDate: ZCalendarDate.nullable().default(null),
  phoneNumber: ZPhone.nullable().default(null),
});
export type TUpdateFisheriesExpert = z.input<typeof ZUpdateFisheriesExpert>;

const ZExpertParams = ZIdParams.extend({ expertId: z.uuid({ message: 'expertId must be a uuid' }) });

export const acquisitionFisheriesExpertsCall = defineCall({
  method: 'GET',
  path: '/Acquisition/{id}/FisheriesExpert',
  params: ZIdParams,
  response: z.array(ZAcquisitionFisheriesExpert),
  auth: 'context',
});
export const addAcquisitionFisheriesExpertCall = defineCall({
  method: 'POST',
  path: '/Acquisition/{id}/FisheriesExpert',
  params: ZIdParams,
  body: ZAddFisheriesExpert,
  response: ZAcquisitionFisheriesExpert,
  auth: 'context',
  permission: 'edit:acquisition',
});
export const updateAcquisitionFisheriesExpertCall = defineCall({
  method: 'PUT',
  path: '/Acquisition/{id}/FisheriesExpert/{expertId}',
  params: ZExpertParams,
  body: ZUpdateFisheriesExpert,
  response: ZAcquisitionFisheriesExpert,
  auth: 'context',
  permission: 'edit:acquisition',
});
export const deleteAcquisitionFisheriesExpertCall = defineCall({
  method: 'DELETE',
  path: '/Acquisition/{id}/FisheriesExpert/{expertId}',
  params: ZExpertParams,
  response: z.void(),
  auth: 'context',
  permission: 'edit:acquisition',
});

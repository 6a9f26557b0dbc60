import { z } from 'zod';
import { defineCall } from '../contract';
import { ZVesselRole } from '../enums/vessel-role';
import { DRAFT_VALIDATION, ZCalendarDate, ZPhone } from './draft-fields';
import { ZIdParams } from './reference-common';

/**
 * Vessels and their harbours on an acquisition (spec 000 s7 'Vessels and harbours on an acquisition',
 * payloads of spec 002 s7). In the paths, {vesselId} is the acquisitionVesselId (a row of the
 * acquisition) and {harbourId} of /Vessels/VesselHarbour/{harbourId} is the vesselHarbourId.
 * Changes are allowed on drafts only (status 99); the lists are readable by whoever sees the acquisition.
 */
export const ZVesselHarbour = z.object({
  vesselHarbourId: z.uuid(),
  harbourId: z.uuid(),
  harbourName: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export type TVesselHarbour = z.infer<typeof ZVesselHarbour>;

export const ZAcquisitionVessel = z.object({
  acquisitionVesselId: z.uuid(),
  vesselId: z.uuid(),
  vesselRole: ZVesselRole,
  phoneNumber: z.string().nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  daqVesselName: z.string(),
  daqVesselCallSignal: z.string(),
  daqVesselIMO: z.number().int().nullable(),
  daqVesselCountry: z.string(),
  harbours: z.array(ZVesselHarbour),
});
export type TAcquisitionVessel = z.infer<typeof ZAcquisitionVessel>;

const ZUuidRequired = z.uuid({ message: DRAFT_VALIDATION.required });

/**
 * Add payloads take an optional client-generated row id (acquisitionVesselId, vesselHarbourId), so a
 * row added offline keeps the id the browser gave it and later calls on it can wait in the outbox;
 * adding the same row id again answers the existing row.
 */
export const ZAddVessel = z.object({ vesselId: ZUuidRequired, acquisitionVesselId: z.uuid().optional() });
export const ZUpdateVessel = z.object({
  vesselId: ZUuidRequired,
  vesselRole: ZVesselRole.default(-1),
  phoneNumber: ZPhone.nullable().default(null),
  fromDate: ZCalendarDate.nullable().default(null),
  toDate: ZCalendarDate.nullable().default(null),
});
export type TUpdateVessel = z.input<typeof ZUpdateVessel>;
export const ZAddVesselHarbour = z.object({ harbourId: ZUuidRequired, vesselHarbourId: z.uuid().optional() });
export const ZUpdateVesselHarbour = z.object({
  harbourId: ZUuidRequired,
  fromDate: ZCalendarDate.nullable().default(null),
  toDate: ZCalendarDate.nullable().default(null),
});
export type TUpdateVesselHarbour = z.input<typeof ZUpdateVesselHarbour>;

const ZVesselParams = ZIdParams.extend({ vesselId: z.uuid({ message: 'vesselId must be a uuid' }) });
const ZHarbourParams = ZIdParams.extend({ harbourId: z.uuid({ message: 'harbourId must be a uuid' }) });

export const acquisitionVesselsCall = defineCall({
  method: 'GET',
  path: '/Acquisition/{id}/Vessels',
  params: ZIdParams,
  response: z.array(ZAcquisitionVessel),
  auth: 'context',
});
export const addAcquisitionVesselCall = defineCall({
  method: 'POST',
  path: '/Acquisition/{id}/Vessels',
  params: ZIdParams,
  body: ZAddVessel,
  response: ZAcquisitionVessel,
  auth: 'context',
  permission: 'edit:acquisition',
});
export const updateAcquisitionVesselCall = defineCall({
  method: 'PUT',
  path: '/Acquisition/{id}/Vessels/{vesselId}',
  params: ZVesselParams,
  body: ZUpdateVessel,
  response: ZAcquisitionVessel,
  auth: 'context',
  permission: 'edit:acquisition',
});
export const deleteAcquisitionVesselCall = defineCall({
  method: 'DELETE',
  path: '/Acquisition/{id}/Vessels/{vesselId}',
  params: ZVesselParams,
  response: z.void(),
  auth: 'context',
  permission: 'edit:acquisition',
});
export const vesselHarboursCall = defineCall({
  method: 'GET',
  path: '/Acquisition/{id}/Vessels/{vesselId}/VesselHarbours',
  params: ZVesselParams,
  response: z.array(ZVesselHarbour),
  auth: 'context',
});
export const addVesselHarbourCall = defineCall({
  method: 'POST',
  path: '/Acquisition/{id}/Vessels/{vesselId}/VesselHarbour',
  params: ZVesselParams,
  body: ZAddVesselHarbour,
  response: ZVesselHarbour,
  auth: 'context',
  permission: 'edit:acquisition',
});
export const updateVesselHarbourCall = defineCall({
  method: 'PUT',
  path: '/Acquisition/{id}/Vessels/VesselHarbour/{harbourId}',
  params: ZHarbourParams,
  body: ZUpdateVesselHarbour,
  response: ZVesselHarbour,
  auth: 'context',
  permission: 'edit:acquisition',
});
export const deleteVesselHarbourCall = defineCall({
  method: 'DELETE',
  path: '/Acquisition/{id}/Vessels/VesselHarbour/{harbourId}',
  params: ZHarbourParams,
  response: z.void(),
  auth: 'context',
  permission: 'edit:acquisition',
});

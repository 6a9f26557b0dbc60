import { z } from 'zod';
import { defineCall } from '../contract';
import { ZIdParams } from './reference-common';
import { ZFisheriesExpert, ZFisheriesExpertInput } from './reference-fisheries-experts';
import { ZHarbour, ZHarbourInput, ZVessel, ZVesselInput } from './reference-vessels';

const admin = { auth: 'context', permission: 'admin' } as const;

/** Every fisheries expert, deleted ones too. */
export const adminFisheriesExpertsCall = defineCall({
  method: 'GET',
  path: '/admin/fisheriesExperts',
  response: z.array(ZFisheriesExpert),
  ...admin,
});
export const adminCreateFisheriesExpertCall = defineCall({
  method: 'POST',
  path: '/admin/fisheriesExperts',
  body: ZFisheriesExpertInput,
  response: ZFisheriesExpert,
  ...admin,
});
/** 409 when isDeleted is set on an expert that an acquisition uses. */
export const adminUpdateFisheriesExpertCall = defineCall({
  method: 'PUT',
  path: '/admin/fisheriesExperts/{id}',
  params: ZIdParams,
  body: ZFisheriesExpertInput,
  response: ZFisheriesExpert,
  ...admin,
});

/** Every harbour, inactive ones too. */
export const adminHarboursCall = defineCall({ method: 'GET', path: '/admin/harbours', response: z.array(ZHarbour), ...admin });
/**
 * The harbour list read again from the database, past any cache; the same answer as GET /admin/harbours
 * (there is no external harbour register to refresh from, see docs/decisions.md).
 */
export const adminHarboursForceRefreshCall = defineCall({
  method: 'GET',
  path: '/admin/harbours/forceRefresh',
  response: z.array(ZHarbour),
  ...admin,
});
export const adminCreateHarbourCall = defineCall({ method: 'POST', path: '/admin/harbours', body: ZHarbourInput, response: ZHarbour, ...admin });
export const adminUpdateHarbourCall = defineCall({
  method: 'PUT',
  path: '/admin/harbours/{id}',
  params: ZIdParams,
  body: ZHarbourInput,
  response: ZHarbour,
  ...admin,
});

/** Every vessel, deleted ones too. */
export const adminVesselsCall = defineCall({ method: 'GET', path: '/admin/vessels', response: z.array(ZVessel), ...admin });
export const adminCreateVesselCall = defineCall({ method: 'POST', path: '/admin/vessels', body: ZVesselInput, response: ZVessel, ...admin });
/** 409 when isDeleted is set on a vessel that an acquisition uses. */
export const adminUpdateVesselCall = defineCall({
  method: 'PUT',
  path: '/admin/vessels/{id}',
  params: ZIdParams,
  body: ZVesselInput,
  response: ZVessel,
  ...admin,
});

import { z } from 'zod';
import { defineCall } from '../contract';
import { VALIDATION, ZIdParams, ZPositiveInt32, ZRequiredText } from './reference-common';
import { safeText } from './safe-input';

/** Vessel (spec 000 section 3); isInUse is computed from the acquisitions that use it. */
export const ZVessel = z.object({
  id: z.uuid(),
  name: z.string(),
  imo: z.number().int().nullable(),
  callSignal: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string(),
  isDeleted: z.boolean(),
  isInUse: z.boolean(),
});
export type TVessel = z.infer<typeof ZVessel>;

/**
 * Create and edit a vessel (spec 000 section 5): name, country and callSignal required; imo int32,
 * above zero. The service also refuses an IMO another vessel has and a country not in GET /Country.
 */
export const ZVesselInput = z.object({
  name: ZRequiredText,
  imo: ZPositiveInt32.nullable().default(null),
  callSignal: ZRequiredText,
  country: safeText(z.string({ message: VALIDATION.required }))
    .trim()
    .min(1, { message: VALIDATION.required })
    .max(2, { message: VALIDATION.tooLong })
    .toUpperCase(),
  isDeleted: z.boolean().default(false),
});
export type TVesselInput = z.input<typeof ZVesselInput>;

/** Harbour (spec 000 section 3). */
export const ZHarbour = z.object({ id: z.uuid(), name: z.string(), isInactive: z.boolean(), isInUse: z.boolean() });
export type THarbour = z.infer<typeof ZHarbour>;

/** Create and edit a harbour: name required; the service refuses a name another harbour has (ignoring case). */
export const ZHarbourInput = z.object({ name: ZRequiredText, isInactive: z.boolean().default(false) });
export type THarbourInput = z.input<typeof ZHarbourInput>;

/** Vessels that may be chosen (not deleted), by name. */
export const vesselsCall = defineCall({ method: 'GET', path: '/Vessel/vessels', response: z.array(ZVessel), auth: 'context' });
/** One vessel, deleted or not (an acquisition may still show a deleted vessel). */
export const vesselCall = defineCall({ method: 'GET', path: '/Vessel/{id}', params: ZIdParams, response: ZVessel, auth: 'context' });
/** Designated harbours: the active ones, by name. */
export const designatedHarboursCall = defineCall({
  method: 'GET',
  path: '/Harbour/designated',
  response: z.array(ZHarbour),
  auth: 'context',
});

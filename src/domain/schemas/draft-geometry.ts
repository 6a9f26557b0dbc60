import { z } from 'zod';
import { defineCall } from '../contract';
import { OCEAN_AREAS } from '../geometry/data/sea-areas';
import { ZCheckedGeometryInput } from '../geometry/geometry-input-schema';
import { GEOMETRY_BODY_LIMIT_BYTES } from '../geometry/limits';
import { ZLicenceShape } from './reference-licences';

/**
 * POST /{kind}/Validate (spec 000 s7, spec 002 s7): {kind} is 'Draft' (the only kind we serve). The
 * service runs the domain's validateAreas with the draft's licence shapes (when acquisitionId is given
 * and the type requires licences) and the restriction areas of the database.
 */
export const ZValidateGeometry = z
  .object({
    acquisitionId: z.uuid().optional(),
    netGeometry: ZCheckedGeometryInput.nullable().default(null),
    grossGeometry: ZCheckedGeometryInput.nullable().default(null),
  });
export type TValidateGeometry = z.input<typeof ZValidateGeometry>;

/** isValid false when there is a blocking error; errorMessage is a Norwegian text (first error, then warnings). */
export const ZGeometryValidation = z.object({
  isValid: z.boolean(),
  errorMessage: z.string().nullable(),
  errors: z.array(
    z.object({ code: z.string(), area: z.enum(['net', 'gross']), names: z.array(z.string()).optional() }),
  ),
  warnings: z.array(
    z.object({ code: z.string(), area: z.enum(['net', 'gross']), names: z.array(z.string()).optional() }),
  ),
  oceanArea: z.enum(OCEAN_AREAS).nullable(),
});
export type TGeometryValidation = z.infer<typeof ZGeometryValidation>;

export const validateGeometryCall = defineCall({
  method: 'POST',
  path: '/{kind}/Validate',
  // 'Draft' for the wizard, 'Acquisition' for an amended area on the acquisition page (spec 001 s7: POST /{kind}/Validate).
  params: z.object({ kind: z.enum(['Draft', 'Acquisition'], { message: "kind must be 'Draft' or 'Acquisition'" }) }),
  body: ZValidateGeometry,
  response: ZGeometryValidation,
  auth: 'context',
  bodyLimit: GEOMETRY_BODY_LIMIT_BYTES,
});

/** A restriction area (demo data): fields, pipelines, cable corridors, spawning grounds... */
export const ZRestrictionArea = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  geometry: ZLicenceShape,
});
export type TRestrictionArea = z.infer<typeof ZRestrictionArea>;

export const ZSeaAreaData = z.object({ oceanArea: z.enum(OCEAN_AREAS), geometry: ZLicenceShape });

/** Restriction areas and sea areas as data, so the web app runs the same checks offline (cache them). */
export const restrictionAreasCall = defineCall({
  method: 'GET',
  path: '/AcquisitionMap/restrictionAreas',
  response: z.array(ZRestrictionArea),
  auth: 'context',
});
export const seaAreasCall = defineCall({
  method: 'GET',
  path: '/AcquisitionMap/seaAreas',
  response: z.array(ZSeaAreaData),
  auth: 'context',
});

import type { Areal } from '../geometry/area-ops';
import type { SeaArea } from '../geometry/data/sea-areas';
import type { TGeometryInput } from '../geometry/types';
import { validateAreas, type RestrictionArea, type ValidateAreasResult } from '../geometry/validate';
import type { TAcquisitionConfig } from '../schemas/draft-config';

export interface DraftAreaCheckInput {
  net: TGeometryInput | null;
  gross: TGeometryInput | null;
  /** Shapes to check the areas against; empty skips the licence check (see licenceShapesToCheck). */
  licences: readonly Areal[];
  restrictions?: readonly RestrictionArea[];
  seaAreas?: readonly SeaArea[];
}

/** The licence shapes a draft's areas are checked against: its licences' shapes when its type requires licences. */
export function licenceShapesToCheck(
  config: Pick<TAcquisitionConfig, 'requiresLicence'>,
  licences: readonly { licenceShape: Areal | null }[],
): Areal[] {
  return config.requiresLicence ? licences.flatMap((l) => (l.licenceShape ? [l.licenceShape] : [])) : [];
}

/**
 * The geometry check of a draft's areas (validateAreas), shared by the service (save, submit, POST /Draft/Validate)
 * and the browser (summary, offline): valid when there is no error. A geometry the checks cannot process (e.g. a line
 * of one repeated point) is an invalidRing error, never an exception.
 */
export function checkDraftAreas(input: DraftAreaCheckInput): ValidateAreasResult {
  try {
    return validateAreas({
      net: input.net?.geometry ?? null,
      gross: input.gross?.geometry ?? null,
      licences: input.licences,
      restrictions: input.restrictions,
      seaAreas: input.seaAreas,
    });
  } catch {
    return {
      errors: [{ code: 'invalidRing', area: input.gross ? 'gross' : 'net' }],
      warnings: [],
      oceanArea: null,
    };
  }
}

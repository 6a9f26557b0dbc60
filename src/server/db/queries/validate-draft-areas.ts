import nb from '../../../../locales/nb/geometry.json' with { type: 'json' };
import type { Areal } from '../../../domain/geometry/area-ops';
import type { TGeometryInput } from '../../../domain/geometry/types';
import type { GeometryIssue } from '../../../domain/geometry/validate';
import type { TGeometryValidation } from '../../../domain/schemas/draft-geometry';
import type { Db } from '../../db/client';
import { runGeometryCheck } from '../../workers/geometry-pool';
import { loadRestrictionAreas, loadSeaAreas } from './load-areas';

const TEXTS: Record<string, string> = nb.validation;

function textOf(issue: GeometryIssue): string {
  return (TEXTS[issue.code] ?? issue.code).replace('{{names}}', (issue.names ?? []).join(', '));
}

/**
 * Runs the domain's draft area check (checkDraftAreas, in the geometry pool) with the restriction and sea areas of the database and the given
 * licence shapes. isValid is false on a blocking error; errorMessage is the first error's Norwegian
 * text, else the warnings' texts, else null.
 */
export async function validateDraftAreas(
  db: Db,
  areas: { net: TGeometryInput | null; gross: TGeometryInput | null },
  licenceShapes: readonly Areal[],
): Promise<TGeometryValidation> {
  const [restrictions, seaAreas] = await Promise.all([loadRestrictionAreas(db), loadSeaAreas(db)]);
  // In the geometry pool, off the event loop, with a time budget (422 when exceeded).
  const result = await runGeometryCheck({ ...areas, licences: licenceShapes, restrictions, seaAreas });
  const message =
    result.errors.length > 0 ? textOf(result.errors[0]) : result.warnings.map(textOf).join(' ') || null;
  return {
    isValid: result.errors.length === 0,
    errorMessage: message,
    errors: result.errors,
    warnings: result.warnings,
    oceanArea: result.oceanArea,
  };
}

import { describe, expect, it } from 'vitest';
import { MAX_VERTICES_PER_GEOMETRY } from '@/domain/geometry/limits';
import { importFile, importText } from '@/web/map/import-area';
import { PRJ, SHAPE_TYPE, type Xy } from '../domain/geometry/fixtures/shapefile-writer';
import { zipShapefile } from '../domain/geometry/fixtures/zip';

const rules = { allowedTypes: ['Polygon'] as const, hasShapeUpload: true, hasUkooaUpload: true };
const bytes = (data: Uint8Array): ArrayBuffer => data.slice().buffer as ArrayBuffer;

/** A shapefile outline of n vertices around 2.8°E 60.45°N (closed, clockwise as shapefiles want outer rings). */
function outline(n: number): Xy[] {
  const ring = Array.from({ length: n }, (_, i): Xy => {
    const a = (-2 * Math.PI * i) / n;
    return [2.8 + 0.25 * Math.cos(a), 60.45 + 0.15 * Math.sin(a)];
  });
  return [...ring, ring[0]];
}

/** The service's limits are told at import (a Norwegian message), not at save. */
describe("the browser's import and the service's area limits", () => {
  it('refuses a shapefile outline over the vertex limit with its message key', async () => {
    const zip = zipShapefile(SHAPE_TYPE.Polygon, [[outline(MAX_VERTICES_PER_GEOMETRY + 1)]], PRJ.WGS84);
    expect(await importFile(new File([bytes(zip)], 'stor.zip'), rules)).toEqual({
      ok: false,
      messageKey: 'geometry-input:tooManyVertices',
    });
  });

  it('imports an outline of a few thousand vertices, as real survey outlines have', async () => {
    const zip = zipShapefile(SHAPE_TYPE.Polygon, [[outline(4000)]], PRJ.WGS84);
    const outcome = await importFile(new File([bytes(zip)], 'omraade.zip'), rules);
    expect(outcome.ok).toBe(true);
  });

  it('refuses a pasted ring whose corners lie on one line, as the service would', () => {
    expect(importText('60.3 2.6\n60.3 2.7\n60.3 2.8', rules)).toEqual({
      ok: false,
      messageKey: 'geometry-input:ringWithoutArea',
    });
  });
});

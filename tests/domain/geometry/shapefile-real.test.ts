import { readFileSync } from 'node:fs';
import { unzipSync, zipSync } from 'fflate';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { ed50TransformationFor, proj4Definition } from '@/domain/geometry/crs';
import { projectParts } from '@/domain/geometry/project-parts';
import { pointInRing } from '@/domain/geometry/rings';
import { importShapefileZip } from '@/domain/geometry/shapefile-import';
import { readShp } from '@/domain/geometry/shp-reader';
import type { LonLat } from '@/domain/geometry/types';

// The directorate's own field outlines and pipelines, ED50 geographic (tests/fixtures/geometry/README.md).
const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/geometry/${name}`));
const metres = (a: readonly number[], b: readonly number[]) =>
  Math.hypot((a[0] - b[0]) * 111_195 * Math.cos((a[1] * Math.PI) / 180), (a[1] - b[1]) * 111_195);

describe('real shapefiles of the directorate', () => {
  it('reads the field outlines: every record, its several parts and its holes, as one MultiPolygon', async () => {
    const zip = fixture('sodir-fldArea.zip');
    const result = await importShapefileZip(zip, { fileName: 'fldArea.zip' });
    expect(result.csOriginWkId).toBe(4230);
    expect([1612, 1613]).toContain(result.transformationToWgs84);
    if (result.geometry.type !== 'MultiPolygon') throw new Error(result.geometry.type);
    const polygons = result.geometry.coordinates as LonLat[][][];
    // 140 records, 61 of them of several parts: 298 rings, 27 of them holes
    expect(polygons.reduce((n, p) => n + p.length, 0)).toBe(298);
    expect(polygons).toHaveLength(298 - 27);
    for (const [outer, ...holes] of polygons) {
      for (const hole of holes) expect(pointInRing(hole[0], outer)).toBe(true);
    }
    const vertices = polygons.flat(2).length;
    expect(vertices).toBe(80_305);
  });

  it('reads the pipelines as one MultiLineString of every part', async () => {
    const result = await importShapefileZip(fixture('sodir-pipLine.zip'));
    if (result.geometry.type !== 'MultiLineString') throw new Error(result.geometry.type);
    expect(result.geometry.coordinates).toHaveLength(81);
    expect(result.geometry.coordinates.flat().length).toBe(2909);
  });

  it('shifts every field vertex within 1 mm of the exact ED50 -> WGS 84 transformation of its feature', async () => {
    const files = unzipSync(fixture('sodir-fldArea.zip'));
    const layer = readShp(files['fldArea.shp']);
    const source = layer.parts.map((part) => part.map((p): LonLat => [p[0], p[1]]));
    projectParts(layer.parts, 4230, layer.recordStarts);
    const exact = [1613, 1612].map((t) => proj4(proj4Definition(4230, t), proj4Definition(4326)));
    const starts = [...layer.recordStarts, source.length];
    let worst = 0;
    for (let r = 0; r + 1 < starts.length; r++) {
      const lats = source
        .slice(starts[r], starts[r + 1])
        .flat()
        .map((p) => p[1]);
      const north = ed50TransformationFor((Math.min(...lats) + Math.max(...lats)) / 2) === 1612 ? 1 : 0;
      for (let p = starts[r]; p < starts[r + 1]; p++) {
        source[p].forEach((point, k) => {
          worst = Math.max(worst, metres(exact[north].forward(point), layer.parts[p][k]));
        });
      }
    }
    expect(worst).toBeLessThan(0.001);
  });

  it('ignores the attribute table: any .dbf encoding, .cpg or none gives the same geometry', async () => {
    const files = unzipSync(fixture('sodir-pipLine.zip'));
    const expected = (await importShapefileZip(fixture('sodir-pipLine.zip'))).geometry;
    const latin1 = zipSync({
      ...files,
      'pipLine.cpg': new TextEncoder().encode('ISO-8859-1'),
      'pipLine.dbf': files['pipLine.dbf'].map((b) => (b > 127 ? b ^ 0x40 : b)),
    });
    const { 'pipLine.dbf': _dbf, 'pipLine.cpg': _cpg, ...withoutTable } = files;
    expect((await importShapefileZip(latin1)).geometry).toEqual(expected);
    expect((await importShapefileZip(zipSync(withoutTable))).geometry).toEqual(expected);
  });
});

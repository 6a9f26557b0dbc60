// Inputs shared by the geometry benchmarks: 20 licence boxes, 50 restriction ellipses, a ~5 MB ED50 shapefile.
import type { LineString } from 'geojson';
import { fromWgs84 } from '../../../src/domain/geometry/crs';
import { PRJ, SHAPE_TYPE, type Xy } from '../../../tests/domain/geometry/fixtures/shapefile-writer';
import { box, ellipse } from '../../../tests/domain/geometry/fixtures/shapes';
import { zipShapefile } from '../../../tests/domain/geometry/fixtures/zip';

export const licences = Array.from({ length: 20 }, (_, i) =>
  box(
    1.6 + (i % 5) * 0.9,
    56.8 + Math.floor(i / 5) * 1.1,
    2.5 + (i % 5) * 0.9,
    57.9 + Math.floor(i / 5) * 1.1,
  ),
);

export const restrictions = Array.from({ length: 50 }, (_, i) => ({
  name: `Restriksjon ${i + 1}`,
  geometry: ellipse(2 + (i % 10) * 0.3, 57.5 + Math.floor(i / 10) * 0.7, 0.05, 0.03, 64),
}));

/** ~5 MB zipped: 420 clockwise polygons of 1,000 vertices in ED50 UTM 31N (so the datum shift is included). */
export function bigShapefile(): Uint8Array {
  const records: Xy[][][] = [];
  for (let i = 0; i < 420; i++) {
    const lon = 2.3 + (i % 20) * 0.1;
    const lat = 57.8 + Math.floor(i / 20) * 0.18;
    const ring = ellipse(lon, lat, 0.04, 0.04, 1000).coordinates[0].reverse() as Xy[];
    records.push([fromWgs84(ring, 23031, 1613) as Xy[]]);
  }
  return zipShapefile(SHAPE_TYPE.Polygon, records, PRJ.ED50_UTM31, 'stort-omraade');
}

/**
 * A 2D survey of `points` shot points 25 m apart: east-west sail lines of 2,000 points (50 km) joined end to end,
 * 2 km apart, from 2.0°E 57.0°N, crossing licence borders (as one polyline).
 */
export function surveyLine(points: number): LineString {
  const coordinates: [number, number][] = [];
  const perLine = 2000;
  const step = 25 / (111_195 * Math.cos((57.5 * Math.PI) / 180));
  for (let i = 0; i < points; i++) {
    const line = Math.floor(i / perLine);
    const k = i % perLine;
    const along = line % 2 === 0 ? k : perLine - 1 - k;
    coordinates.push([2.0 + along * step, 57.0 + (line * 2000) / 111_195]);
  }
  return { type: 'LineString', coordinates };
}

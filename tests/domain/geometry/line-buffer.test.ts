import { describe, expect, it } from 'vitest';
import { bufferPolyline } from '@/domain/geometry/line-buffer';
import { PolygonIndex } from '@/domain/geometry/polygon-index';
import { signedArea } from '@/domain/geometry/rings';
import { box } from './fixtures/shapes';

const M = (6_371_008.8 * Math.PI) / 180;
/** lon/lat of a point `east` and `north` metres from lon0/lat0. */
const offset = (lon0: number, lat0: number, east: number, north: number): [number, number] => [
  lon0 + east / (M * Math.cos((lat0 * Math.PI) / 180)),
  lat0 + north / M,
];

describe('bufferPolyline', () => {
  const path: [number, number][] = [[3, 60], offset(3, 60, 1000, 0), offset(3, 60, 1000, 1000)];
  const area = bufferPolyline([path], 10);
  const index = new PolygonIndex(area, 'nonzero');

  it('makes one counter-clockwise capsule per segment, 10 m wide each side', () => {
    expect(area.coordinates).toHaveLength(2);
    for (const [ring] of area.coordinates) expect(signedArea(ring as [number, number][])).toBeGreaterThan(0);
    const [x, y] = offset(3, 60, 500, 10);
    const top = area.coordinates[0][0].reduce((best, p) => (p[1] > best[1] ? p : best));
    expect(Math.abs(top[1] - y) * M).toBeLessThan(0.01);
    expect(x).toBeGreaterThan(3);
  });

  it('holds the points within 10 m of the line and no others, joints included', () => {
    expect(index.contains(...offset(3, 60, 500, 9))).toBe(true);
    expect(index.contains(...offset(3, 60, 500, -9))).toBe(true);
    expect(index.contains(...offset(3, 60, 500, 11))).toBe(false);
    expect(index.contains(...offset(3, 60, 1000, 0))).toBe(true); // in both capsules at the bend
    expect(index.contains(...offset(3, 60, 1006, -6))).toBe(true); // outside corner of the bend, 8.5 m away
    expect(index.contains(...offset(3, 60, 1009, -9))).toBe(false); // 12.7 m away
    expect(index.contains(...offset(3, 60, -9, 0))).toBe(true); // the rounded start
  });

  it('differs from even-odd exactly where pieces overlap', () => {
    const overlapping = {
      type: 'MultiPolygon' as const,
      coordinates: [box(0, 0, 2, 2).coordinates, box(1, 1, 3, 3).coordinates],
    };
    expect(new PolygonIndex(overlapping).contains(1.5, 1.5)).toBe(false);
    expect(new PolygonIndex(overlapping, 'nonzero').contains(1.5, 1.5)).toBe(true);
    expect(new PolygonIndex(overlapping, 'nonzero').contains(0.5, 0.5)).toBe(true);
  });
});

import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaMeets, arealOf, indexOf } from '@/domain/geometry/area-ops';
import { BufferedLine } from '@/domain/geometry/buffered-line';
import { hasPartInside, hasPartOutside } from '@/domain/geometry/containment';
import { PolygonIndex } from '@/domain/geometry/polygon-index';
import type { TAreaGeometry } from '@/domain/geometry/types';
import { box, ellipse } from './fixtures/shapes';

const M = (6_371_008.8 * Math.PI) / 180;
const east = (metres: number, lat = 58.5) => metres / (M * Math.cos((lat * Math.PI) / 180));
const north = (metres: number) => metres / M;
const line = (...coordinates: Position[]): TAreaGeometry => ({ type: 'LineString', coordinates });
/** The old way: the 10 m buffer as capsules in a nonzero-rule polygon index. */
const capsules = (geometry: TAreaGeometry) => indexOf(geometry, arealOf(geometry));
const buffered = (geometry: TAreaGeometry) =>
  new BufferedLine(geometry.type === 'LineString' ? [geometry.coordinates] : [], 10);

describe('a polyline with its 10 m tested as a distance', () => {
  it('holds the points within 10 m of the line, ends and bends included, and no others', () => {
    const l = new BufferedLine(
      [
        [
          [3, 58.5],
          [3 + east(1000), 58.5],
          [3 + east(1000), 58.5 + north(1000)],
        ],
      ],
      10,
    );
    expect(l.contains(3 + east(500), 58.5 + north(9.9))).toBe(true);
    expect(l.contains(3 + east(500), 58.5 - north(10.1))).toBe(false);
    expect(l.contains(3 - east(9.9), 58.5)).toBe(true); // the rounded start
    expect(l.contains(3 + east(1006), 58.5 - north(6))).toBe(true); // 8.5 m off the bend's outer corner
    expect(l.contains(3 + east(1009), 58.5 - north(9))).toBe(false); // 12.7 m
    expect(new BufferedLine([[[3, 58.5]]], 10).contains(3 + east(9), 58.5)).toBe(true); // a lone point
  });

  it('agrees with the capsules on containment, beside and across licence borders', () => {
    const licences = [new PolygonIndex(box(2, 58, 2.5, 59)), new PolygonIndex(box(2.5, 58, 3, 59))];
    const cases: [string, TAreaGeometry][] = [
      ['across the shared border', line([2.3, 58.5], [2.7, 58.5])],
      ['5 m inside the outer border', line([2.3, 58.5], [3 - east(5), 58.6])],
      ['30 m inside it', line([2.3, 58.5], [3 - east(30), 58.6])],
      ['9.5 m inside it, parallel', line([3 - east(9.5), 58.2], [3 - east(9.5), 58.8])],
      ['10.5 m inside it, parallel', line([3 - east(10.5), 58.2], [3 - east(10.5), 58.8])],
      ['past the corner', line([3 - east(100), 59 + north(5)], [3 + east(5), 59 - north(100)])],
      ['wholly outside', line([3.2, 58.5], [3.3, 58.5])],
      ['outside, 5 m from the border', line([3 + east(5), 58.2], [3 + east(5), 58.8])],
    ];
    for (const [name, geometry] of cases) {
      const [ours, old] = [buffered(geometry), capsules(geometry)];
      expect(hasPartOutside(ours, licences), `${name}: outside`).toBe(hasPartOutside(old, licences));
      expect(hasPartInside(ours, licences), `${name}: inside`).toBe(hasPartInside(old, licences));
    }
  });

  it('meets a restriction area within 10 m, not 11 m away, and one it lies in', () => {
    const restriction = new PolygonIndex(box(3, 59, 3.1, 59.1));
    const at = (metres: number) =>
      buffered(line([3 - east(metres, 59), 59.02], [3 - east(metres, 59), 59.08]));
    expect(areaMeets(at(9), restriction)).toBe(true);
    expect(areaMeets(at(11), restriction)).toBe(false);
    expect(areaMeets(buffered(line([3.05, 59.05], [3.06, 59.05])), restriction)).toBe(true);
    const tiny = new PolygonIndex(ellipse(3.05, 59.05 + north(5), east(2, 59), north(2), 16));
    expect(areaMeets(buffered(line([3.04, 59.05], [3.06, 59.05])), tiny)).toBe(true); // wholly in the buffer
  });
});

describe('large areas (the edge grid path) give the same answers', () => {
  const ring = (polygon: Polygon) => polygon.coordinates[0];
  it('finds an edge leaving a licence by 5 m among 20,000, and none within the tolerance', () => {
    const licence = [new PolygonIndex(box(2, 58, 3, 59))];
    const inside = ellipse(2.5, 58.5, 0.3, 0.2, 20_000);
    expect(hasPartOutside(new PolygonIndex(inside), licence)).toBe(false);
    // one vertex moved to 5 m east of the licence's eastern border (its two edges cross it)
    const spiked = ring(inside).map((p) => [...p]);
    spiked[5000] = [3 + east(5), 58.5];
    const spike: Polygon = { type: 'Polygon', coordinates: [spiked] };
    expect(hasPartOutside(new PolygonIndex(spike), licence)).toBe(true);
    spiked[5000] = [3 + east(0.5), 58.5];
    expect(hasPartOutside(new PolygonIndex(spike), licence)).toBe(false);
    // a 20 m wide notch cut into the licence across the area's edge
    const notched: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [2, 58],
          [3, 58],
          [3, 58.5 - north(10)],
          [2.6, 58.5 - north(10)],
          [2.6, 58.5 + north(10)],
          [3, 58.5 + north(10)],
          [3, 59],
          [2, 59],
          [2, 58],
        ],
      ],
    };
    expect(hasPartOutside(new PolygonIndex(inside), [new PolygonIndex(notched)])).toBe(true);
  });
});

import {
  area,
  difference,
  feature,
  featureCollection,
  flatten,
  intersect,
  length,
  polygonToLine,
} from '@turf/turf';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { arealOf, indexOf, PolygonIndex, verticesInside } from '@/domain/geometry/area-ops';
import { CONTAINMENT_TOLERANCE_METRES, hasPartInside, hasPartOutside } from '@/domain/geometry/containment';
import { fromWgs84, toWgs84 } from '@/domain/geometry/crs';
import type { LonLat, TAreaGeometry } from '@/domain/geometry/types';
import { validateAreas } from '@/domain/geometry/validate';
import { box, ellipse } from './fixtures/shapes';

// metres in degrees at 58.5°N
const M_LAT = 1 / 111_195;
const M_LON = 1 / 58_098;

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const netWarned = (gross: TAreaGeometry, net: TAreaGeometry) =>
  codes(validateAreas({ gross, net }).warnings).includes('netOutsideGross');
/** What the old check (every net vertex inside gross) said. */
const verticesSayInside = (gross: TAreaGeometry, net: TAreaGeometry) =>
  verticesInside(arealOf(net), [indexOf(gross, arealOf(gross))]);

/** A U: a 1° x 1° square with a notch from the north side down to 58.5°N between 2.4°E and 2.6°E. */
const U: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [2, 58],
      [3, 58],
      [3, 59],
      [2.6, 59],
      [2.6, 58.5],
      [2.4, 58.5],
      [2.4, 59],
      [2, 59],
      [2, 58],
    ],
  ],
};

/** A square with a square hole (2.4-2.6°E, 58.4-58.6°N). */
const HOLED: Polygon = {
  type: 'Polygon',
  coordinates: [box(2, 58, 3, 59).coordinates[0], [...box(2.4, 58.4, 2.6, 58.6).coordinates[0]].reverse()],
};

const line = (...points: Position[]): TAreaGeometry => ({ type: 'LineString', coordinates: points });
const multi = (...polygons: Polygon[]): MultiPolygon => ({
  type: 'MultiPolygon',
  coordinates: polygons.map((p) => p.coordinates),
});

describe('net area inside gross area, exactly', () => {
  it('warns when an edge of net crosses out of a concave gross although every vertex is inside', () => {
    const across = box(2.2, 58.6, 2.8, 58.8); // corners in the two arms of the U, top and bottom edges cross the notch
    expect(verticesSayInside(U, across)).toBe(true);
    expect(netWarned(U, across)).toBe(true);
    expect(netWarned(U, box(2.1, 58.6, 2.3, 58.8))).toBe(false); // in one arm
    expect(netWarned(U, box(2.2, 58.1, 2.8, 58.4))).toBe(false); // below the notch
  });

  it('warns when net goes round a hole of gross or lies on the hole, not when it only shares its border', () => {
    const round = box(2.3, 58.3, 2.7, 58.7);
    expect(verticesSayInside(HOLED, round)).toBe(true);
    expect(netWarned(HOLED, round)).toBe(true);
    expect(netWarned(HOLED, box(2.4, 58.4, 2.6, 58.6))).toBe(true); // exactly the hole
    expect(netWarned(HOLED, box(2.2, 58.4, 2.4, 58.6))).toBe(false); // beside it, sharing its west side
    expect(netWarned(HOLED, HOLED)).toBe(false);
    // a net with the same hole is inside; a net with a smaller hole is not
    const smallerHole: Polygon = {
      type: 'Polygon',
      coordinates: [box(2.3, 58.3, 2.7, 58.7).coordinates[0], box(2.45, 58.45, 2.55, 58.55).coordinates[0]],
    };
    const sameHole: Polygon = {
      type: 'Polygon',
      coordinates: [box(2.3, 58.3, 2.7, 58.7).coordinates[0], box(2.4, 58.4, 2.6, 58.6).coordinates[0]],
    };
    expect(netWarned(HOLED, smallerHole)).toBe(true);
    expect(netWarned(HOLED, sameHole)).toBe(false);
  });

  it('does not warn for a net identical to gross, projected back and forth, or sharing its border', () => {
    const gross = ellipse(2.5, 58.5, 0.4, 0.2, 500);
    expect(netWarned(gross, gross)).toBe(false);
    // through ED50 UTM 31N and back: every vertex moves by up to a millimetre, edges cross back and forth
    const ring = gross.coordinates[0] as LonLat[];
    const roundTrip = toWgs84(fromWgs84(ring, 23031, 1613), 23031).points;
    expect(roundTrip.some((p, i) => p[0] !== ring[i][0] || p[1] !== ring[i][1])).toBe(true);
    expect(netWarned(gross, { type: 'Polygon', coordinates: [roundTrip] })).toBe(false);
    expect(netWarned(box(2, 58, 3, 59), box(2, 58, 2.5, 59))).toBe(false); // the west half: three sides shared
    expect(netWarned(box(2, 58, 3, 59), box(2, 58, 3, 59))).toBe(false);
  });

  it(`tolerates ${CONTAINMENT_TOLERANCE_METRES} m, not more`, () => {
    const gross = box(2, 58, 3, 59);
    expect(netWarned(gross, box(2.5, 58.2, 3 + 0.5 * M_LON, 58.8))).toBe(false);
    expect(netWarned(gross, box(2.5, 58.2, 3 + 3 * M_LON, 58.8))).toBe(true);
    expect(netWarned(gross, box(2.5, 58.2, 2.8, 59 + 3 * M_LAT))).toBe(true);
    // a net lying outside, along the border, wider than the tolerance
    expect(netWarned(gross, box(3, 58.2, 3 + 5 * M_LON, 58.8))).toBe(true);
  });

  it('checks every part of multipolygons', () => {
    const gross = box(2, 58, 3, 59);
    expect(netWarned(gross, multi(box(2.1, 58.1, 2.3, 58.3), box(2.6, 58.6, 2.9, 58.9)))).toBe(false);
    expect(netWarned(gross, multi(box(2.1, 58.1, 2.3, 58.3), box(2.9, 58.6, 3.2, 58.9)))).toBe(true);
    // gross of two squares sharing a side: a net across the shared side is inside
    const halves = multi(box(2, 58, 2.5, 59), box(2.5, 58, 3, 59));
    expect(netWarned(halves, box(2.2, 58.2, 2.8, 58.8))).toBe(false);
    // gross of two squares with a gap: a net across the gap has its vertices inside, not its middle
    const apart = multi(box(2, 58, 2.4, 59), box(2.6, 58, 3, 59));
    expect(verticesSayInside(apart, box(2.2, 58.2, 2.8, 58.8))).toBe(true);
    expect(netWarned(apart, box(2.2, 58.2, 2.8, 58.8))).toBe(true);
  });

  it('checks polylines as the 10 m around them', () => {
    const gross = box(2, 58, 3, 59);
    expect(netWarned(gross, line([2.5, 58.2], [2.5, 58.8]))).toBe(false);
    expect(netWarned(gross, line([2.5, 58.2], [3 - 50 * M_LON, 58.8]))).toBe(false); // 50 m from the border
    expect(netWarned(gross, line([2.5, 58.2], [3 - 5 * M_LON, 58.8]))).toBe(true); // its buffer crosses out
    const acrossNotch = line([2.2, 58.7], [2.8, 58.7]);
    expect(verticesSayInside(U, acrossNotch)).toBe(true); // the vertices of its buffer lie in the arms
    expect(netWarned(U, acrossNotch)).toBe(true);
    // a polyline gross: the same line and a part of it are inside, a parallel line 40 m away is not
    const path: Position[] = [
      [2.2, 58.2],
      [2.4, 58.3],
      [2.6, 58.25],
    ];
    const grossLine = line(...path);
    expect(netWarned(grossLine, grossLine)).toBe(false);
    expect(netWarned(grossLine, line([2.3, 58.25], [2.4, 58.3], [2.5, 58.275]))).toBe(false);
    expect(netWarned(grossLine, line(...path.map(([x, y]) => [x, y + 40 * M_LAT])))).toBe(true);
    expect(netWarned(grossLine, box(2.39, 58.29, 2.41, 58.31))).toBe(true);
  });
});

describe('areas inside licence shapes, exactly', () => {
  const check = (gross: TAreaGeometry, licences: (Polygon | MultiPolygon)[]) => {
    const result = validateAreas({ gross, licences });
    return [...codes(result.errors), ...codes(result.warnings)];
  };

  it('warns when an edge leaves a concave licence although every vertex is inside', () => {
    const across = box(2.2, 58.6, 2.8, 58.8);
    expect(verticesSayInside(U, across)).toBe(true);
    expect(check(across, [U])).toEqual(['partlyOutsideLicences']);
    expect(check(box(2.1, 58.6, 2.3, 58.8), [U])).toEqual([]);
  });

  it('accepts an area spanning licences that share a border, and one identical to a licence', () => {
    const licences = [box(2, 58, 2.5, 59), box(2.5, 58, 3, 59)];
    expect(check(box(2.2, 58.2, 2.8, 58.8), licences)).toEqual([]);
    expect(check(box(2, 58, 3, 59), licences)).toEqual([]);
    expect(check(box(2, 58, 2.5, 59), licences)).toEqual([]);
  });

  it('gives the critical error for an area only sharing a border with a licence', () => {
    const licence = box(2, 58, 2.5, 59);
    const beside = box(2.5, 58.2, 2.8, 58.8);
    expect(check(beside, [licence])).toEqual(['areaNotMatchingLicences']);
    expect(check(box(2.5 - 5 * M_LON, 58.2, 2.8, 58.8), [licence])).toEqual(['partlyOutsideLicences']);
  });

  it('warns for an area holding a whole licence, and an area round a licence hole', () => {
    expect(check(box(2, 58, 3, 59), [box(2.4, 58.4, 2.6, 58.6)])).toEqual(['partlyOutsideLicences']);
    expect(check(box(2.3, 58.3, 2.7, 58.7), [HOLED])).toEqual(['partlyOutsideLicences']);
    expect(check(box(2.4, 58.4, 2.6, 58.6), [HOLED])).toEqual(['areaNotMatchingLicences']); // exactly the hole
  });
});

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A star-shaped polygon of 5-12 vertices, radius 2-10 km, around a point up to `spread` km from 2.5°E 58.5°N. */
function star(next: () => number, spread = 3): Polygon {
  const [lon, lat] = [
    2.5 + (next() - 0.5) * 2000 * spread * M_LON,
    58.5 + (next() - 0.5) * 2000 * spread * M_LAT,
  ];
  const count = 5 + Math.floor(next() * 8);
  const ring: Position[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * (i + next() * 0.8)) / count;
    const metres = 2000 + next() * 8000;
    ring.push([lon + Math.cos(angle) * metres * M_LON, lat + Math.sin(angle) * metres * M_LAT]);
  }
  ring.push([...ring[0]]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** The polygon with every vertex moved by up to half a millimetre. */
function nudged(polygon: Polygon, next: () => number): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      polygon.coordinates[0].map(([x, y]) => [x + (next() - 0.5) * 1e-8, y + (next() - 0.5) * 1e-8]),
    ],
  };
}

/** The star scaled by `factor` about its centre (the mean of its vertices), moved `metres` east. */
function shrunk(polygon: Polygon, factor: number, metres: number): Polygon {
  const ring = polygon.coordinates[0];
  const vertices = ring.slice(0, -1);
  const cx = vertices.reduce((sum, p) => sum + p[0], 0) / vertices.length;
  const cy = vertices.reduce((sum, p) => sum + p[1], 0) / vertices.length;
  const at = ([x, y]: Position) => [cx + (x - cx) * factor + metres * M_LON, cy + (y - cy) * factor];
  return { type: 'Polygon', coordinates: [ring.map(at)] };
}

describe('agrees with turf (polygon clipping) on random polygons', () => {
  // turf's difference and intersect are exact but far too slow for 10,000 vertices (seconds), so they judge here only
  it('finds a part outside (inside) when turf finds a wide difference (overlap), none when it finds a sliver', () => {
    /** The widest part of a clipping result: twice its area over its perimeter, in metres (0 when none). */
    const widest = (result: ReturnType<typeof difference>) => {
      if (!result) return 0;
      return Math.max(
        ...flatten(result).features.map((piece) => {
          const perimeter = length(polygonToLine(piece) as never, { units: 'meters' });
          return (2 * area(piece)) / perimeter;
        }),
      );
    };
    const next = random(2024);
    const seen = { outside: 0, inside: 0, overlapping: 0, apart: 0 };
    for (let i = 0; i < 100; i++) {
      const gross = star(next);
      // nets: the gross with vertices nudged by up to a millimetre (borders shared), the gross shrunk (mostly
      // inside, or moved 0-3 km east), random stars near it and farther off
      const kind = i % 4;
      const net: Polygon =
        kind === 0
          ? nudged(gross, next)
          : kind === 1
            ? shrunk(gross, 0.3 + next() * 0.6, next() < 0.5 ? 0 : 3000 * next())
            : star(next, kind === 2 ? 3 : 20);
      const [n, g] = [new PolygonIndex(net), new PolygonIndex(gross)];
      const outside = widest(difference(featureCollection([feature(net), feature(gross)])));
      if (outside < 0.1 || outside > 20) {
        expect(hasPartOutside(n, [g]), `case ${i}: turf's widest part outside ${outside} m`).toBe(
          outside > 20,
        );
        seen[outside > 20 ? 'outside' : 'inside']++;
      }
      const overlap = widest(intersect(featureCollection([feature(net), feature(gross)])));
      if (overlap < 0.1 || overlap > 20) {
        expect(hasPartInside(n, [g]), `case ${i}: turf's widest overlap ${overlap} m`).toBe(overlap > 20);
        seen[overlap > 20 ? 'overlapping' : 'apart']++;
      }
    }
    // the cases cover both answers of both checks
    expect(seen.outside).toBeGreaterThan(20);
    expect(seen.inside).toBeGreaterThan(20);
    expect(seen.overlapping).toBeGreaterThan(20);
    expect(seen.apart).toBeGreaterThan(5);
  });
});

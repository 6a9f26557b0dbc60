import type { TAreaGeometry } from '../../../domain/geometry/types';
import { OceanArea } from '../../../domain/enums/ocean-area';

/**
 * Boxes on the Norwegian shelf, away from land and the outer limit, per ocean area (approximate; for demo and
 * benchmark data). The shelf's part of the Greenland Sea is taken west of Svalbard, north of 79°N.
 */
export const SHELF_BOXES: Record<OceanArea, [number, number, number, number]> = {
  [OceanArea.NorthSea]: [2.8, 56.8, 4.6, 61.2],
  [OceanArea.NorwegianSea]: [2.0, 63.2, 6.5, 66.8],
  [OceanArea.BarentsSea]: [19.0, 71.4, 31.5, 73.8],
  [OceanArea.GreenlandSea]: [-0.5, 79.3, 6.0, 80.3],
};

export type Random = () => number;

/** A small seeded random generator (mulberry32), so that generated data is the same on every run. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r4 = (n: number) => Math.round(n * 1e5) / 1e5;

/** An irregular polygon (a survey area) of `vertices` corners around a point, radius in km. */
export function surveyPolygon(random: Random, lon: number, lat: number, radiusKm: number, vertices: number): TAreaGeometry {
  const kmLat = 1 / 111;
  const kmLon = 1 / (111 * Math.cos((lat * Math.PI) / 180));
  const stretch = 0.5 + random();
  const turn = random() * Math.PI;
  const ring: [number, number][] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = (2 * Math.PI * i) / vertices;
    const r = radiusKm * (0.8 + 0.4 * random());
    const x = Math.cos(angle) * r * stretch;
    const y = Math.sin(angle) * r;
    ring.push([r4(lon + (x * Math.cos(turn) - y * Math.sin(turn)) * kmLon), r4(lat + (x * Math.sin(turn) + y * Math.cos(turn)) * kmLat)]);
  }
  ring.push(ring[0]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** A few parallel 2D seismic lines around a point. */
export function surveyLines(random: Random, lon: number, lat: number, lengthKm: number, lines: number): TAreaGeometry {
  const kmLat = 1 / 111;
  const kmLon = 1 / (111 * Math.cos((lat * Math.PI) / 180));
  const turn = random() * Math.PI;
  const coordinates: [number, number][][] = [];
  for (let i = 0; i < lines; i++) {
    const offset = (i - lines / 2) * 3;
    const line: [number, number][] = [];
    for (const t of [-0.5, 0, 0.5]) {
      const x = t * lengthKm;
      const y = offset;
      line.push([r4(lon + (x * Math.cos(turn) - y * Math.sin(turn)) * kmLon), r4(lat + (x * Math.sin(turn) + y * Math.cos(turn)) * kmLat)]);
    }
    coordinates.push(line);
  }
  return { type: 'MultiLineString', coordinates };
}

/** A random point inside the area's box. */
export function pointIn(random: Random, area: OceanArea): [number, number] {
  const [w, s, e, n] = SHELF_BOXES[area];
  return [w + random() * (e - w), s + random() * (n - s)];
}

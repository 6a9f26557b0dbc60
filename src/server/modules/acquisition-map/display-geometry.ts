import { simplify } from '@turf/turf';
import type { TAreaGeometry } from '../../../domain/geometry/types';

/** Simplification tolerance in degrees (about 300 m) and the decimals kept (about 100 m): enough on a map of the shelf. */
const TOLERANCE = 0.003;
const DECIMALS = 3;

export interface TDisplayGeometry {
  /** GeoJSON geometry as JSON text. */
  json: string;
  bbox: [number, number, number, number];
}

const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

function roundDeep(coords: unknown): unknown {
  if (typeof coords === 'number') return round(coords);
  return (coords as unknown[]).map(roundDeep);
}

function extend(box: [number, number, number, number], coords: unknown): void {
  if (typeof (coords as unknown[])[0] === 'number') {
    const [lon, lat] = coords as number[];
    box[0] = Math.min(box[0], lon);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lon);
    box[3] = Math.max(box[3], lat);
    return;
  }
  for (const c of coords as unknown[]) extend(box, c);
}

/** The box of a geometry: [minLon, minLat, maxLon, maxLat]. */
export function bboxOf(geometry: TAreaGeometry): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  extend(box, geometry.coordinates);
  return box;
}

/**
 * The geometry drawn on the overview map: the gross area, else the net area, simplified and
 * rounded; null when the acquisition has neither. The box is of the unsimplified geometry.
 */
export function displayGeometryOf(gross: TAreaGeometry | null | undefined, net: TAreaGeometry | null | undefined): TDisplayGeometry | null {
  const source = gross ?? net;
  if (!source) return null;
  const simplified = simplify(source as never, { tolerance: TOLERANCE, highQuality: false, mutate: false }) as TAreaGeometry;
  return {
    json: JSON.stringify({ type: simplified.type, coordinates: roundDeep(simplified.coordinates) }),
    bbox: bboxOf(source),
  };
}

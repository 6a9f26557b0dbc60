import { simplify } from '@turf/turf';
import { boundsOf } from '../../../domain/geometry/bounds';
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

/**
 * The geometry drawn on the overview map: the gross area, else the net area, simplified and
 * rounded; null when the acquisition has neither (or it holds no position). The box is of the unsimplified geometry.
 */
export function displayGeometryOf(gross: TAreaGeometry | null | undefined, net: TAreaGeometry | null | undefined): TDisplayGeometry | null {
  const source = gross ?? net;
  const bbox = source && boundsOf([source]);
  if (!source || !bbox) return null;
  const simplified = simplify(source as never, { tolerance: TOLERANCE, highQuality: false, mutate: false }) as TAreaGeometry;
  return {
    json: JSON.stringify({ type: simplified.type, coordinates: roundDeep(simplified.coordinates) }),
    bbox,
  };
}

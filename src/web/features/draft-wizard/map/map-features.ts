import type { LonLat } from '@/domain/geometry/types';

type Box = [number, number, number, number];

export function toCollection(geometries: readonly GeoJSON.Geometry[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  };
}

function eachPosition(value: unknown, visit: (p: number[]) => void): void {
  if (!Array.isArray(value)) return;
  if (typeof value[0] === 'number') visit(value as number[]);
  else for (const item of value) eachPosition(item, visit);
}

/** The lon/lat box around geometries, undefined when they hold no point. */
export function boundsOf(geometries: readonly GeoJSON.Geometry[]): Box | undefined {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const geometry of geometries) {
    eachPosition('coordinates' in geometry ? geometry.coordinates : [], ([x, y]) => {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    });
  }
  return Number.isFinite(box[0]) ? box : undefined;
}

/** The sketch as drawn so far: its vertices, and the line (closed back to the first vertex for a polygon of 3+). */
export function sketchFeatures(
  sketch: { points: LonLat[]; kind: 'Polygon' | 'LineString' } | null,
): GeoJSON.FeatureCollection {
  if (!sketch) return toCollection([]);
  const { points, kind } = sketch;
  const geometries: GeoJSON.Geometry[] = points.map((p) => ({ type: 'Point', coordinates: p }));
  if (points.length >= 2) {
    const path = kind === 'Polygon' && points.length >= 3 ? [...points, points[0]] : points;
    geometries.push({ type: 'LineString', coordinates: path });
  }
  return toCollection(geometries);
}

/** The geometry a finished sketch gives: a closed polygon (3+ vertices) or a line (2+), else null. */
export function sketchGeometry(
  points: LonLat[],
  kind: 'Polygon' | 'LineString',
): GeoJSON.Polygon | GeoJSON.LineString | null {
  if (kind === 'Polygon')
    return points.length >= 3 ? { type: 'Polygon', coordinates: [[...points, points[0]]] } : null;
  return points.length >= 2 ? { type: 'LineString', coordinates: points } : null;
}

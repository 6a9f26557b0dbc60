import type { LonLat } from '@/domain/geometry/types';

export function toCollection(geometries: readonly GeoJSON.Geometry[]): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
  };
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

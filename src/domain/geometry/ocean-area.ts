import type { Position } from 'geojson';
import { type OceanArea, SEA_AREAS, type SeaArea } from './data/sea-areas';
import { cachedIndex } from './index-cache';
import type { TAreaGeometry } from './types';

const MAX_SAMPLES = 500;

/** The paths or rings whose vertices vote (outer rings only for polygons). */
function paths(geometry: TAreaGeometry): Position[][] {
  switch (geometry.type) {
    case 'LineString':
      return [geometry.coordinates];
    case 'MultiLineString':
      return geometry.coordinates;
    case 'Polygon':
      return [geometry.coordinates[0]];
    case 'MultiPolygon':
      return geometry.coordinates.map((polygon) => polygon[0]);
  }
}

/** The ocean area holding most of the geometry's vertices (sampled), or null when none holds any. */
export function assignOceanArea(
  geometry: TAreaGeometry,
  seaAreas: readonly SeaArea[] = SEA_AREAS,
): OceanArea | null {
  const rings = paths(geometry);
  let points = 0;
  for (const ring of rings) points += ring.length;
  const step = Math.max(1, Math.floor(points / MAX_SAMPLES));
  const indexes = seaAreas.map((area) => cachedIndex(area.geometry));
  const votes = new Map<OceanArea, number>();
  let skip = 0;
  for (const ring of rings) {
    for (let i = skip; i < ring.length; i += step) {
      // the first sea area holding the point votes (plain loops: this runs on every check)
      const [x, y] = [ring[i][0], ring[i][1]];
      let hit = 0;
      while (hit < indexes.length && !indexes[hit].contains(x, y)) hit++;
      if (hit === indexes.length) continue;
      const area = seaAreas[hit].oceanArea;
      votes.set(area, (votes.get(area) ?? 0) + 1);
    }
    skip = (skip + step - (ring.length % step)) % step;
  }
  let best: OceanArea | null = null;
  for (const [area, count] of votes) if (best === null || count > (votes.get(best) ?? 0)) best = area;
  return best;
}

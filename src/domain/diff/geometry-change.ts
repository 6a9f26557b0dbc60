import { area, difference, featureCollection, feature } from '@turf/turf';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { TAreaGeometry, TGeometryInput } from '../geometry/types';
import type { TGeometryChange } from './diff-types';

const SQUARE_METRES_PER_KM2 = 1_000_000;
const round2 = (km2: number) => Math.round(km2 * 100) / 100;

type Areal = Polygon | MultiPolygon;
const isAreal = (g: TAreaGeometry | undefined | null): g is Areal & TAreaGeometry => g?.type === 'Polygon' || g?.type === 'MultiPolygon';

/** Same geometry: the same type and the same coordinates (how it was loaded does not count). */
export function sameGeometry(a: TGeometryInput | null | undefined, b: TGeometryInput | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.geometry.type === b.geometry.type && JSON.stringify(a.geometry.coordinates) === JSON.stringify(b.geometry.coordinates);
}

function km2Of(g: Areal | null): number | null {
  return g ? round2(area(feature(g)) / SQUARE_METRES_PER_KM2) : null;
}

function differenceKm2(a: Areal, b: Areal): number | null {
  try {
    const rest = difference(featureCollection([feature(a), feature(b)]) as never) as Feature<Areal> | null;
    return rest ? round2(area(rest) / SQUARE_METRES_PER_KM2) : 0;
  } catch {
    return null; // a self-intersecting ring the clipper refuses: the sizes still tell the change
  }
}

/**
 * The change of one area: sizes before and after, and the km² added (in the new area, not the old) and removed (in
 * the old, not the new). For lines (2D surveys) and an area added or removed whole, only what can be measured is given.
 */
export function geometryChange(kind: 'gross' | 'net', prev: TGeometryInput | null, next: TGeometryInput | null): TGeometryChange {
  const before = isAreal(prev?.geometry) ? (prev.geometry as Areal) : null;
  const after = isAreal(next?.geometry) ? (next.geometry as Areal) : null;
  const prevKm2 = km2Of(before);
  const newKm2 = km2Of(after);
  if (before && after) return { kind, prevKm2, newKm2, addedKm2: differenceKm2(after, before), removedKm2: differenceKm2(before, after) };
  return { kind, prevKm2, newKm2, addedKm2: after && !prev ? newKm2 : null, removedKm2: before && !next ? prevKm2 : null };
}

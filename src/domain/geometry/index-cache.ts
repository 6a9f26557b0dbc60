import type { Areal } from './area-ops';
import { PolygonIndex } from './polygon-index';

const built = new WeakMap<Areal, PolygonIndex>();

/**
 * The index of a polygon the checks use again and again (the shelf, licence shapes, restriction and sea areas),
 * built once per geometry object and dropped with it. Geometries are not changed in place once built (a changed
 * shape is a new object), so an index found here always matches its geometry.
 */
export function cachedIndex(geometry: Areal): PolygonIndex {
  let index = built.get(geometry);
  if (!index) {
    index = new PolygonIndex(geometry);
    built.set(geometry, index);
  }
  return index;
}

import type { BufferedLine } from './buffered-line';
import {
  type EdgeSet,
  METRES_PER_DEGREE,
  metresPerLonDegree,
  searchBox,
  segmentDistanceSquared,
} from './edge-intervals';
import type { PolygonIndex } from './polygon-index';

/** Union of polygon indexes (one area, or several licence shapes). */
export type Union = readonly PolygonIndex[];

/** An area to test: a polygon, or a polyline with the area within its buffer distance (tested as a distance). */
export type Inner = PolygonIndex | BufferedLine;

/** A point of inner on the sought side, farther than the tolerance from outer's edges; null when none. */
export type Witness = [number, number] | null;

/** One search for a witness (src/domain/geometry/containment.ts): the areas, the side sought, the tolerance. */
export interface Search {
  inner: Inner;
  outer: Union;
  /** outer's edges as one set (one search near a point or an edge instead of one per area) */
  union: readonly EdgeSet[];
  wantInside: boolean;
  tolerance: number;
}

const inUnion = (union: Union, x: number, y: number) => union.some((area) => area.contains(x, y));

/** Whether the point lies on the sought side of outer and farther than the tolerance from its edges. */
export function isWitness(search: Search, x: number, y: number): boolean {
  return (
    inUnion(search.outer, x, y) === search.wantInside && !withinDistance(search.union, x, y, search.tolerance)
  );
}

export /** A point twice the tolerance to the left or right of the edge at t that lies in inner and is a witness. */
function besideWitness(search: Search, edges: Float64Array, e: number, t: number): Witness {
  const [x, y] = pointAlong(edges, e, t);
  const kx = metresPerLonDegree(y);
  const vx = (edges[e + 2] - edges[e]) * kx;
  const vy = (edges[e + 3] - edges[e + 1]) * METRES_PER_DEGREE;
  const length = Math.hypot(vx, vy);
  if (length === 0) return null;
  const scale = (2 * search.tolerance) / length;
  const dx = (-vy * scale) / kx;
  const dy = (vx * scale) / METRES_PER_DEGREE;
  for (const side of [1, -1]) {
    const px = x + side * dx;
    const py = y + side * dy;
    // the cheaper test first (a union of a few small areas beside inner's many edges); both are pure
    if (isWitness(search, px, py) && search.inner.contains(px, py)) return [px, py];
  }
  return null;
}

export function pointAlong(edges: Float64Array, e: number, t: number): [number, number] {
  return [edges[e] + t * (edges[e + 2] - edges[e]), edges[e + 1] + t * (edges[e + 3] - edges[e + 1])];
}

/** Whether the point lies within `metres` of an edge of the union. */
function withinDistance(union: readonly EdgeSet[], x: number, y: number, metres: number): boolean {
  const kx = metresPerLonDegree(y);
  const box = searchBox(x, y, x, y, metres);
  for (const area of union) {
    const e = area.edges;
    for (const o of area.edgesNear(box)) {
      const distance = segmentDistanceSquared(
        (e[o] - x) * kx,
        (e[o + 1] - y) * METRES_PER_DEGREE,
        (e[o + 2] - x) * kx,
        (e[o + 3] - y) * METRES_PER_DEGREE,
      );
      if (distance <= metres * metres) return true;
    }
  }
  return false;
}

import type { BufferedLine } from './buffered-line';
import {
  type EdgeSet,
  METRES_PER_DEGREE,
  metresPerLonDegree,
  searchBox,
  segmentDistanceSquared,
  split,
} from './edge-intervals';
import { EdgeUnion } from './edge-union';
import { edgesNearOuter } from './near-edges';
import type { Box, PolygonIndex } from './polygon-index';

/**
 * Differences smaller than this many metres are not parts of an area: a net area identical to the gross area
 * or sharing its border (floating point after projections, coordinates rounded in another coordinate system)
 * is inside it.
 */
export const CONTAINMENT_TOLERANCE_METRES = 1;

/** Union of polygon indexes (one area, or several licence shapes). */
type Union = readonly PolygonIndex[];

/** An area to test: a polygon, or a polyline with the area within its buffer distance (tested as a distance). */
export type Inner = PolygonIndex | BufferedLine;

/** A point of inner on the sought side, farther than the tolerance from outer's edges; null when none. */
export type Witness = [number, number] | null;

const isBuffered = (inner: Inner): inner is BufferedLine => 'metres' in inner;

const inUnion = (union: Union, x: number, y: number) => union.some((area) => area.contains(x, y));

/**
 * Whether some part of `inner` lies outside the union of `outer`: a point of inner that is outside outer and
 * farther than the tolerance from it. Exact for edges that cross out and back, holes and multipolygons
 * (not only the vertices are tested).
 */
export function hasPartOutside(
  inner: Inner,
  outer: Union,
  toleranceMetres = CONTAINMENT_TOLERANCE_METRES,
): boolean {
  return findWitness(inner, outer, false, toleranceMetres) !== null;
}

/** A point of `inner` outside the union of `outer` and farther than the tolerance from it (the first found). */
export function pointOutside(
  inner: Inner,
  outer: Union,
  toleranceMetres = CONTAINMENT_TOLERANCE_METRES,
): Witness {
  return findWitness(inner, outer, false, toleranceMetres);
}

/** Whether some part of `inner` lies inside the union of `outer` (deeper than the tolerance). */
export function hasPartInside(
  inner: Inner,
  outer: Union,
  toleranceMetres = CONTAINMENT_TOLERANCE_METRES,
): boolean {
  return findWitness(inner, outer, true, toleranceMetres) !== null;
}

/**
 * Looks for a witness: a point of inner, inside outer (`wantInside`) or outside it, farther than the tolerance
 * from every edge of outer. Points farther than the tolerance from outer's edges lie wholly on one side, so
 * every witness is a true answer; the candidates are chosen so that a part of inner on that side is found:
 *  1. along inner's edges, the stretches farther than the tolerance from outer's edges (an edge crossing out);
 *  2. beside outer's edges that run deep inside inner (a hole of the gross area, a licence inside the area);
 *  3. beside the stretches of inner's edges that run along outer's edges (an area lying on the other side
 *     of a shared border, such as a net area drawn exactly on a hole of the gross area).
 * A buffered line's segments are its edges in 1 and 3 (points on the line are in its buffer); in 2, outer's
 * edges run deep inside the buffer where they are nearer to the line than the buffer less the tolerance.
 * Stops at the first witness.
 */
function findWitness(inner: Inner, outer: Union, wantInside: boolean, tolerance: number): Witness {
  const near: PolygonIndex[] = [];
  for (const area of outer) if (boxesMeet(area.box, inner.box, tolerance)) near.push(area);
  if (inner.edges.length === 0) return null;
  if (near.length === 0) return wantInside ? null : [inner.edges[0], inner.edges[1]];
  const search: Search = { inner, outer: near, union: [new EdgeUnion(near)], wantInside, tolerance };
  const alongBorder: [number, number][] = [];
  // 1. inner's edges; a run of far stretches joined end to start cannot cross outer's border: one test a run.
  // Most edges of a large area are far from every edge of outer: found through inner's index, the others are
  // wholly far without computing intervals.
  const nearOuter = edgesNearOuter(inner, near, tolerance);
  const edges = inner.edges;
  const ringStarts = inner.ringStarts;
  let ring = 0;
  let runFrom = -1;
  for (let e = 0; e < edges.length; e += 4) {
    // ringStarts is sorted: the next ring's start is the only one to compare with
    while (ring < ringStarts.length && ringStarts[ring] * 4 < e) ring++;
    if (ring < ringStarts.length && ringStarts[ring] * 4 === e) runFrom = -1;
    const x1 = edges[e];
    const y1 = edges[e + 1];
    if (x1 === edges[e + 2] && y1 === edges[e + 3]) {
      // a lone point of a line (or a repeated vertex): the point itself
      if (isWitness(search, x1, y1)) return [x1, y1];
      runFrom = -1;
      continue;
    }
    if (nearOuter[e >> 2] === 0) {
      if (runFrom !== e - 4) {
        const [x, y] = pointAlong(edges, e, 0.5);
        if (isWitness(search, x, y)) return [x, y];
      }
      runFrom = e;
      continue;
    }
    const stretches = split(edges, e, search.union, tolerance);
    for (const [from, to] of stretches.far) {
      if (from > 0 || runFrom !== e - 4) {
        const [x, y] = pointAlong(edges, e, (from + to) / 2);
        if (isWitness(search, x, y)) return [x, y];
      }
      runFrom = to === 1 ? e : -1;
    }
    if (stretches.far.length === 0 || stretches.far[stretches.far.length - 1][1] < 1) runFrom = -1;
    for (const [from, to] of stretches.near) alongBorder.push([e, (from + to) / 2]);
  }
  // 2. outer's edges deep inside inner (runs again share one inside test)
  const buffered = isBuffered(inner);
  for (const area of near) {
    let inside = false;
    runFrom = -1;
    for (let e = 0; e < area.edges.length; e += 4) {
      if (isRingStart(area, e)) runFrom = -1;
      if (!edgeMeetsBox(area.edges, e, inner.box)) {
        runFrom = -1;
        continue;
      }
      if (buffered) {
        // stretches nearer to the line than the buffer less the tolerance: deep inside it
        for (const [from, to] of split(area.edges, e, [inner], inner.metres - tolerance).near) {
          const witness = besideWitness(search, area.edges, e, (from + to) / 2);
          if (witness) return witness;
        }
        continue;
      }
      const far = split(area.edges, e, [inner], tolerance).far;
      for (const [from, to] of far) {
        const t = (from + to) / 2;
        const [x, y] = pointAlong(area.edges, e, t);
        if (from > 0 || runFrom !== e - 4) inside = inner.contains(x, y);
        const witness = inside ? besideWitness(search, area.edges, e, t) : null;
        if (witness) return witness;
        runFrom = to === 1 ? e : -1;
      }
      if (far.length === 0 || far[far.length - 1][1] < 1) runFrom = -1;
    }
  }
  // 3. beside inner's edges where they run along outer's
  for (const [e, t] of alongBorder) {
    const witness = besideWitness(search, inner.edges, e, t);
    if (witness) return witness;
  }
  return null;
}

interface Search {
  inner: Inner;
  outer: Union;
  /** outer's edges as one set (one search near a point or an edge instead of one per area) */
  union: readonly EdgeSet[];
  wantInside: boolean;
  tolerance: number;
}

function isWitness(search: Search, x: number, y: number): boolean {
  return (
    inUnion(search.outer, x, y) === search.wantInside && !withinDistance(search.union, x, y, search.tolerance)
  );
}

/** A point twice the tolerance to the left or right of the edge at t that lies in inner and is a witness. */
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

/** Whether the edge at offset e starts a ring (ringStarts is sorted). */
function isRingStart(index: { ringStarts: readonly number[] }, e: number): boolean {
  const starts = index.ringStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] === e / 4) return true;
    if (starts[mid] < e / 4) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function edgeMeetsBox(edges: Float64Array, e: number, box: Box): boolean {
  return (
    Math.max(edges[e], edges[e + 2]) >= box[0] &&
    Math.min(edges[e], edges[e + 2]) <= box[2] &&
    Math.max(edges[e + 1], edges[e + 3]) >= box[1] &&
    Math.min(edges[e + 1], edges[e + 3]) <= box[3]
  );
}

const boxesMeet = (a: Box, b: Box, metres: number) => {
  const dy = metres / METRES_PER_DEGREE;
  const dx =
    metres / metresPerLonDegree(Math.max(Math.abs(a[1]), Math.abs(a[3]), Math.abs(b[1]), Math.abs(b[3])));
  return a[0] <= b[2] + dx && b[0] <= a[2] + dx && a[1] <= b[3] + dy && b[1] <= a[3] + dy;
};

function pointAlong(edges: Float64Array, e: number, t: number): [number, number] {
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

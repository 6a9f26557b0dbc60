import { METRES_PER_DEGREE, metresPerLonDegree } from './edge-intervals';
import { EdgeUnion } from './edge-union';
import type { Box, PolygonIndex } from './polygon-index';
import type { Inner, Search, Union, Witness } from './witness-search';
import { besideWitness } from './witness-search';
import { alongInnerEdges, besideOuterEdges } from './witness-steps';

/**
 * Differences smaller than this many metres are not parts of an area: a net area identical to the gross area
 * or sharing its border (floating point after projections, coordinates rounded in another coordinate system)
 * is inside it.
 */
export const CONTAINMENT_TOLERANCE_METRES = 1;

export type { Inner, Witness } from './witness-search';

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
  // 1. along inner's edges, 2. beside outer's edges deep inside inner (src/domain/geometry/witness-steps.ts)
  const witness = alongInnerEdges(search, alongBorder) ?? besideOuterEdges(search);
  if (witness) return witness;
  // 3. beside inner's edges where they run along outer's
  for (const [e, t] of alongBorder) {
    const witness = besideWitness(search, inner.edges, e, t);
    if (witness) return witness;
  }
  return null;
}

const boxesMeet = (a: Box, b: Box, metres: number) => {
  const dy = metres / METRES_PER_DEGREE;
  const dx =
    metres / metresPerLonDegree(Math.max(Math.abs(a[1]), Math.abs(a[3]), Math.abs(b[1]), Math.abs(b[3])));
  return a[0] <= b[2] + dx && b[0] <= a[2] + dx && a[1] <= b[3] + dy && b[1] <= a[3] + dy;
};

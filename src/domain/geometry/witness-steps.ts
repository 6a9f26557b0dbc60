import type { BufferedLine } from './buffered-line';
import { split } from './edge-intervals';
import { edgesNearOuter } from './near-edges';
import type { Box } from './polygon-index';
import {
  type Inner,
  type Search,
  type Witness,
  besideWitness,
  isWitness,
  pointAlong,
} from './witness-search';

const isBuffered = (inner: Inner): inner is BufferedLine => 'metres' in inner;

/**
 * Step 1 of the search for a witness: along inner's edges, the stretches farther than the tolerance from outer's
 * edges; the stretches along outer's edges are kept in `alongBorder` (edge offset, t) for step 3.
 */
export function alongInnerEdges(search: Search, alongBorder: [number, number][]): Witness {
  const { inner, tolerance } = search;
  // a run of far stretches joined end to start cannot cross outer's border: one test a run.
  // Most edges of a large area are far from every edge of outer: found through inner's index, the others are
  // wholly far without computing intervals.
  const nearOuter = edgesNearOuter(inner, search.outer, tolerance);
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
  return null;
}

/** Step 2 of the search for a witness: beside outer's edges that run deep inside inner. */
export function besideOuterEdges(search: Search): Witness {
  const { inner, tolerance } = search;
  let runFrom = -1;
  // runs again share one inside test
  const buffered = isBuffered(inner);
  for (const area of search.outer) {
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

import type { Box, PolygonIndex } from './polygon-index';

/**
 * Differences smaller than this many metres are not parts of an area: a net area identical to the gross area
 * or sharing its border (floating point after projections, coordinates rounded in another coordinate system)
 * is inside it.
 */
export const CONTAINMENT_TOLERANCE_METRES = 1;

const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;
/** Metres per degree of longitude; held above 1 % of a degree of latitude so that areas at the pole stay cheap. */
const metresPerLonDegree = (lat: number) =>
  METRES_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180));

/** Union of polygon indexes (one area, or several licence shapes). */
type Union = readonly PolygonIndex[];

const inUnion = (union: Union, x: number, y: number) => union.some((area) => area.contains(x, y));

/**
 * Whether some part of `inner` lies outside the union of `outer`: a point of inner that is outside outer and
 * farther than the tolerance from it. Exact for edges that cross out and back, holes and multipolygons
 * (not only the vertices are tested).
 */
export function hasPartOutside(
  inner: PolygonIndex,
  outer: Union,
  toleranceMetres = CONTAINMENT_TOLERANCE_METRES,
): boolean {
  return findWitness(inner, outer, false, toleranceMetres);
}

/** Whether some part of `inner` lies inside the union of `outer` (deeper than the tolerance). */
export function hasPartInside(
  inner: PolygonIndex,
  outer: Union,
  toleranceMetres = CONTAINMENT_TOLERANCE_METRES,
): boolean {
  return findWitness(inner, outer, true, toleranceMetres);
}

/**
 * Looks for a witness: a point of inner, inside outer (`wantInside`) or outside it, farther than the tolerance
 * from every edge of outer. Points farther than the tolerance from outer's edges lie wholly on one side, so
 * every witness is a true answer; the candidates are chosen so that a part of inner on that side is found:
 *  1. along inner's edges, the stretches farther than the tolerance from outer's edges (an edge crossing out);
 *  2. beside outer's edges that run deep inside inner (a hole of the gross area, a licence inside the area);
 *  3. beside the stretches of inner's edges that run along outer's edges (an area lying on the other side
 *     of a shared border, such as a net area drawn exactly on a hole of the gross area).
 */
function findWitness(inner: PolygonIndex, outer: Union, wantInside: boolean, tolerance: number): boolean {
  const near = outer.filter((o) => boxesMeet(o.box, inner.box, tolerance));
  if (near.length === 0) return !wantInside;
  const search: Search = { inner, outer: near, wantInside, tolerance };
  const alongBorder: [number, number][] = [];
  // 1. inner's edges; a run of far stretches joined end to start cannot cross outer's border: one test a run
  let runFrom = -1;
  for (let e = 0; e < inner.edges.length; e += 4) {
    if (isRingStart(inner, e)) runFrom = -1;
    const stretches = split(inner.edges, e, near, tolerance);
    for (const [from, to] of stretches.far) {
      if (from > 0 || runFrom !== e - 4) {
        const [x, y] = pointAlong(inner.edges, e, (from + to) / 2);
        if (isWitness(search, x, y)) return true;
      }
      runFrom = to === 1 ? e : -1;
    }
    if (stretches.far.length === 0 || stretches.far[stretches.far.length - 1][1] < 1) runFrom = -1;
    for (const [from, to] of stretches.near) alongBorder.push([e, (from + to) / 2]);
  }
  // 2. outer's edges deep inside inner (runs again share one inside test)
  for (const area of near) {
    let inside = false;
    runFrom = -1;
    for (let e = 0; e < area.edges.length; e += 4) {
      if (isRingStart(area, e)) runFrom = -1;
      if (!edgeMeetsBox(area.edges, e, inner.box)) {
        runFrom = -1;
        continue;
      }
      const far = split(area.edges, e, [inner], tolerance).far;
      for (const [from, to] of far) {
        const t = (from + to) / 2;
        const [x, y] = pointAlong(area.edges, e, t);
        if (from > 0 || runFrom !== e - 4) inside = inner.contains(x, y);
        if (inside && besideWitness(search, area.edges, e, t)) return true;
        runFrom = to === 1 ? e : -1;
      }
      if (far.length === 0 || far[far.length - 1][1] < 1) runFrom = -1;
    }
  }
  // 3. beside inner's edges where they run along outer's
  return alongBorder.some(([e, t]) => besideWitness(search, inner.edges, e, t));
}

interface Search {
  inner: PolygonIndex;
  outer: Union;
  wantInside: boolean;
  tolerance: number;
}

function isWitness(search: Search, x: number, y: number): boolean {
  return (
    inUnion(search.outer, x, y) === search.wantInside && !withinDistance(search.outer, x, y, search.tolerance)
  );
}

/** Whether a point twice the tolerance to the left or right of the edge at t lies in inner and is a witness. */
function besideWitness(search: Search, edges: Float64Array, e: number, t: number): boolean {
  const [x, y] = pointAlong(edges, e, t);
  const kx = metresPerLonDegree(y);
  const vx = (edges[e + 2] - edges[e]) * kx;
  const vy = (edges[e + 3] - edges[e + 1]) * METRES_PER_DEGREE;
  const length = Math.hypot(vx, vy);
  if (length === 0) return false;
  const scale = (2 * search.tolerance) / length;
  const dx = (-vy * scale) / kx;
  const dy = (vx * scale) / METRES_PER_DEGREE;
  for (const side of [1, -1]) {
    const px = x + side * dx;
    const py = y + side * dy;
    if (search.inner.contains(px, py) && isWitness(search, px, py)) return true;
  }
  return false;
}

/** Whether the edge at offset e starts a ring (ringStarts is sorted). */
function isRingStart(index: PolygonIndex, e: number): boolean {
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

function searchBox(x1: number, y1: number, x2: number, y2: number, metres: number): Box {
  const dy = metres / METRES_PER_DEGREE;
  const dx = metres / metresPerLonDegree(Math.max(Math.abs(y1), Math.abs(y2)) + dy);
  return [Math.min(x1, x2) - dx, Math.min(y1, y2) - dy, Math.max(x1, x2) + dx, Math.max(y1, y2) + dy];
}

/** Whether the point lies within `metres` of an edge of the union. */
function withinDistance(union: Union, x: number, y: number, metres: number): boolean {
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

/** Squared distance from the origin to the segment c-d. */
function segmentDistanceSquared(cx: number, cy: number, dx: number, dy: number): number {
  const wx = dx - cx;
  const wy = dy - cy;
  const ww = wx * wx + wy * wy;
  const s = ww === 0 ? 0 : Math.min(1, Math.max(0, -(cx * wx + cy * wy) / ww));
  const px = cx + s * wx;
  const py = cy + s * wy;
  return px * px + py * py;
}

type Interval = [number, number];

const byStart = (a: Interval, b: Interval) => a[0] - b[0];

/**
 * Splits the edge at offset e into the stretches within `metres` of an edge of the union (near) and the
 * stretches farther away (far), as parameter intervals of [0, 1]. Computed in a local metric frame.
 */
function split(
  edges: Float64Array,
  e: number,
  union: Union,
  metres: number,
): { near: Interval[]; far: Interval[] } {
  const [ax, ay, bx, by] = [edges[e], edges[e + 1], edges[e + 2], edges[e + 3]];
  const kx = metresPerLonDegree((ay + by) / 2);
  const vx = (bx - ax) * kx;
  const vy = (by - ay) * METRES_PER_DEGREE;
  if (vx === 0 && vy === 0) return { near: [], far: [] };
  const box = searchBox(ax, ay, bx, by, metres);
  const covered: Interval[] = [];
  for (const area of union) {
    const o = area.edges;
    for (const j of area.edgesNear(box)) {
      const interval = capsuleInterval(
        vx,
        vy,
        (o[j] - ax) * kx,
        (o[j + 1] - ay) * METRES_PER_DEGREE,
        (o[j + 2] - ax) * kx,
        (o[j + 3] - ay) * METRES_PER_DEGREE,
        metres,
      );
      if (interval) covered.push(interval);
    }
  }
  if (covered.length === 0) return { near: [], far: [[0, 1]] };
  covered.sort(byStart);
  const near: Interval[] = [];
  const far: Interval[] = [];
  let reached = 0;
  for (const [from, to] of covered) {
    if (from > reached) far.push([reached, from]);
    const last = near[near.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else near.push([from, to]);
    reached = Math.max(reached, to);
  }
  if (reached < 1) far.push([reached, 1]);
  return { near, far };
}

/**
 * The interval of t in [0, 1] where t*v lies within r of the segment c-d (the line through the edge meets the
 * capsule around c-d, a convex set, in one interval: the hull of its meetings with the two end discs and the
 * rectangle between them); null when they do not meet.
 */
function capsuleInterval(
  vx: number,
  vy: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
  r: number,
): Interval | null {
  const ends = [discInterval(vx, vy, cx, cy, r), discInterval(vx, vy, dx, dy, r), null];
  const wx = dx - cx;
  const wy = dy - cy;
  const length = Math.hypot(wx, wy);
  if (length > 0) {
    // along the segment: 0 <= ((t v - c) . w) / |w|^2 <= 1; across it: |cross(w, t v - c)| / |w| <= r
    const along = slab(vx * wx + vy * wy, -(cx * wx + cy * wy), 0, length * length);
    const across = slab((wx * vy - wy * vx) / length, -(wx * cy - wy * cx) / length, -r, r);
    if (along && across) ends[2] = [Math.max(along[0], across[0]), Math.min(along[1], across[1])];
  }
  let lo = Infinity;
  let hi = -Infinity;
  for (const interval of ends) {
    if (interval && interval[0] <= interval[1]) {
      lo = Math.min(lo, interval[0]);
      hi = Math.max(hi, interval[1]);
    }
  }
  lo = Math.max(lo, 0);
  hi = Math.min(hi, 1);
  return lo <= hi ? [lo, hi] : null;
}

/** The t where |t v - c| <= r. */
function discInterval(vx: number, vy: number, cx: number, cy: number, r: number): Interval | null {
  const a = vx * vx + vy * vy;
  const b = vx * cx + vy * cy; // half of the linear term, sign flipped
  const c = cx * cx + cy * cy - r * r;
  const discriminant = b * b - a * c;
  if (discriminant < 0) return null;
  const root = Math.sqrt(discriminant);
  return [(b - root) / a, (b + root) / a];
}

/** The t where low <= alpha t + beta <= high. */
function slab(alpha: number, beta: number, low: number, high: number): Interval | null {
  if (alpha === 0) return beta >= low && beta <= high ? [-Infinity, Infinity] : null;
  const t1 = (low - beta) / alpha;
  const t2 = (high - beta) / alpha;
  return t1 < t2 ? [t1, t2] : [t2, t1];
}

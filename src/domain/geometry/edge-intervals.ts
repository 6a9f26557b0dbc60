import type { Box } from './polygon-index';

/** Local metric frame: metres per degree of latitude, and of longitude at a latitude (held above 1 % of it). */
export const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;
export const metresPerLonDegree = (lat: number) =>
  METRES_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180));

/** Edges as x1, y1, x2, y2 in `edges`, found near a box (a polygon index, a buffered line). */
export interface EdgeSet {
  readonly edges: Float64Array;
  /** Offsets of the edges whose boxes meet the box, pushed onto `found` when given. */
  edgesNear(box: Box, found?: number[]): number[];
}

export function searchBox(x1: number, y1: number, x2: number, y2: number, metres: number): Box {
  const dy = metres / METRES_PER_DEGREE;
  const dx = metres / metresPerLonDegree(Math.max(Math.abs(y1), Math.abs(y2)) + dy);
  return [Math.min(x1, x2) - dx, Math.min(y1, y2) - dy, Math.max(x1, x2) + dx, Math.max(y1, y2) + dy];
}

/** Squared distance from the origin to the segment c-d. */
export function segmentDistanceSquared(cx: number, cy: number, dx: number, dy: number): number {
  const wx = dx - cx;
  const wy = dy - cy;
  const ww = wx * wx + wy * wy;
  const s = ww === 0 ? 0 : Math.min(1, Math.max(0, -(cx * wx + cy * wy) / ww));
  const px = cx + s * wx;
  const py = cy + s * wy;
  return px * px + py * py;
}

export type Interval = [number, number];

/** split's answer for an edge near no edge of the union (shared: callers only read it). */
const WHOLLY_FAR: { near: Interval[]; far: Interval[] } = Object.freeze({
  near: Object.freeze([]) as unknown as Interval[],
  far: Object.freeze([Object.freeze([0, 1])]) as unknown as Interval[],
});

const byStart = (a: Interval, b: Interval) => a[0] - b[0];

/** The edges found near an edge, reused by every split (emptied after each area; split calls nothing back). */
const scratch: number[] = [];

/**
 * Splits the edge at offset e into the stretches within `metres` of an edge of the union (near) and the
 * stretches farther away (far), as parameter intervals of [0, 1]. Computed in a local metric frame.
 */
export function split(
  edges: Float64Array,
  e: number,
  union: readonly EdgeSet[],
  metres: number,
): { near: Interval[]; far: Interval[] } {
  const [ax, ay, bx, by] = [edges[e], edges[e + 1], edges[e + 2], edges[e + 3]];
  const kx = metresPerLonDegree((ay + by) / 2);
  const vx = (bx - ax) * kx;
  const vy = (by - ay) * METRES_PER_DEGREE;
  if (vx === 0 && vy === 0) return { near: [], far: [] };
  const box = searchBox(ax, ay, bx, by, metres);
  let covered: Interval[] | undefined;
  for (const area of union) {
    const o = area.edges;
    const found = area.edgesNear(box, scratch);
    for (let k = 0; k < found.length; k++) {
      const j = found[k];
      const interval = capsuleInterval(
        vx,
        vy,
        (o[j] - ax) * kx,
        (o[j + 1] - ay) * METRES_PER_DEGREE,
        (o[j + 2] - ax) * kx,
        (o[j + 3] - ay) * METRES_PER_DEGREE,
        metres,
      );
      if (interval) (covered ??= []).push(interval);
    }
    scratch.length = 0;
  }
  if (!covered) return WHOLLY_FAR;
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

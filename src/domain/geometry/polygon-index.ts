import type { MultiPolygon, Polygon } from 'geojson';

export type Box = [number, number, number, number];

/** Bands per square root of the edge count: more bands, fewer edges per point test (measured on the geometry bench). */
const BANDS_PER_ROOT = 8;

/**
 * The edges of a polygon or multipolygon, bucketed in horizontal bands (8 sqrt(edges) of them) so that a
 * point-in-polygon test looks at about sqrt(edges) / 8 edges instead of all of them. The even-odd rule (default) makes holes
 * count whatever their winding; 'nonzero' reads overlapping pieces (a buffered polyline) as their union.
 */
export type FillRule = 'evenodd' | 'nonzero';

/** edgesNear's answer for a box away from the polygon (shared: callers only read it). */
const NONE: number[] = Object.freeze([]) as unknown as number[];

export class PolygonIndex {
  readonly box: Box;
  /** x1, y1, x2, y2 per edge. */
  readonly edges: Float64Array;
  /** Index (in edges) of the first edge of each ring. */
  readonly ringStarts: number[] = [];
  private readonly bands: number[][];
  private readonly bandHeight: number;

  constructor(
    geometry: Polygon | MultiPolygon,
    private readonly rule: FillRule = 'evenodd',
  ) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const rings = polygons.flat().map((ring) => {
      const [first, last] = [ring[0], ring[ring.length - 1]];
      return ring.length > 1 && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
    });
    const count = rings.reduce((n, ring) => n + Math.max(0, ring.length - 1), 0);
    this.edges = new Float64Array(count * 4);
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    let e = 0;
    for (const ring of rings) {
      if (ring.length > 1) this.ringStarts.push(e / 4);
      for (let i = 0; i + 1 < ring.length; i++, e += 4) {
        const x1 = ring[i][0];
        const y1 = ring[i][1];
        this.edges[e] = x1;
        this.edges[e + 1] = y1;
        this.edges[e + 2] = ring[i + 1][0];
        this.edges[e + 3] = ring[i + 1][1];
        box[0] = Math.min(box[0], x1);
        box[1] = Math.min(box[1], y1);
        box[2] = Math.max(box[2], x1);
        box[3] = Math.max(box[3], y1);
      }
    }
    this.box = box;
    const bandCount = Math.max(1, Math.ceil(BANDS_PER_ROOT * Math.sqrt(count)));
    this.bandHeight = (box[3] - box[1]) / bandCount || 1;
    this.bands = Array.from({ length: bandCount }, () => []);
    for (let i = 0; i < count; i++) {
      const y1 = this.edges[i * 4 + 1];
      const y2 = this.edges[i * 4 + 3];
      const from = this.band(Math.min(y1, y2));
      const to = this.band(Math.max(y1, y2));
      for (let b = from; b <= to; b++) this.bands[b].push(i);
    }
  }

  /** Edges (as offsets into `edges`) that may touch the box, found through the bands; each once. */
  edgesNear(box: Box): number[] {
    if (!boxesOverlap(this.box, box)) return NONE;
    const found: number[] = [];
    const e = this.edges;
    const first = this.band(box[1]);
    for (let b = first; b <= this.band(box[3]); b++) {
      for (const i of this.bands[b]) {
        const o = i * 4;
        // an edge spanning several bands is listed in each: keep it in the first band of the search only
        if (b > first && this.band(Math.min(e[o + 1], e[o + 3])) < b) continue;
        if (
          Math.max(e[o], e[o + 2]) >= box[0] &&
          Math.min(e[o], e[o + 2]) <= box[2] &&
          Math.max(e[o + 1], e[o + 3]) >= box[1] &&
          Math.min(e[o + 1], e[o + 3]) <= box[3]
        ) {
          found.push(o);
        }
      }
    }
    return found;
  }

  private band(y: number): number {
    return Math.min(this.bands.length - 1, Math.max(0, Math.floor((y - this.box[1]) / this.bandHeight)));
  }

  /** Inside by the fill rule (ray cast); points exactly on the boundary count as inside. */
  contains(x: number, y: number): boolean {
    const [minX, minY, maxX, maxY] = this.box;
    if (x < minX || x > maxX || y < minY || y > maxY) return false;
    let winding = 0;
    const edges = this.edges;
    for (const i of this.bands[this.band(y)]) {
      const x1 = edges[i * 4];
      const y1 = edges[i * 4 + 1];
      const x2 = edges[i * 4 + 2];
      const y2 = edges[i * 4 + 3];
      if ((y < y1 && y < y2) || (y > y1 && y > y2)) continue;
      if (onSegment(x, y, x1, y1, x2, y2)) return true;
      if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) winding += y2 > y1 ? 1 : -1;
    }
    return this.rule === 'nonzero' ? winding !== 0 : winding % 2 !== 0;
  }
}

function onSegment(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
  if (Math.abs(cross) > 1e-12) return false;
  return x >= Math.min(x1, x2) && x <= Math.max(x1, x2) && y >= Math.min(y1, y2) && y <= Math.max(y1, y2);
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

function segmentsCross(a: Float64Array, i: number, b: Float64Array, j: number): boolean {
  const [p1x, p1y, p2x, p2y] = [a[i], a[i + 1], a[i + 2], a[i + 3]];
  const [q1x, q1y, q2x, q2y] = [b[j], b[j + 1], b[j + 2], b[j + 3]];
  const o1 = orient(p1x, p1y, p2x, p2y, q1x, q1y);
  const o2 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  const o3 = orient(q1x, q1y, q2x, q2y, p1x, p1y);
  const o4 = orient(q1x, q1y, q2x, q2y, p2x, p2y);
  return o1 !== o2 && o3 !== o4;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/**
 * Whether two areas share any point. If no edges cross, every ring lies wholly inside or outside the
 * other area, so one vertex per ring decides.
 */
export function indexesIntersect(a: PolygonIndex, b: PolygonIndex): boolean {
  if (!boxesOverlap(a.box, b.box)) return false;
  const aEdges = a.edgesNear(b.box);
  if (aEdges.length > 0) {
    const bEdges = b.edgesNear(a.box);
    if (aEdges.some((i) => bEdges.some((j) => segmentsCross(a.edges, i, b.edges, j)))) return true;
  }
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const start of one.ringStarts)
      if (other.contains(one.edges[start * 4], one.edges[start * 4 + 1])) return true;
  }
  return false;
}

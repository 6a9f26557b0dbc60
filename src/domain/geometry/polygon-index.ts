import type { MultiPolygon, Polygon } from 'geojson';
import { EdgeCells, ON_EDGE } from './edge-cells';
import { packEdges } from './edge-pack';

export type Box = [number, number, number, number];

/**
 * The edges of a polygon or multipolygon, bucketed in a grid of cells (src/domain/geometry/edge-cells.ts) so that
 * a point-in-polygon test or a search near a box looks at the edges of a few cells instead of all of them. The
 * even-odd rule (default) makes holes count whatever their winding; 'nonzero' reads overlapping pieces (a buffered
 * polyline) as their union.
 */
export type FillRule = 'evenodd' | 'nonzero';

/** edgesNear's answer for a box away from the polygon (shared: callers only read it). */
const NONE: number[] = Object.freeze([]) as unknown as number[];

export class PolygonIndex {
  readonly box: Box;
  /** x1, y1, x2, y2 per edge. */
  readonly edges: Float64Array;
  /** Index (in edges) of the first edge of each ring. */
  readonly ringStarts: number[];
  private readonly cells: EdgeCells;

  constructor(
    geometry: Polygon | MultiPolygon,
    private readonly rule: FillRule = 'evenodd',
  ) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const rings = polygons.flat().map((ring) => {
      const [first, last] = [ring[0], ring[ring.length - 1]];
      return ring.length > 1 && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
    });
    const { edges, ringStarts, box } = packEdges(rings, false);
    this.edges = edges;
    this.ringStarts = ringStarts;
    this.box = box;
    this.cells = new EdgeCells(edges, this.box);
  }

  /** Edges (as offsets into `edges`) whose boxes meet the box, each once; pushed onto `found` when given. */
  edgesNear(box: Box, found?: number[]): number[] {
    if (!boxesOverlap(this.box, box)) return found ?? NONE;
    const into = found ?? [];
    this.cells.near(box, into);
    return into;
  }

  /** Inside by the fill rule (ray cast towards +x); points on the boundary (within ON_EDGE) count as inside. */
  contains(x: number, y: number): boolean {
    const [minX, minY, maxX, maxY] = this.box;
    if (x < minX || x > maxX || y < minY || y > maxY) return false;
    let winding = 0;
    const edges = this.edges;
    const cells = this.cells;
    const stamp = cells.nextStamp();
    // the cells of the row from one column left of the point to the end are consecutive in items
    const rowStart = cells.row(y) * cells.cols;
    const end = cells.starts[rowStart + cells.cols];
    for (let k = cells.starts[rowStart + Math.max(0, cells.col(x) - 1)]; k < end; k++) {
      const i = cells.items[k];
      if (cells.met(i, stamp)) continue;
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
  if (Math.abs(cross) > ON_EDGE) return false;
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
  // the few vertex tests first: the answer is the same either way round, and often found without the edge pairs
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const start of one.ringStarts)
      if (other.contains(one.edges[start * 4], one.edges[start * 4 + 1])) return true;
  }
  const aEdges = a.edgesNear(b.box);
  if (aEdges.length === 0) return false;
  const bEdges = b.edgesNear(a.box);
  for (const i of aEdges) for (const j of bEdges) if (segmentsCross(a.edges, i, b.edges, j)) return true;
  return false;
}

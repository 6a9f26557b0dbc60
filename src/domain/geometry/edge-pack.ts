import type { Position } from 'geojson';
import { edgeArray } from './edge-buffers';
import type { Box } from './polygon-index';

/** Paths packed as edges: x1, y1, x2, y2 per edge, where each path starts, and the box of their positions. */
export interface PackedEdges {
  edges: Float64Array;
  /** Index (in edges) of the first edge of each path that has one. */
  ringStarts: number[];
  box: Box;
}

/**
 * The edges of paths (closed rings of a polygon, or the parts of a polyline) in one array, as the edge indexes
 * (PolygonIndex, BufferedLine) hold them. A path of one position is a lone point: an edge of length 0 when
 * `lonePoints` (a polyline's point still has its buffer), else no edge (a ring needs two positions).
 */
export function packEdges(paths: readonly Position[][], lonePoints: boolean): PackedEdges {
  const edgesOf = (n: number) => (n > 1 ? n - 1 : n === 1 && lonePoints ? 1 : 0);
  const count = paths.reduce((n, path) => n + edgesOf(path.length), 0);
  const edges = edgeArray(count * 4);
  const ringStarts: number[] = [];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  let e = 0;
  for (const path of paths) {
    if (edgesOf(path.length) === 0) continue;
    ringStarts.push(e / 4);
    // each position read once: an edge starts where the one before ended (a lone point ends where it starts)
    let x1 = path[0][0];
    let y1 = path[0][1];
    if (x1 < minX) minX = x1;
    if (y1 < minY) minY = y1;
    if (x1 > maxX) maxX = x1;
    if (y1 > maxY) maxY = y1;
    for (let i = Math.min(1, path.length - 1); i < path.length; i++, e += 4) {
      const q = path[i];
      const x2 = q[0];
      const y2 = q[1];
      edges[e] = x1;
      edges[e + 1] = y1;
      edges[e + 2] = x2;
      edges[e + 3] = y2;
      if (x2 < minX) minX = x2;
      if (y2 < minY) minY = y2;
      if (x2 > maxX) maxX = x2;
      if (y2 > maxY) maxY = y2;
      x1 = x2;
      y1 = y2;
    }
  }
  return { edges, ringStarts, box: [minX, minY, maxX, maxY] };
}

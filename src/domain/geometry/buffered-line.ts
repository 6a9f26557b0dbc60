import type { Position } from 'geojson';
import { edgeArray } from './edge-buffers';
import { EdgeCells } from './edge-cells';
import { METRES_PER_DEGREE, metresPerLonDegree, searchBox, segmentDistanceSquared } from './edge-intervals';
import type { Box } from './polygon-index';

/**
 * A polyline and the area within `metres` of it, tested as a distance (no buffer polygon is built): its segments
 * in a grid of cells (src/domain/geometry/edge-cells.ts, as a polygon's edges), a point is inside when a segment
 * lies within `metres` of it. The segments play the part of a polygon's edges in the containment checks
 * (src/domain/geometry/containment.ts).
 */
export class BufferedLine {
  /** The segments, x1, y1, x2, y2 each; a lone point is a segment of length 0. */
  readonly edges: Float64Array;
  /** Index (in edges) of the first segment of each path. */
  readonly ringStarts: number[] = [];
  /** The line's box grown by the buffer. */
  readonly box: Box;
  private readonly cells: EdgeCells;

  constructor(
    paths: readonly Position[][],
    readonly metres: number,
  ) {
    const count = paths.reduce((n, path) => n + Math.max(path.length - 1, path.length > 0 ? 1 : 0), 0);
    const edges = edgeArray(count * 4);
    this.edges = edges;
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    let e = 0;
    for (const path of paths) {
      if (path.length === 0) continue;
      this.ringStarts.push(e / 4);
      // each position read once: a segment starts where the one before ended (a lone point ends where it starts)
      let [x1, y1] = [path[0][0], path[0][1]];
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
    const box: Box = [minX, minY, maxX, maxY];
    this.cells = new EdgeCells(edges, box);
    this.box = count === 0 ? box : searchBox(minX, minY, maxX, maxY, metres);
  }

  /** Segments (as offsets into `edges`) whose boxes meet the box, pushed onto `found` when given. */
  edgesNear(box: Box, found: number[] = []): number[] {
    if (this.edges.length > 0) this.cells.near(box, found);
    return found;
  }

  /** Whether the point lies within `metres` of the line (the buffer, its border included). */
  contains(x: number, y: number): boolean {
    return this.within(x, y, this.metres);
  }

  /** Whether the point lies within `metres` of a segment. */
  within(x: number, y: number, metres: number): boolean {
    const kx = metresPerLonDegree(y);
    const e = this.edges;
    const limit = metres * metres;
    const found = this.edgesNear(searchBox(x, y, x, y, metres), nearPoint);
    let hit = false;
    for (let k = 0; k < found.length && !hit; k++) {
      const o = found[k];
      hit =
        segmentDistanceSquared(
          (e[o] - x) * kx,
          (e[o + 1] - y) * METRES_PER_DEGREE,
          (e[o + 2] - x) * kx,
          (e[o + 3] - y) * METRES_PER_DEGREE,
        ) <= limit;
    }
    found.length = 0;
    return hit;
  }
}

/** The segments found near a point, reused by every test (emptied after each; within calls nothing back). */
const nearPoint: number[] = [];

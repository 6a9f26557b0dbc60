import type { Position } from 'geojson';
import { EdgeCells } from './edge-cells';
import { packEdges } from './edge-pack';
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
  readonly ringStarts: number[];
  /** The line's box grown by the buffer. */
  readonly box: Box;
  private readonly cells: EdgeCells;

  constructor(
    paths: readonly Position[][],
    readonly metres: number,
  ) {
    const { edges, ringStarts, box } = packEdges(paths, true);
    this.edges = edges;
    this.ringStarts = ringStarts;
    this.cells = new EdgeCells(edges, box);
    this.box = edges.length === 0 ? box : searchBox(box[0], box[1], box[2], box[3], metres);
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

import Flatbush from 'flatbush';
import type { Position } from 'geojson';
import { METRES_PER_DEGREE, metresPerLonDegree, searchBox, segmentDistanceSquared } from './edge-intervals';
import type { Box } from './polygon-index';

/**
 * A polyline and the area within `metres` of it, tested as a distance (no buffer polygon is built): its segments
 * in a packed R-tree (flatbush), a point is inside when a segment lies within `metres` of it. The segments play
 * the part of a polygon's edges in the containment checks (src/domain/geometry/containment.ts).
 */
export class BufferedLine {
  /** The segments, x1, y1, x2, y2 each; a lone point is a segment of length 0. */
  readonly edges: Float64Array;
  /** Index (in edges) of the first segment of each path. */
  readonly ringStarts: number[] = [];
  /** The line's box grown by the buffer. */
  readonly box: Box;
  private readonly tree: Flatbush;

  constructor(
    paths: readonly Position[][],
    readonly metres: number,
  ) {
    const count = paths.reduce((n, path) => n + Math.max(path.length - 1, path.length > 0 ? 1 : 0), 0);
    this.edges = new Float64Array(count * 4);
    this.tree = new Flatbush(Math.max(1, count));
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    let e = 0;
    for (const path of paths) {
      if (path.length === 0) continue;
      this.ringStarts.push(e / 4);
      const last = Math.max(1, path.length - 1);
      for (let i = 0; i < last; i++, e += 4) {
        const [x1, y1] = path[i];
        const [x2, y2] = path[Math.min(i + 1, path.length - 1)];
        this.edges.set([x1, y1, x2, y2], e);
        const minX = x1 < x2 ? x1 : x2;
        const minY = y1 < y2 ? y1 : y2;
        const maxX = x1 < x2 ? x2 : x1;
        const maxY = y1 < y2 ? y2 : y1;
        this.tree.add(minX, minY, maxX, maxY);
        if (minX < box[0]) box[0] = minX;
        if (minY < box[1]) box[1] = minY;
        if (maxX > box[2]) box[2] = maxX;
        if (maxY > box[3]) box[3] = maxY;
      }
    }
    if (count === 0) this.tree.add(0, 0, 0, 0);
    this.tree.finish();
    this.box = count === 0 ? box : searchBox(box[0], box[1], box[2], box[3], metres);
  }

  /** Segments (as offsets into `edges`) whose boxes meet the box. */
  edgesNear(box: Box): number[] {
    if (this.edges.length === 0) return [];
    return this.tree.search(box[0], box[1], box[2], box[3]).map((i) => i * 4);
  }

  /** Whether the point lies within `metres` of the line (the buffer, its border included). */
  contains(x: number, y: number): boolean {
    return this.within(x, y, this.metres);
  }

  /** Whether the point lies within `metres` of a segment; stops at the first. */
  within(x: number, y: number, metres: number): boolean {
    if (this.edges.length === 0) return false;
    const [minX, minY, maxX, maxY] = searchBox(x, y, x, y, metres);
    const kx = metresPerLonDegree(y);
    const e = this.edges;
    const limit = metres * metres;
    let found = false;
    this.tree.search(minX, minY, maxX, maxY, (i) => {
      if (found) return false;
      const o = i * 4;
      found =
        segmentDistanceSquared(
          (e[o] - x) * kx,
          (e[o + 1] - y) * METRES_PER_DEGREE,
          (e[o + 2] - x) * kx,
          (e[o + 3] - y) * METRES_PER_DEGREE,
        ) <= limit;
      return found;
    });
    return found;
  }
}

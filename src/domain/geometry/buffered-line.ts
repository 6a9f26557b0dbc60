import Flatbush from 'flatbush';
import type { Position } from 'geojson';
import { METRES_PER_DEGREE, metresPerLonDegree, searchBox, segmentDistanceSquared } from './edge-intervals';
import type { Box } from './polygon-index';

/** Consecutive segments of a path lie together: the R-tree holds runs of this many, not single segments. */
const RUN = 16;

/**
 * A polyline and the area within `metres` of it, tested as a distance (no buffer polygon is built): runs of
 * consecutive segments in a packed R-tree (flatbush), a point is inside when a segment lies within `metres` of it.
 * The segments play the part of a polygon's edges in the containment checks (src/domain/geometry/containment.ts).
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
    const edges = new Float64Array(count * 4);
    this.edges = edges;
    let e = 0;
    for (const path of paths) {
      if (path.length === 0) continue;
      this.ringStarts.push(e / 4);
      const last = Math.max(1, path.length - 1);
      for (let i = 0; i < last; i++, e += 4) {
        const p = path[i];
        const q = path[Math.min(i + 1, path.length - 1)];
        edges[e] = p[0];
        edges[e + 1] = p[1];
        edges[e + 2] = q[0];
        edges[e + 3] = q[1];
      }
    }
    const runs = Math.ceil(count / RUN);
    this.tree = new Flatbush(Math.max(1, runs));
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    for (let r = 0; r < runs; r++) {
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let o = r * RUN * 4; o < Math.min(count, (r + 1) * RUN) * 4; o += 2) {
        if (edges[o] < minX) minX = edges[o];
        if (edges[o] > maxX) maxX = edges[o];
        if (edges[o + 1] < minY) minY = edges[o + 1];
        if (edges[o + 1] > maxY) maxY = edges[o + 1];
      }
      this.tree.add(minX, minY, maxX, maxY);
      if (minX < box[0]) box[0] = minX;
      if (minY < box[1]) box[1] = minY;
      if (maxX > box[2]) box[2] = maxX;
      if (maxY > box[3]) box[3] = maxY;
    }
    if (runs === 0) this.tree.add(0, 0, 0, 0);
    this.tree.finish();
    this.box = count === 0 ? box : searchBox(box[0], box[1], box[2], box[3], metres);
  }

  /** Segments (as offsets into `edges`) whose boxes meet the box, pushed onto `found` when given. */
  edgesNear(box: Box, found: number[] = []): number[] {
    this.forEachNear(box, (o) => {
      found.push(o);
      return false;
    });
    return found;
  }

  /** Calls `visit` with each segment whose box meets the box until it returns true; whether one did. */
  private forEachNear(box: Box, visit: (offset: number) => boolean): boolean {
    if (this.edges.length === 0) return false;
    const e = this.edges;
    const count = e.length / 4;
    for (const r of this.tree.search(box[0], box[1], box[2], box[3])) {
      for (let o = r * RUN * 4; o < Math.min(count, (r + 1) * RUN) * 4; o += 4) {
        if (
          Math.max(e[o], e[o + 2]) >= box[0] &&
          Math.min(e[o], e[o + 2]) <= box[2] &&
          Math.max(e[o + 1], e[o + 3]) >= box[1] &&
          Math.min(e[o + 1], e[o + 3]) <= box[3] &&
          visit(o)
        ) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the point lies within `metres` of the line (the buffer, its border included). */
  contains(x: number, y: number): boolean {
    return this.within(x, y, this.metres);
  }

  /** Whether the point lies within `metres` of a segment; stops at the first. */
  within(x: number, y: number, metres: number): boolean {
    const kx = metresPerLonDegree(y);
    const e = this.edges;
    const limit = metres * metres;
    return this.forEachNear(
      searchBox(x, y, x, y, metres),
      (o) =>
        segmentDistanceSquared(
          (e[o] - x) * kx,
          (e[o + 1] - y) * METRES_PER_DEGREE,
          (e[o + 2] - x) * kx,
          (e[o + 3] - y) * METRES_PER_DEGREE,
        ) <= limit,
    );
  }
}

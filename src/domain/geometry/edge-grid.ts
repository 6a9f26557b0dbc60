import { METRES_PER_DEGREE, metresPerLonDegree } from './edge-intervals';
import type { Box } from './polygon-index';

const CELLS = 256;

/**
 * A coarse raster of where some edges run (each grown by a margin in metres) over a box: tells in a few
 * operations, without allocating, that an edge of the other area is far from all of them, so that most edges of a
 * large area skip the exact interval computation (src/domain/geometry/containment.ts, step 1).
 */
export class EdgeGrid {
  private readonly marked = new Uint8Array(CELLS * CELLS);
  private readonly x0: number;
  private readonly y0: number;
  private readonly w: number;
  private readonly h: number;
  /** Cells per degree (multiplying is cheaper than dividing, and marking and testing share the mapping). */
  private readonly perW: number;
  private readonly perH: number;

  constructor(box: Box, sets: readonly { edges: Float64Array }[], metres: number) {
    [this.x0, this.y0] = [box[0], box[1]];
    this.w = (box[2] - box[0]) / CELLS || 1;
    this.h = (box[3] - box[1]) / CELLS || 1;
    [this.perW, this.perH] = [1 / this.w, 1 / this.h];
    const dy = metres / METRES_PER_DEGREE;
    const dx = metres / metresPerLonDegree(Math.max(Math.abs(box[1]), Math.abs(box[3])) + dy);
    for (const { edges } of sets) {
      for (let e = 0; e < edges.length; e += 4)
        this.mark(edges[e], edges[e + 1], edges[e + 2], edges[e + 3], dx, dy);
    }
  }

  private col(x: number): number {
    const c = Math.floor((x - this.x0) * this.perW);
    return c < 0 ? 0 : c > CELLS - 1 ? CELLS - 1 : c;
  }

  private row(y: number): number {
    const r = Math.floor((y - this.y0) * this.perH);
    return r < 0 ? 0 : r > CELLS - 1 ? CELLS - 1 : r;
  }

  /** The cell holding a point (a number to compare and pass to isMarked). */
  cell(x: number, y: number): number {
    return this.row(y) * CELLS + this.col(x);
  }

  isMarked(cell: number): boolean {
    return this.marked[cell] === 1;
  }

  /** Marks the cells the segment, grown by dx/dy, may touch: row by row, the x range of the segment there. */
  private mark(x1: number, y1: number, x2: number, y2: number, dx: number, dy: number): void {
    const [lowY, highY] = y1 < y2 ? [y1, y2] : [y2, y1];
    if (highY + dy < this.y0 || lowY - dy > this.y0 + this.h * CELLS) return;
    const first = this.row(lowY - dy);
    const last = this.row(highY + dy);
    for (let r = first; r <= last; r++) {
      // the part of the segment within the row's band grown by dy
      const bandLow = Math.max(lowY, this.y0 + r * this.h - dy);
      const bandHigh = Math.min(highY, this.y0 + (r + 1) * this.h + dy);
      let minX: number;
      let maxX: number;
      if (y1 === y2) [minX, maxX] = x1 < x2 ? [x1, x2] : [x2, x1];
      else {
        const xa = x1 + ((bandLow - y1) * (x2 - x1)) / (y2 - y1);
        const xb = x1 + ((bandHigh - y1) * (x2 - x1)) / (y2 - y1);
        [minX, maxX] = xa < xb ? [xa, xb] : [xb, xa];
      }
      if (maxX + dx < this.x0 || minX - dx > this.x0 + this.w * CELLS) continue;
      this.marked.fill(1, r * CELLS + this.col(minX - dx), r * CELLS + this.col(maxX + dx) + 1);
    }
  }

  /** Whether the segment's box meets a marked cell (false: it is farther than the margin from every edge). */
  mayBeNear(x1: number, y1: number, x2: number, y2: number): boolean {
    const c1 = this.col(x1 < x2 ? x1 : x2);
    const c2 = this.col(x1 < x2 ? x2 : x1);
    const r1 = this.row(y1 < y2 ? y1 : y2);
    const r2 = this.row(y1 < y2 ? y2 : y1);
    for (let r = r1; r <= r2; r++) {
      for (let c = c1; c <= c2; c++) if (this.marked[r * CELLS + c] === 1) return true;
    }
    return false;
  }
}

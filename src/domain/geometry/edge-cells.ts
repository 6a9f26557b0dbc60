import type { Box } from './polygon-index';

/** The cross product under which a point lies on an edge (PolygonIndex.contains). */
export const ON_EDGE = 1e-12;

/** Edges per cell, on average, that the grid is sized for (measured on the geometry bench). */
const EDGES_PER_CELL = 2;

/**
 * A polygon's edges bucketed in a uniform grid of cells over its box, in typed arrays (no array per cell):
 * `items[starts[cell] .. starts[cell + 1]]` are the numbers of the edges in the cell. An edge is listed in every
 * cell it may pass through: the cells of its box when it is short or runs along a row or column, else row by row
 * the cells of its stretch in the row, one column more on each side (rounding cannot lose it). A query with a box
 * looks at the cells the box covers and dedupes edges listed in several with a stamp per edge.
 */
export class EdgeCells {
  readonly cols: number;
  readonly rows: number;
  readonly starts: Uint32Array;
  readonly items: Uint32Array;
  private readonly x0: number;
  private readonly y0: number;
  private readonly w: number;
  private readonly h: number;
  /** Cells per degree (multiplying is cheaper than dividing; building and searching share the mapping). */
  private readonly perW: number;
  private readonly perH: number;
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(
    private readonly edges: Float64Array,
    box: Box,
  ) {
    const count = edges.length / 4;
    const cells = Math.max(1, Math.ceil(count / EDGES_PER_CELL));
    const width = box[2] - box[0];
    const height = box[3] - box[1];
    const aspect = width > 0 && height > 0 ? width / height : width > 0 ? cells : 1 / cells;
    this.cols = Math.max(1, Math.min(cells, Math.round(Math.sqrt(cells * aspect))));
    this.rows = Math.max(1, Math.ceil(cells / this.cols));
    [this.x0, this.y0] = [box[0], box[1]];
    this.w = width > 0 ? width / this.cols : 1;
    this.h = height > 0 ? height / this.rows : 1;
    [this.perW, this.perH] = [1 / this.w, 1 / this.h];
    this.seen = new Uint32Array(count);
    // counted first, then filled: starts[cell + 1] counts, summed into starts, then cursor walks each cell
    const starts = new Uint32Array(this.cols * this.rows + 1);
    // most edges of a detailed outline lie in one cell: found once, kept in `single` (-1 for the others)
    const single = new Int32Array(count);
    const cols = this.cols;
    let endCell = -1;
    for (let i = 0, o = 0; i < count; i++, o += 4) {
      // an edge starts where the one before ended: its cell is known
      const startCell =
        o > 0 && edges[o] === edges[o - 2] && edges[o + 1] === edges[o - 1]
          ? endCell
          : this.row(edges[o + 1]) * cols + this.col(edges[o]);
      endCell = this.row(edges[o + 3]) * cols + this.col(edges[o + 2]);
      if (startCell === endCell) {
        single[i] = startCell;
        starts[startCell + 1]++;
      } else {
        single[i] = -1;
        this.cover(i, starts, null);
      }
    }
    for (let c = 1; c < starts.length; c++) starts[c] += starts[c - 1];
    this.starts = starts;
    const items = new Uint32Array(starts[starts.length - 1]);
    this.items = items;
    const cursor = starts.slice(0, starts.length - 1);
    for (let i = 0; i < count; i++) {
      if (single[i] >= 0) items[cursor[single[i]]++] = i;
      else this.cover(i, cursor, items);
    }
  }

  col(x: number): number {
    const c = Math.floor((x - this.x0) * this.perW);
    return c < 0 ? 0 : c >= this.cols ? this.cols - 1 : c;
  }

  row(y: number): number {
    const r = Math.floor((y - this.y0) * this.perH);
    return r < 0 ? 0 : r >= this.rows ? this.rows - 1 : r;
  }

  /** A new stamp for a query: edges marked with it were met already. */
  nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Whether the edge was met already in the query of this stamp (marks it met). */
  met(edge: number, stamp: number): boolean {
    if (this.seen[edge] === stamp) return true;
    this.seen[edge] = stamp;
    return false;
  }

  /** Pushes onto `found` the offsets (in edges) of the edges whose boxes meet the box, each once. */
  near(box: Box, found: number[]): void {
    const e = this.edges;
    const stamp = this.nextStamp();
    const c1 = this.col(box[0]);
    const c2 = this.col(box[2]);
    const r1 = this.row(box[1]);
    const r2 = this.row(box[3]);
    for (let r = r1; r <= r2; r++) {
      for (let cell = r * this.cols + c1; cell <= r * this.cols + c2; cell++) {
        for (let k = this.starts[cell]; k < this.starts[cell + 1]; k++) {
          const i = this.items[k];
          if (this.met(i, stamp)) continue;
          const o = i * 4;
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
    }
  }

  /** Counts the edge into `into[cell + 1]` (items null), or writes it at `into[cell]++` of each cell it covers. */
  private cover(i: number, into: Uint32Array, items: Uint32Array | null): void {
    const e = this.edges;
    const x1 = e[i * 4];
    const y1 = e[i * 4 + 1];
    const x2 = e[i * 4 + 2];
    const y2 = e[i * 4 + 3];
    const c1 = this.col(x1 < x2 ? x1 : x2);
    const c2 = this.col(x1 < x2 ? x2 : x1);
    const r1 = this.row(y1 < y2 ? y1 : y2);
    const r2 = this.row(y1 < y2 ? y2 : y1);
    const cols = this.cols;
    const boxOnly = r1 === r2 || c1 === c2 || (r2 - r1 + 1) * (c2 - c1 + 1) <= 4;
    // a point counts as on the edge up to a cross product of ON_EDGE (PolygonIndex.contains): that far in x
    const slack = boxOnly ? 0 : ON_EDGE / Math.abs(y2 - y1);
    for (let r = r1; r <= r2; r++) {
      let from = c1;
      let to = c2;
      if (!boxOnly) {
        // the edge's stretch within the row, the row grown by an eighth on each side
        const low = Math.max(Math.min(y1, y2), this.y0 + (r - 0.125) * this.h);
        const high = Math.min(Math.max(y1, y2), this.y0 + (r + 1.125) * this.h);
        const xa = x1 + ((low - y1) * (x2 - x1)) / (y2 - y1);
        const xb = x1 + ((high - y1) * (x2 - x1)) / (y2 - y1);
        from = Math.max(c1, this.col(Math.min(xa, xb) - slack) - 1);
        to = Math.min(c2, this.col(Math.max(xa, xb) + slack) + 1);
      }
      for (let cell = r * cols + from; cell <= r * cols + to; cell++) {
        if (items) items[into[cell]++] = i;
        else into[cell + 1]++;
      }
    }
  }
}

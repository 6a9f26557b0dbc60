import { type EdgeSet, METRES_PER_DEGREE, metresPerLonDegree } from './edge-intervals';
import type { Box } from './polygon-index';

/** A slanted edge of outer is searched for in pieces this fraction of inner's box long (in its shorter direction). */
const PIECES_PER_BOX = 256;

/** Grows search boxes a little beyond the metres, for rounding in the exact interval computation (split). */
const MARGIN = 1 + 1e-6;

/**
 * Flags (1) the edges of `inner` that may come within `metres` of an edge of `outer`, found through inner's index:
 * every other edge of inner is farther than that from all of outer's edges, so split would find it wholly far.
 * Each edge of outer meeting inner's box is searched for in pieces (a long slanted edge's box could hold much of
 * inner), each piece's box grown by the metres in degrees of longitude at the highest latitude of inner's box
 * (never fewer than an edge of inner would use) and of latitude.
 */
export function edgesNearOuter(
  inner: EdgeSet & { readonly box: Box },
  outer: readonly { readonly edges: Float64Array }[],
  metres: number,
): Uint8Array {
  const flags = new Uint8Array(inner.edges.length / 4);
  const [minX, minY, maxX, maxY] = inner.box;
  const dy = (metres * MARGIN) / METRES_PER_DEGREE;
  const dx = (metres * MARGIN) / metresPerLonDegree(Math.max(Math.abs(minY), Math.abs(maxY)) + dy);
  const pieceWidth = (maxX - minX) / PIECES_PER_BOX;
  const pieceHeight = (maxY - minY) / PIECES_PER_BOX;
  const found: number[] = [];
  const box: Box = [0, 0, 0, 0];
  for (const { edges } of outer) {
    for (let o = 0; o < edges.length; o += 4) {
      const [x1, y1, x2, y2] = [edges[o], edges[o + 1], edges[o + 2], edges[o + 3]];
      if (Math.max(x1, x2) + dx < minX || Math.min(x1, x2) - dx > maxX) continue;
      if (Math.max(y1, y2) + dy < minY || Math.min(y1, y2) - dy > maxY) continue;
      const pieces = Math.max(
        1,
        Math.min(
          Math.ceil(Math.abs(x2 - x1) / pieceWidth),
          Math.ceil(Math.abs(y2 - y1) / pieceHeight),
          PIECES_PER_BOX * 4,
        ) || 1,
      );
      for (let p = 0; p < pieces; p++) {
        // the ends of a piece by the same formula from both sides, so that pieces meet exactly
        const [ax, ay] = p === 0 ? [x1, y1] : along(x1, y1, x2, y2, p / pieces);
        const [bx, by] = p === pieces - 1 ? [x2, y2] : along(x1, y1, x2, y2, (p + 1) / pieces);
        box[0] = Math.min(ax, bx) - dx;
        box[1] = Math.min(ay, by) - dy;
        box[2] = Math.max(ax, bx) + dx;
        box[3] = Math.max(ay, by) + dy;
        if (box[2] < minX || box[0] > maxX || box[3] < minY || box[1] > maxY) continue;
        inner.edgesNear(box, found);
        for (let k = 0; k < found.length; k++) flags[found[k] >> 2] = 1;
        found.length = 0;
      }
    }
  }
  return flags;
}

const along = (x1: number, y1: number, x2: number, y2: number, t: number): [number, number] => [
  x1 + t * (x2 - x1),
  y1 + t * (y2 - y1),
];

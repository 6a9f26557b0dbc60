import { EdgeCells } from './edge-cells';
import type { EdgeSet } from './edge-intervals';
import type { Box } from './polygon-index';

/**
 * The edges of several areas as one set (the licence shapes of a draft, the shelf): one grid of cells over all of
 * them, so that an edge of the other area finds the edges near it in one look instead of one per area.
 */
export class EdgeUnion implements EdgeSet {
  readonly edges: Float64Array;
  private readonly cells: EdgeCells;

  constructor(sets: readonly { edges: Float64Array }[]) {
    this.edges = new Float64Array(sets.reduce((n, set) => n + set.edges.length, 0));
    const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
    let at = 0;
    for (const set of sets) {
      this.edges.set(set.edges, at);
      at += set.edges.length;
    }
    const e = this.edges;
    for (let o = 0; o < e.length; o += 2) {
      if (e[o] < box[0]) box[0] = e[o];
      if (e[o + 1] < box[1]) box[1] = e[o + 1];
      if (e[o] > box[2]) box[2] = e[o];
      if (e[o + 1] > box[3]) box[3] = e[o + 1];
    }
    this.cells = new EdgeCells(e, box);
  }

  edgesNear(box: Box, found: number[] = []): number[] {
    this.cells.near(box, found);
    return found;
  }
}

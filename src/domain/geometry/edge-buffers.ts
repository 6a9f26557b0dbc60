/**
 * Arrays of edges of areas that were checked, kept for the next check: a fresh array of a large area (3 MB for
 * 100,000 edges) costs a page fault per 4 KB when first written, more than the check itself on the geometry bench.
 * Only validateAreas gives arrays back, for the indexes it built and dropped; an array is handed out again only
 * to be overwritten whole.
 */

/** Arrays shorter than this (numbers) are left to the allocator. */
const KEEP_FROM = 1 << 16;
/** Net and gross. */
const KEPT = 2;

const spare: Float64Array[] = [];

/** An array for `length` numbers, to be overwritten whole: the smallest kept one that is long enough, else a new one. */
export function edgeArray(length: number): Float64Array {
  let best = -1;
  if (length >= KEEP_FROM) {
    for (let i = 0; i < spare.length; i++) {
      if (spare[i].length >= length && (best < 0 || spare[i].length < spare[best].length)) best = i;
    }
  }
  if (best < 0) return new Float64Array(length);
  const [kept] = spare.splice(best, 1);
  return kept.length === length ? kept : kept.subarray(0, length);
}

/** Gives back the edges of an index no longer used (and never to be used again). */
export function keepEdgeArray(edges: Float64Array): void {
  if (edges.length < KEEP_FROM || spare.some((kept) => kept.buffer === edges.buffer)) return;
  spare.push(new Float64Array(edges.buffer));
  if (spare.length > KEPT) spare.shift();
}

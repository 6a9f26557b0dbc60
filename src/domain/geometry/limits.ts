/**
 * Limits on the size of an area (docs/decisions.md): checked before any geometry work, by the shared schema
 * (geometry-input-schema.ts) on every call that stores or validates an area, and by the browser's import.
 * Real survey areas have a few hundred to a few thousand vertices (shapefile outlines, UKOOA hulls); UKOOA 2D
 * lines reach tens of thousands of shot points.
 */
export const MAX_VERTICES_PER_GEOMETRY = 50_000;
/**
 * Net and gross area of one request together: a call carries at most these two areas, so the per-geometry limit bounds
 * it; the body limit below bounds its bytes.
 */
export const MAX_VERTICES_PER_REQUEST = 2 * MAX_VERTICES_PER_GEOMETRY;
/** JSON body limit of the calls that carry areas: 100,000 positions at full double precision (about 40 bytes each). */
export const GEOMETRY_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/** Numbers a GeoJSON position may hold (x, y, z, m). */
export const MAX_POSITION_LENGTH = 4;

export interface VertexScan {
  /** Positions counted, stopping once past `stopAt`. */
  vertices: number;
  /** A position with more than MAX_POSITION_LENGTH numbers, or coordinates nested deeper than a MultiPolygon. */
  malformed: boolean;
}

/**
 * Counts the positions of a GeoJSON-like value without trusting its shape (cheap: a walk over the arrays, no
 * copies), stopping once the count passes `stopAt`; what it cannot read is left to the schema.
 */
export function scanVertices(geometry: unknown, stopAt = Number.POSITIVE_INFINITY): VertexScan {
  const scan: VertexScan = { vertices: 0, malformed: false };
  const walk = (node: unknown, depth: number): void => {
    if (!Array.isArray(node) || scan.malformed) return;
    if (node.length > 0 && !Array.isArray(node[0])) {
      scan.vertices++;
      if (node.length > MAX_POSITION_LENGTH) scan.malformed = true;
      return;
    }
    if (depth >= 4) {
      if (node.length > 0) scan.malformed = true;
      return;
    }
    for (let i = 0; i < node.length && scan.vertices <= stopAt && !scan.malformed; i++)
      walk(node[i], depth + 1);
  };
  walk((geometry as { coordinates?: unknown } | null)?.coordinates, 0);
  return scan;
}

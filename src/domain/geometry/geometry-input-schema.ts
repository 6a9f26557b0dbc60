import { z } from 'zod';
import { MAX_VERTICES_PER_GEOMETRY, scanVertices } from './limits';
import { ZGeometryInput, type TAreaGeometry } from './types';

/** Field messages of a refused area: keys of locales/nb/geometry-input.json. */
export const GEOMETRY_INPUT = {
  tooManyVertices: 'geometry-input:tooManyVertices',
  malformed: 'geometry-input:malformed',
  coordinateOutOfRange: 'geometry-input:coordinateOutOfRange',
  ringNotClosed: 'geometry-input:ringNotClosed',
  ringTooFewPoints: 'geometry-input:ringTooFewPoints',
  ringWithoutArea: 'geometry-input:ringWithoutArea',
  lineTooFewPoints: 'geometry-input:lineTooFewPoints',
} as const;
export type GeometryInputProblem = keyof typeof GEOMETRY_INPUT;

type Path = readonly (readonly number[])[];
const same = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
const distinctCount = (path: Path, enough: number) => {
  const seen = new Set<string>();
  for (const p of path) if (seen.add(`${p[0]},${p[1]}`).size >= enough) break;
  return seen.size;
};
/** Whether the ring encloses no area: its shoelace area is nothing beside its extent (all corners on one line). */
const hasNoArea = (ring: Path) => {
  let sum = 0;
  let [minX, minY, maxX, maxY] = [ring[0][0], ring[0][1], ring[0][0], ring[0][1]];
  for (let i = 1; i < ring.length; i++) {
    const [x, y] = ring[i];
    sum += ring[i - 1][0] * y - x * ring[i - 1][1];
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  const extent = Math.max(maxX - minX, maxY - minY);
  return Math.abs(sum) <= 1e-9 * extent * extent;
};

function ringProblem(ring: Path): GeometryInputProblem | null {
  if (ring.length < 4 || distinctCount(ring, 3) < 3) return 'ringTooFewPoints';
  if (!same(ring[0], ring[ring.length - 1])) return 'ringNotClosed';
  if (hasNoArea(ring)) return 'ringWithoutArea';
  return null;
}
const lineProblem = (line: Path): GeometryInputProblem | null =>
  line.length < 2 || distinctCount(line, 2) < 2 ? 'lineTooFewPoints' : null;

function positionsInRange(paths: readonly Path[]): boolean {
  return paths.every((path) =>
    path.every(([lon, lat]) => lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90),
  );
}

/**
 * What makes an area degenerate (a one-point polygon, a two-point or unclosed ring, one repeated point, a one-point
 * line, coordinates outside lon -180..180 / lat -90..90), or null; shared by the schema and the browser's import.
 */
export function degenerateProblem(geometry: TAreaGeometry): GeometryInputProblem | null {
  const rings =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  const lines =
    geometry.type === 'LineString'
      ? [geometry.coordinates]
      : geometry.type === 'MultiLineString'
        ? geometry.coordinates
        : [];
  if (!positionsInRange([...rings, ...lines])) return 'coordinateOutOfRange';
  for (const ring of rings) {
    const problem = ringProblem(ring);
    if (problem) return problem;
  }
  for (const line of lines) {
    const problem = lineProblem(line);
    if (problem) return problem;
  }
  return null;
}

/** Nesting of positions in the coordinates of each area type. */
const DEPTH: Record<TAreaGeometry['type'], number> = { LineString: 1, Polygon: 2, MultiLineString: 2, MultiPolygon: 3 };

/** Whether `node` is `depth` levels of non-empty arrays over positions of 2-4 finite numbers (GeoJSON's shape). */
function hasShape(node: unknown, depth: number): boolean {
  if (!Array.isArray(node)) return false;
  if (depth === 0) {
    if (node.length < 2) return false;
    for (const n of node) if (typeof n !== 'number' || !Number.isFinite(n)) return false;
    return true;
  }
  if (node.length === 0) return false;
  for (const child of node) if (!hasShape(child, depth - 1)) return false;
  return true;
}

/**
 * An area as a call receives it. The vertex limit is checked first, on the raw value, so that an oversized body costs
 * one walk over its arrays and nothing more; then the GeoJSON shape and degenerate rings and lines. Hand-written
 * rather than a zod schema per position: 100,000 positions take milliseconds, not hundreds, and are not copied.
 */
const ZCheckedAreaGeometry = z.unknown().transform((value, ctx) => {
  const fail = (problem: GeometryInputProblem) => {
    ctx.addIssue({ code: 'custom', message: GEOMETRY_INPUT[problem] });
    return z.NEVER;
  };
  const scan = scanVertices(value, MAX_VERTICES_PER_GEOMETRY);
  if (scan.malformed) return fail('malformed');
  if (scan.vertices > MAX_VERTICES_PER_GEOMETRY) return fail('tooManyVertices');
  const { type, coordinates } = (value ?? {}) as { type?: unknown; coordinates?: unknown };
  if (typeof type !== 'string' || !(type in DEPTH)) return fail('malformed');
  if (!hasShape(coordinates, DEPTH[type as TAreaGeometry['type']])) return fail('malformed');
  const geometry = { type, coordinates } as TAreaGeometry;
  const problem = degenerateProblem(geometry);
  return problem ? fail(problem) : geometry;
}) as unknown as z.ZodType<TAreaGeometry, TAreaGeometry>;

/** grossGeometry / netGeometry as the calls that store or validate an area receive it (PUT /Draft/{id}, /Draft/Validate). */
export const ZCheckedGeometryInput = ZGeometryInput.extend({ geometry: ZCheckedAreaGeometry });

/** Why an area would be refused by the calls that store it (too many vertices, degenerate), or null: the import's check. */
export function geometryInputProblem(geometry: TAreaGeometry): GeometryInputProblem | null {
  const scan = scanVertices(geometry, MAX_VERTICES_PER_GEOMETRY);
  if (scan.malformed) return 'malformed';
  if (scan.vertices > MAX_VERTICES_PER_GEOMETRY) return 'tooManyVertices';
  return degenerateProblem(geometry);
}

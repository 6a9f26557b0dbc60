import { z } from 'zod';
import { MAX_VERTICES_PER_GEOMETRY, scanVertices } from './limits';
import { ZAreaGeometry, ZGeometryInput, type TAreaGeometry } from './types';

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
/** Twice the signed area in degrees² (shoelace). */
const doubleArea = (ring: Path) => {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) sum += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  return sum;
};

function ringProblem(ring: Path): GeometryInputProblem | null {
  if (ring.length < 4 || distinctCount(ring, 3) < 3) return 'ringTooFewPoints';
  if (!same(ring[0], ring[ring.length - 1])) return 'ringNotClosed';
  if (doubleArea(ring) === 0) return 'ringWithoutArea';
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
    geometry.type === 'Polygon' ? geometry.coordinates : geometry.type === 'MultiPolygon' ? geometry.coordinates.flat() : [];
  const lines =
    geometry.type === 'LineString' ? [geometry.coordinates] : geometry.type === 'MultiLineString' ? geometry.coordinates : [];
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

/**
 * An area as a call receives it: the vertex limit is checked first, on the raw value, so that an oversized body costs
 * one walk over its arrays and no parsing or geometry work; then the GeoJSON shape, then degenerate rings and lines.
 */
const ZCheckedAreaGeometry: z.ZodType<TAreaGeometry, TAreaGeometry> = z
  .unknown()
  .superRefine((value, ctx) => {
    const scan = scanVertices(value, MAX_VERTICES_PER_GEOMETRY);
    if (scan.malformed) ctx.addIssue({ code: 'custom', message: GEOMETRY_INPUT.malformed, abort: true });
    else if (scan.vertices > MAX_VERTICES_PER_GEOMETRY)
      ctx.addIssue({ code: 'custom', message: GEOMETRY_INPUT.tooManyVertices, abort: true });
  })
  .pipe(ZAreaGeometry)
  .superRefine((geometry, ctx) => {
    const problem = degenerateProblem(geometry);
    if (problem) ctx.addIssue({ code: 'custom', message: GEOMETRY_INPUT[problem] });
  }) as z.ZodType<TAreaGeometry, TAreaGeometry>;

/** grossGeometry / netGeometry as the calls that store or validate an area receive it (PUT /Draft/{id}, /Draft/Validate). */
export const ZCheckedGeometryInput = ZGeometryInput.extend({ geometry: ZCheckedAreaGeometry });

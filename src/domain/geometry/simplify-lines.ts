import type { LonLat, TGeometryInput } from './types';

/** Imported survey lines are kept within this distance of every shot point (the checks ignore differences up to 1 m). */
export const LINE_SIMPLIFY_METRES = 1;

const METRES_PER_DEGREE = 111_320;

/**
 * Douglas-Peucker on one path in a local metric scale (longitude shrunk by the cosine of the path's latitude): keeps
 * the ends and every point needed so that no dropped point lies further than `tolerance` metres from the kept line.
 */
export function simplifyPath(path: readonly LonLat[], tolerance = LINE_SIMPLIFY_METRES): LonLat[] {
  if (path.length < 3) return [...path];
  const kx = Math.cos((path[0][1] * Math.PI) / 180) * METRES_PER_DEGREE;
  const x = path.map((p) => p[0] * kx);
  const y = path.map((p) => p[1] * METRES_PER_DEGREE);
  const keep = new Uint8Array(path.length);
  keep[0] = keep[path.length - 1] = 1;
  const stack: [number, number][] = [[0, path.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const dx = x[b] - x[a];
    const dy = y[b] - y[a];
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const distance =
        length === 0
          ? Math.hypot(x[i] - x[a], y[i] - y[a])
          : Math.abs(dx * (y[a] - y[i]) - dy * (x[a] - x[i])) / length;
      if (distance > worstDistance) [worst, worstDistance] = [i, distance];
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([a, worst], [worst, b]);
  }
  return path.filter((_, i) => keep[i] === 1);
}

/**
 * UKOOA lines (one position per shot point, 25 m apart) simplified to within LINE_SIMPLIFY_METRES: a straight 50 km
 * line of 2,000 shot points keeps its ends and bends, so 2D files of many lines stay under the area vertex limit.
 */
export function simplifiedLines(lines: TGeometryInput): TGeometryInput {
  const geometry = lines.geometry;
  if (geometry.type === 'LineString')
    return { ...lines, geometry: { ...geometry, coordinates: simplifyPath(geometry.coordinates as LonLat[]) } };
  if (geometry.type === 'MultiLineString')
    return {
      ...lines,
      geometry: { ...geometry, coordinates: geometry.coordinates.map((path) => simplifyPath(path as LonLat[])) },
    };
  return lines;
}

import { assertNearNorwegianShelf, projectInPlace } from './crs';
import type { LonLat } from './types';

/** Projects rings or paths to WGS 84 in place (sharing one ED50 transformation), then checks the region. */
export function projectParts(parts: LonLat[][], epsg: number): number | null {
  const transformation = projectInPlace(parts, epsg);
  for (const part of parts) assertNearNorwegianShelf(part);
  return transformation;
}

import { assertNearNorwegianShelf, projectInPlace } from './crs';
import type { LonLat } from './types';

/**
 * Projects rings or paths to WGS 84 in place, then checks the region. ED50 takes its transformation per
 * feature: the parts from each of `featureStarts` to the next (default: each part alone).
 */
export function projectParts(
  parts: LonLat[][],
  epsg: number,
  featureStarts?: readonly number[],
): number | null {
  const transformation = projectInPlace(parts, epsg, featureStarts ? { featureStarts } : 'part');
  for (const part of parts) assertNearNorwegianShelf(part);
  return transformation;
}

/** [minLon, minLat, maxLon, maxLat] in WGS 84. */
export type TBounds = [number, number, number, number];

function eachPosition(value: unknown, visit: (position: readonly number[]) => void): void {
  if (!Array.isArray(value)) return;
  if (typeof value[0] === 'number') visit(value as number[]);
  else for (const item of value) eachPosition(item, visit);
}

/**
 * The lon/lat box around geometries (anything with GeoJSON `coordinates`; others are skipped), undefined when they hold
 * no position. Shared by the service's overview rows, the overview's local drafts and the wizard's map.
 */
export function boundsOf(geometries: readonly object[]): TBounds | undefined {
  const box: TBounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const geometry of geometries) {
    eachPosition('coordinates' in geometry ? geometry.coordinates : undefined, ([lon, lat]) => {
      box[0] = Math.min(box[0], lon!);
      box[1] = Math.min(box[1], lat!);
      box[2] = Math.max(box[2], lon!);
      box[3] = Math.max(box[3], lat!);
    });
  }
  return Number.isFinite(box[0]) ? box : undefined;
}

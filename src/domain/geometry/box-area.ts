import type { TGeometryInput } from './types';

/** The box [west, south, east, north] as a WGS 84 polygon (one closed ring, counter-clockwise). */
export function boxPolygon(w: number, s: number, e: number, n: number): { type: 'Polygon'; coordinates: [number, number][][] } {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}

/** The box [west, south, east, north] as a drawn WGS 84 area (a draft's or a report's), e.g. for demo data and tests. */
export function boxArea(w: number, s: number, e: number, n: number): TGeometryInput {
  return { geometry: boxPolygon(w, s, e, n), loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 };
}

import type { TGeometryInput } from './types';

/** The box [west, south, east, north] as a drawn WGS 84 area (a draft's or a report's), e.g. for demo data and tests. */
export function boxArea(w: number, s: number, e: number, n: number): TGeometryInput {
  return {
    geometry: {
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
    },
    loadedFromFile: false,
    transformationToWgs84: null,
    csOriginWkId: 4326,
  };
}

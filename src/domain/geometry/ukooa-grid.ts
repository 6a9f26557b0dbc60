import proj4 from 'proj4';
import type { Datum } from './crs';
import type { LonLat } from './types';
import { type UkooaHeader, headerZone, utmEpsg } from './ukooa-header';

/** A position record giving both latitude/longitude and easting/northing (in metres). */
export interface GridSample {
  lonLat: LonLat;
  grid: LonLat;
}

/** Latitude/longitude to 0.01" (0.3 m) and grids to 0.1 m: a right guess agrees within this. */
const AGREEMENT_METRES = 2;
const ELLIPSOID: Record<Datum, string> = { ED50: 'intl', WGS84: 'WGS84', ETRS89: 'GRS80' };
const ZONES = [31, 32, 33, 34, 35];

/**
 * The grid of the easting/northing columns found from the records themselves when the header leaves the
 * datum or the zone open: the UTM zone (and ellipsoid, hence datum) in which the records' own latitude and
 * longitude give their easting and northing. Undefined when no candidate or more than one datum fits.
 */
export function gridFromSamples(header: UkooaHeader, samples: readonly GridSample[]): number | undefined {
  if (samples.length === 0 || header.otherProjection) return undefined;
  const datums: Datum[] = header.datum ? [header.datum] : ['ED50', 'WGS84'];
  const zone = headerZone(header);
  const fits: number[] = [];
  for (const datum of datums) {
    for (const z of zone === undefined ? ZONES : [zone]) {
      const forward = proj4(
        '+proj=longlat +ellps=' + ELLIPSOID[datum],
        `+proj=utm +zone=${z} +ellps=${ELLIPSOID[datum]}`,
      );
      const agrees = samples.every(({ lonLat, grid }) => {
        const [x, y] = forward.forward([lonLat[0], lonLat[1]]);
        return Math.hypot(x - grid[0], y - grid[1]) <= AGREEMENT_METRES;
      });
      const epsg = utmEpsg(datum, z);
      if (agrees && epsg !== undefined) fits.push(epsg);
    }
  }
  return fits.length === 1 ? fits[0] : undefined;
}

import proj4 from 'proj4';
import { applyEd50Shift } from './ed50-shift';
import { GeometryImportError } from './errors';
import { ELLIPSOIDS, utmToGeographicInPlace } from './utm';
import type { LonLat } from './types';

/**
 * Coordinate systems accepted by the file imports (spec 001 section 9: "several ED50 and WGS 84 codes";
 * spec 000: UTM 32/33, 4230, 4326, 3857): ED50, WGS 84 and ETRS89, geographic and UTM zones 31-35.
 */
const UTM_ZONES = [31, 32, 33, 34, 35] as const;
export const SUPPORTED_EPSG: readonly number[] = [
  4230,
  4326,
  3857,
  ...UTM_ZONES.map((z) => 23000 + z),
  ...UTM_ZONES.map((z) => 32600 + z),
  ...UTM_ZONES.map((z) => 25800 + z),
];

/** Plain-text import: WGS 84 geographic and UTM zones 31 to 34, ED50 disabled (spec 001 section 9). */
export const TEXT_IMPORT_EPSG: readonly number[] = [4326, 32631, 32632, 32633, 32634];

/** EPSG codes of the transformations to WGS 84 we apply (reported as transformationToWgs84). */
export const ED50_TO_WGS84_SOUTH_OF_62N = 1613;
export const ED50_TO_WGS84_NORTH_OF_62N = 1612;
export const ETRS89_TO_WGS84 = 1149;

/** EPSG registry parameters (position vector, as PROJ's +towgs84); see shared/data/README.md. */
const TOWGS84: Record<number, string> = {
  [ED50_TO_WGS84_SOUTH_OF_62N]: '-90.365,-101.13,-123.384,0.333,0.077,0.894,1.994',
  [ED50_TO_WGS84_NORTH_OF_62N]: '-116.641,-56.931,-110.559,0.893,0.921,-0.917,-3.52',
};

export type Datum = 'WGS84' | 'ED50' | 'ETRS89';

export function isSupportedEpsg(epsg: number): boolean {
  return SUPPORTED_EPSG.includes(epsg);
}

export function datumOf(epsg: number): Datum {
  if (epsg === 4230 || (epsg >= 23031 && epsg <= 23035)) return 'ED50';
  if (epsg >= 25831 && epsg <= 25835) return 'ETRS89';
  return 'WGS84';
}

/** UTM zone of a projected code, undefined for geographic and web mercator. */
export function utmZoneOf(epsg: number): number | undefined {
  const zone = epsg % 100;
  return [23000, 32600, 25800].includes(epsg - zone) && zone >= 1 && zone <= 60 ? zone : undefined;
}

const ED50_NORTH_FROM_LATITUDE = 62;

/** The regional ED50 -> WGS 84 transformation: EPSG:1613 south of 62°N, EPSG:1612 north of it. */
export function ed50TransformationFor(latitude: number): number {
  return latitude >= ED50_NORTH_FROM_LATITUDE ? ED50_TO_WGS84_NORTH_OF_62N : ED50_TO_WGS84_SOUTH_OF_62N;
}

/** proj4 definition of a supported code; ED50 takes the transformation to use (default: south of 62°N). */
export function proj4Definition(epsg: number, ed50Transformation = ED50_TO_WGS84_SOUTH_OF_62N): string {
  if (!isSupportedEpsg(epsg)) throw new GeometryImportError('CrsCodeNotSupported', `EPSG:${epsg}`);
  if (epsg === 4326) return '+proj=longlat +datum=WGS84 +no_defs';
  if (epsg === 3857) {
    return '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs';
  }
  const datum = datumOf(epsg);
  const ellps =
    datum === 'ED50'
      ? `+ellps=intl +towgs84=${TOWGS84[ed50Transformation]}`
      : datum === 'ETRS89'
        ? '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0'
        : '+datum=WGS84';
  const zone = utmZoneOf(epsg);
  return zone ? `+proj=utm +zone=${zone} ${ellps} +units=m +no_defs` : `+proj=longlat ${ellps} +no_defs`;
}

const converters = new Map<string, proj4.Converter>();
function converter(from: string, to: string): proj4.Converter {
  const key = `${from}|${to}`;
  let found = converters.get(key);
  if (!found) {
    found = proj4(from, to);
    converters.set(key, found);
  }
  return found;
}

export interface ProjectedPoints {
  points: LonLat[];
  transformationToWgs84: number | null;
}

/**
 * What an ED50 transformation is chosen for: each feature (the parts from each index of `featureStarts` to the
 * next, e.g. the rings of one shapefile record), each part, or each point (UKOOA positions).
 */
export type Ed50Choice = { featureStarts: readonly number[] } | 'part' | 'point';

/** 0 (EPSG:1613) or 1 (EPSG:1612) per part: by the middle of its feature's ED50 latitude range. */
function transformationPerPart(parts: readonly LonLat[][], choice: Ed50Choice): Uint8Array {
  const starts = typeof choice === 'object' ? [...choice.featureStarts, parts.length] : undefined;
  const perPart = new Uint8Array(parts.length);
  const features = starts ? starts.length - 1 : parts.length;
  for (let f = 0; f < features; f++) {
    const [from, to] = starts ? [starts[f], starts[f + 1]] : [f, f + 1];
    let min = Infinity;
    let max = -Infinity;
    for (let p = from; p < to; p++) {
      for (const point of parts[p]) {
        if (point[1] < min) min = point[1];
        if (point[1] > max) max = point[1];
      }
    }
    const north = ed50TransformationFor((min + max) / 2) === ED50_TO_WGS84_NORTH_OF_62N ? 1 : 0;
    perPart.fill(north, from, to);
  }
  return perPart;
}

/** The ED50 shift by feature, part or point; returns the transformation used for most points. */
function shiftEd50(parts: readonly LonLat[][], choice: Ed50Choice): number {
  const exactFor = (t: number) => {
    const c = converter(proj4Definition(4230, t), proj4Definition(4326));
    return (point: LonLat): number[] => c.forward(point);
  };
  const exact = [exactFor(ED50_TO_WGS84_SOUTH_OF_62N), exactFor(ED50_TO_WGS84_NORTH_OF_62N)] as const;
  let counts: [number, number];
  if (choice === 'point') {
    counts = applyEd50Shift(parts, exact, { northFrom: ED50_NORTH_FROM_LATITUDE });
  } else {
    counts = applyEd50Shift(parts, exact, transformationPerPart(parts, choice));
  }
  return counts[1] > counts[0] ? ED50_TO_WGS84_NORTH_OF_62N : ED50_TO_WGS84_SOUTH_OF_62N;
}

/**
 * Overwrites every point of the parts (x/easting/longitude first, in a supported code) with its WGS 84 lon/lat
 * (the caller owns the points).
 * ED50 takes EPSG:1613 or EPSG:1612 by the ED50 latitude of each feature (the middle of its latitude range),
 * part or point (`ed50`, default per part), never by the others' (docs/decisions.md). Returns the EPSG code of
 * the transformation used (for ED50 the one used for most points), null when none was needed.
 */
export function projectInPlace(
  parts: readonly LonLat[][],
  epsg: number,
  ed50: Ed50Choice = 'part',
): number | null {
  const datum = datumOf(epsg);
  proj4Definition(epsg); // refuses unsupported codes
  if (epsg === 4326) return null; // out-of-range values are left to the region check (a wrong coordinate system)
  const zone = utmZoneOf(epsg);
  if (zone !== undefined) {
    const ellipsoid =
      datum === 'ED50'
        ? ELLIPSOIDS.INTERNATIONAL_1924
        : datum === 'ETRS89'
          ? ELLIPSOIDS.GRS80
          : ELLIPSOIDS.WGS84;
    for (const part of parts) utmToGeographicInPlace(part, zone, ellipsoid);
  } else if (epsg === 3857) {
    for (const part of parts) webMercatorToGeographicInPlace(part);
  }
  const transformation =
    datum === 'ED50' ? shiftEd50(parts, ed50) : datum === 'ETRS89' ? ETRS89_TO_WGS84 : null;
  assertProjected(parts);
  return transformation;
}

function webMercatorToGeographicInPlace(points: LonLat[]): void {
  const R = 6378137;
  const toDegrees = 180 / Math.PI;
  for (let i = 0; i < points.length; i++) {
    const [x, y] = points[i];
    points[i] = [(x / R) * toDegrees, (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * toDegrees];
  }
}

function assertProjected(parts: readonly LonLat[][]): void {
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      const [lon, lat] = part[i];
      if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lat) > 90) {
        throw new GeometryImportError('ErrorProjectingGeometry', `point ${i + 1}`);
      }
    }
  }
}

/** Converts points from a supported code to WGS 84 lon/lat (a new array; see projectInPlace). */
export function toWgs84(points: readonly LonLat[], epsg: number): ProjectedPoints {
  const copy = points.map((p): LonLat => [p[0], p[1]]); // projectInPlace overwrites its points
  return { transformationToWgs84: projectInPlace([copy], epsg), points: copy };
}

/** WGS 84 lon/lat to a supported code (used by tests, the coordinate list and the benchmarks). */
export function fromWgs84(points: readonly LonLat[], epsg: number, ed50Transformation?: number): LonLat[] {
  if (epsg === 4326) return points.map((p) => [p[0], p[1]]);
  const convert = converter(proj4Definition(4326), proj4Definition(epsg, ed50Transformation));
  return points.map((p) => {
    const [x, y] = convert.forward([p[0], p[1]]);
    return [x, y];
  });
}

/** A generous box around the Norwegian shelf and Svalbard; points outside it mean a wrong coordinate system. */
export const SHELF_REGION = { minLon: -30, maxLon: 60, minLat: 50, maxLat: 90 } as const;

export function assertNearNorwegianShelf(points: readonly LonLat[]): void {
  const { minLon, maxLon, minLat, maxLat } = SHELF_REGION;
  const outside = points.findIndex(
    ([lon, lat]) => !(lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat),
  );
  if (outside >= 0) {
    const [lon, lat] = points[outside];
    throw new GeometryImportError(
      'CrsNotOnNorwegianShelf',
      `point ${outside + 1} at ${lon.toFixed(3)}, ${lat.toFixed(3)}`,
    );
  }
}

import { TEXT_IMPORT_EPSG, assertNearNorwegianShelf, toWgs84 } from './crs';
import { type ParsedCoordinate, parseCoordinateLine } from './coordinate-line';
import { GeometryImportError, MAX_LISTED_BAD_COORDINATES } from './errors';
import { closeRing } from './rings';
import type { LonLat, TGeometryInput, TGeometryKind } from './types';
import { importUkooa } from './ukooa';
import { MAX_IMPORT_FILE_BYTES } from './zip-reader';

export interface TextImportOptions {
  /** 'coordinates' (default): one point a line; 'ukooa': a P1/90 text, which may give several lines. */
  format?: 'coordinates' | 'ukooa';
  /** EPSG of the coordinates: 4326 (default) or WGS 84 UTM zones 31-34 (spec 001 section 9; ED50 disabled). */
  epsg?: number;
  /** Order of two plain numbers; 'auto' tells latitude from longitude on the shelf (and northing from easting). */
  axisOrder?: 'auto' | 'latlon' | 'lonlat';
  geometryType?: TGeometryKind;
  loadedFromFile?: boolean;
}

const samePoint = (a: ParsedCoordinate[], b: ParsedCoordinate[]) =>
  a[0].value === b[0].value && a[1].value === b[1].value;

/** One line read as a point; an error names the line (its number and text), so the user can find it. */
function pointOf(line: string, lineNo: number): [ParsedCoordinate, ParsedCoordinate] {
  try {
    if (!/\d/.test(line)) throw new GeometryImportError('UnableToParsePoint', `line ${lineNo}`);
    return parseCoordinateLine(line, lineNo);
  } catch (error) {
    if (error instanceof GeometryImportError && !error.line)
      throw new GeometryImportError(error.code, error.detail, { number: lineNo, text: line });
    throw error;
  }
}

/**
 * Splits the text into rings: a blank line, or a ring closing on its first point, ends a ring. '#' lines are
 * comments, and lines without digits before the first point a heading ('Lat Lon'); any other line must be a point.
 * Coordinates that are not numbers are gathered and told together ('SetCoordinatesError' listing the first 50 lines,
 * spec 001 s5); any other unreadable line stops the reading at once.
 */
function readRings(text: string): [ParsedCoordinate, ParsedCoordinate][][] {
  const rings: [ParsedCoordinate, ParsedCoordinate][][] = [[]];
  const bad: { number: number; text: string }[] = [];
  let badTotal = 0;
  let started = false;
  text.split(/\r?\n|\r/).forEach((raw, index) => {
    const line = raw.trim();
    let current = rings[rings.length - 1];
    if (line === '' || line.startsWith('#') || (!started && !/\d/.test(line))) {
      if (line === '' && current.length > 0) rings.push([]);
      return;
    }
    if (current.length > 1 && samePoint(current[0], current[current.length - 1])) {
      current = [];
      rings.push(current);
    }
    started = true;
    try {
      current.push(pointOf(line, index + 1));
    } catch (error) {
      if (!(error instanceof GeometryImportError) || error.code !== 'SetCoordinatesError') throw error;
      badTotal += 1;
      if (bad.length < MAX_LISTED_BAD_COORDINATES) bad.push({ number: index + 1, text: line });
    }
  });
  if (badTotal > 0)
    throw new GeometryImportError('SetCoordinatesError', `${badTotal} lines`, bad[0], { lines: bad, total: badTotal });
  return rings.filter((ring) => ring.length > 0);
}

function isLatitudeFirst(ring: [ParsedCoordinate, ParsedCoordinate][], options: TextImportOptions): boolean {
  if (options.axisOrder === 'latlon') return true;
  if (options.axisOrder === 'lonlat') return false;
  const looksLikeLatitude = (i: 0 | 1) =>
    ring.every((p) => Math.abs(p[i].value) >= 50 && Math.abs(p[i].value) <= 90);
  return !(looksLikeLatitude(1) && !looksLikeLatitude(0));
}

function toXy(
  ring: [ParsedCoordinate, ParsedCoordinate][],
  options: TextImportOptions,
  geographic: boolean,
): LonLat[] {
  if (!geographic) {
    const northingFirst =
      options.axisOrder === 'latlon' ||
      (options.axisOrder !== 'lonlat' && ring.every((p) => p[0].value > 1e6 && p[1].value < 1e6));
    return ring.map(([a, b]) => (northingFirst ? [b.value, a.value] : [a.value, b.value]));
  }
  const latitudeFirst = isLatitudeFirst(ring, options);
  return ring.map(([a, b]) => {
    if (a.axis || b.axis)
      return a.axis === 'lat' || b.axis === 'lon' ? [b.value, a.value] : [a.value, b.value];
    return latitudeFirst ? [b.value, a.value] : [a.value, b.value];
  });
}

/** Plain-text coordinate list -> one WGS 84 polygon or line (exactly one ring unless UKOOA). */
export function importCoordinateText(text: string, options: TextImportOptions = {}): TGeometryInput {
  if (text.length > MAX_IMPORT_FILE_BYTES)
    throw new GeometryImportError('FileTooLarge', `${text.length} characters`);
  const kind = options.geometryType ?? 'Polygon';
  if (options.format === 'ukooa') {
    const result = importUkooa(text, { epsg: options.epsg });
    const geometry = kind === 'Polygon' ? result.area : result.lines;
    if (!geometry) throw new GeometryImportError('NoGeometryFound', `no ${kind} in the UKOOA text`);
    return geometry;
  }
  const epsg = options.epsg ?? 4326;
  if (!TEXT_IMPORT_EPSG.includes(epsg)) throw new GeometryImportError('CrsCodeNotSupported', `EPSG:${epsg}`);
  const rings = readRings(text);
  if (rings.length === 0) throw new GeometryImportError('NoGeometryFound');
  if (rings.length > 1)
    throw new GeometryImportError('importGeometryErrorMultipleRings', `${rings.length} rings`);
  const { points, transformationToWgs84 } = toWgs84(toXy(rings[0], options, epsg === 4326), epsg);
  assertNearNorwegianShelf(points);
  const distinct = new Set(points.map((p) => `${p[0]},${p[1]}`)).size;
  if (distinct < (kind === 'Polygon' ? 3 : 2))
    throw new GeometryImportError('InvalidGeometryType', `${distinct} distinct points`);
  const geometry =
    kind === 'Polygon'
      ? { type: 'Polygon' as const, coordinates: [closeRing(points)] }
      : { type: 'LineString' as const, coordinates: points };
  return {
    geometry,
    loadedFromFile: options.loadedFromFile ?? false,
    csOriginWkId: epsg,
    transformationToWgs84,
  };
}

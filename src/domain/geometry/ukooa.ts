import { assertNearNorwegianShelf, isSupportedEpsg, projectInPlace } from './crs';
import { GeometryImportError } from './errors';
import { convexHull } from './hull';
import type { LonLat, TGeometryInput } from './types';
import { fieldAngle, fieldNumber } from './ukooa-fields';
import { emptyHeader, geographicEpsg, gridEpsg, readHeaderRecord } from './ukooa-header';
import { MAX_IMPORT_FILE_BYTES } from './zip-reader';

/** Position record types of P1/90; lines are drawn from the first present in this order. */
const POSITION_TYPES = 'SVCQGATEZ';

export interface UkooaOptions {
  /** Coordinate system to use instead of the header's (4230/4326 read the lat/lon columns, the rest easting/northing). */
  epsg?: number;
}

export interface UkooaImport {
  /** The survey area: the convex hull of every position and receiver (P1/90 carries no outline); null if it spans no area. */
  area: TGeometryInput | null;
  /** One path per line name (MultiLineString), from the source positions (else the first record type present). */
  lines: TGeometryInput | null;
  lineNames: string[];
  pointCount: number;
  surveyArea?: string;
}

function decode(input: string | Uint8Array | ArrayBuffer): string {
  if (typeof input === 'string') {
    if (input.length > MAX_IMPORT_FILE_BYTES)
      throw new GeometryImportError('FileTooLarge', `${input.length} characters`);
    return input;
  }
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length > MAX_IMPORT_FILE_BYTES)
    throw new GeometryImportError('FileTooLarge', `${bytes.length} bytes`);
  return new TextDecoder().decode(bytes);
}

/** Parses a UKOOA P1/90 file by column and projects it to WGS 84. */
export function importUkooa(
  input: string | Uint8Array | ArrayBuffer,
  options: UkooaOptions = {},
): UkooaImport {
  const text = decode(input);
  if (options.epsg !== undefined && !isSupportedEpsg(options.epsg)) {
    throw new GeometryImportError('CrsCodeNotSupported', `EPSG:${options.epsg}`);
  }
  const header = emptyHeader();
  let epsg = options.epsg;
  let geographic = epsg === 4230 || epsg === 4326;
  let sawHeader = false;
  const points: LonLat[] = [];
  const types: string[] = [];
  const names: string[] = [];
  const lines = text.split(/\r?\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const type = line[0];
    if (type === undefined || line.trim() === '' || line.trim() === 'EOF') continue;
    if (type === 'H') {
      sawHeader = true;
      readHeaderRecord(header, line);
      continue;
    }
    const isPosition = POSITION_TYPES.includes(type);
    if (!isPosition && type !== 'R') continue;
    if (epsg === undefined) {
      const grid = gridEpsg(header);
      geographic = grid === undefined;
      epsg = geographic ? geographicEpsg(header.datum) : grid;
      if (epsg === undefined) throw new GeometryImportError('CrsCodeNotSupported', 'no datum in H1400/H1500');
    }
    if (type === 'R') {
      if (!geographic) readReceivers(line, header.gridUnit, points, types, names);
      continue;
    }
    const x = geographic
      ? fieldAngle(line, 35, 46, 'E', 'W', i + 1)
      : fieldNumber(line, 46, 55) * header.gridUnit;
    const y = geographic
      ? fieldAngle(line, 25, 35, 'N', 'S', i + 1)
      : fieldNumber(line, 55, 64) * header.gridUnit;
    if (!Number.isFinite(x) || !Number.isFinite(y))
      throw new GeometryImportError('UnableToParsePoint', `line ${i + 1}`);
    points.push([x, y]);
    types.push(type);
    names.push(line.substring(1, 13).trim());
  }
  if (points.length === 0 || epsg === undefined) {
    throw new GeometryImportError(sawHeader ? 'NoGeometryFound' : 'LoadingUkooaFile', 'no position records');
  }
  const transformationToWgs84 = projectInPlace([points], epsg, 'point');
  const wgs = points;
  assertNearNorwegianShelf(wgs);
  const meta = { loadedFromFile: true, csOriginWkId: epsg, transformationToWgs84 };
  const byLine = linesByName(wgs, types, names);
  const hull = convexHull(wgs);
  return {
    area: hull.length ? { ...meta, geometry: { type: 'Polygon', coordinates: [hull] } } : null,
    lines: byLine.size
      ? { ...meta, geometry: { type: 'MultiLineString', coordinates: [...byLine.values()] } }
      : null,
    lineNames: [...byLine.keys()],
    pointCount: points.length,
    surveyArea: header.surveyArea,
  };
}

/** Three receiver groups per 'R' record: channel (4), easting (9), northing (9), depth (4) from column 2. */
function readReceivers(line: string, unit: number, points: LonLat[], types: string[], names: string[]): void {
  for (let g = 0; g < 3; g++) {
    const start = 1 + 26 * g;
    const x = fieldNumber(line, start + 4, start + 13) * unit;
    const y = fieldNumber(line, start + 13, start + 22) * unit;
    if (Number.isFinite(x) && Number.isFinite(y)) {
      points.push([x, y]);
      types.push('R');
      names.push('');
    }
  }
}

function linesByName(points: LonLat[], types: string[], names: string[]): Map<string, LonLat[]> {
  const present = new Set(types);
  const primary = [...POSITION_TYPES].find((t) => present.has(t));
  const byLine = new Map<string, LonLat[]>();
  for (let i = 0; i < points.length; i++) {
    if (types[i] !== primary) continue;
    const path = byLine.get(names[i]);
    if (path) path.push(points[i]);
    else byLine.set(names[i], [points[i]]);
  }
  for (const [name, path] of byLine) if (path.length < 2) byLine.delete(name);
  return byLine;
}

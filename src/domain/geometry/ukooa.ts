import { assertNearNorwegianShelf, isSupportedEpsg, projectInPlace } from './crs';
import { GeometryImportError } from './errors';
import { convexHull } from './hull';
import type { LonLat, TGeometryInput } from './types';
import { fieldAngle, fieldNumber } from './ukooa-fields';
import { type GridSample, gridFromSamples } from './ukooa-grid';
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
  /** Positions and receivers read (every one is in the area). */
  pointCount: number;
  /** How many records of each type the file holds (H, S, R, ... and 'other'): nothing is dropped silently. */
  records: UkooaRecordCounts;
  /** Receiver positions read from the R records (three groups a record at most). */
  receiverCount: number;
  /** Receiver positions left out because the chosen coordinate system is geographic (R records carry a grid only). */
  skippedReceivers: number;
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

const MAX_SAMPLES = 5;

/** Counts by record type: header records, each position type, R, and anything else ('other'). */
export type UkooaRecordCounts = Record<string, number>;

interface Scan {
  header: ReturnType<typeof emptyHeader>;
  records: UkooaRecordCounts;
  samples: GridSample[];
  /** Position records with latitude and longitude. */
  withLatLon: number;
}

/** First pass: every header record (wherever it stands), the counts, and a few records giving both positions. */
function scan(lines: readonly string[]): Scan {
  const header = emptyHeader();
  const records: UkooaRecordCounts = {};
  const samples: GridSample[] = [];
  let withLatLon = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const type = line[0];
    if (type === undefined || line.trim() === '' || line.trim() === 'EOF') continue;
    const key = type === 'H' || type === 'R' || POSITION_TYPES.includes(type) ? type : 'other';
    records[key] = (records[key] ?? 0) + 1;
    if (type === 'H') readHeaderRecord(header, line);
    if (!POSITION_TYPES.includes(type) || line.substring(25, 46).trim() === '') continue;
    withLatLon++;
    if (samples.length >= MAX_SAMPLES) continue;
    try {
      const lonLat: LonLat = [
        fieldAngle(line, 35, 46, 'E', 'W', i + 1),
        fieldAngle(line, 25, 35, 'N', 'S', i + 1),
      ];
      const grid: LonLat = [fieldNumber(line, 46, 55), fieldNumber(line, 55, 64)];
      if ([...lonLat, ...grid].every(Number.isFinite)) samples.push({ lonLat, grid });
    } catch {
      // a broken record is reported by the second pass, with its line
    }
  }
  for (const sample of samples)
    sample.grid = [sample.grid[0] * header.gridUnit, sample.grid[1] * header.gridUnit];
  return { header, records, samples, withLatLon };
}

/**
 * The coordinate system of the records: the caller's choice, else the grid the header gives (any combination
 * of H17xx-H29xx records), else the grid the records' own latitude/longitude and easting/northing agree on,
 * else the latitude/longitude columns when the file has no receiver records (which carry only a grid).
 * Refuses with UkooaGridUndetermined otherwise: the user then chooses the coordinate system.
 */
function coordinateSystem(found: Scan, chosen: number | undefined): { epsg: number; geographic: boolean } {
  if (chosen !== undefined) return { epsg: chosen, geographic: chosen === 4230 || chosen === 4326 };
  const grid = gridEpsg(found.header) ?? gridFromSamples(found.header, found.samples);
  if (grid !== undefined) return { epsg: grid, geographic: false };
  const geographic = geographicEpsg(found.header.datum);
  const positions = Object.entries(found.records)
    .filter(([type]) => POSITION_TYPES.includes(type))
    .reduce((n, [, count]) => n + count, 0);
  if (geographic !== undefined && !found.records.R && found.withLatLon === positions) {
    return { epsg: geographic, geographic: true };
  }
  const missing = found.header.datum ? 'UTM zone' : 'datum';
  throw new GeometryImportError(
    'UkooaGridUndetermined',
    `no ${missing} in H1400-H2999 and none fits the records`,
  );
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
  const lines = text.split(/\r?\n|\r/);
  const found = scan(lines);
  const positions = Object.keys(found.records).some((t) => t === 'R' || POSITION_TYPES.includes(t));
  if (!positions) {
    throw new GeometryImportError(
      found.records.H ? 'NoGeometryFound' : 'LoadingUkooaFile',
      'no position records',
    );
  }
  const { epsg, geographic } = coordinateSystem(found, options.epsg);
  const unit = found.header.gridUnit;
  const points: LonLat[] = [];
  const types: string[] = [];
  const names: string[] = [];
  let skippedReceivers = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const type = line[0];
    if (type === 'R') {
      if (geographic) skippedReceivers += receiverGroups(line);
      else readReceivers(line, unit, points, types, names);
      continue;
    }
    if (type === undefined || !POSITION_TYPES.includes(type) || line.trim() === 'EOF') continue;
    const x = geographic ? fieldAngle(line, 35, 46, 'E', 'W', i + 1) : fieldNumber(line, 46, 55) * unit;
    const y = geographic ? fieldAngle(line, 25, 35, 'N', 'S', i + 1) : fieldNumber(line, 55, 64) * unit;
    if (!Number.isFinite(x) || !Number.isFinite(y))
      throw new GeometryImportError('UnableToParsePoint', `line ${i + 1}`);
    points.push([x, y]);
    types.push(type);
    names.push(line.substring(1, 13).trim());
  }
  if (points.length === 0) throw new GeometryImportError('NoGeometryFound', 'no position records');
  const receiverCount = types.reduce((n, t) => (t === 'R' ? n + 1 : n), 0);
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
    records: found.records,
    receiverCount,
    skippedReceivers,
    surveyArea: found.header.surveyArea,
  };
}

/** Receiver groups with a grid position in an R record (used to count what a geographic choice leaves out). */
function receiverGroups(line: string): number {
  let count = 0;
  for (let g = 0; g < 3; g++) {
    const start = 1 + 26 * g;
    if (Number.isFinite(fieldNumber(line, start + 4, start + 13))) count++;
  }
  return count;
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

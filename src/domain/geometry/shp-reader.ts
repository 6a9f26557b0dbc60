import { GeometryImportError } from './errors';
import type { LonLat } from './types';

/** ESRI shape types we read (plain, Z and M variants share the x/y layout). */
const POLYLINE_TYPES = new Set([3, 13, 23]);
const POLYGON_TYPES = new Set([5, 15, 25]);

export type ShpKind = 'Polygon' | 'Polyline';

export interface ShpLayer {
  kind: ShpKind;
  /** Parts (rings or paths) of every non-null record, in file order, in the file's coordinates. */
  parts: LonLat[][];
  /** Index in `parts` of each record's first part (a record is one feature). */
  recordStarts: number[];
}

const unreadable = (detail: string) => new GeometryImportError('importUnableToReadFileError', detail);

/** Reads a .shp file (ESRI Shapefile Technical Description, 1998): polygons and polylines only. */
export function readShp(bytes: Uint8Array): ShpLayer {
  if (bytes.length < 100) throw unreadable('.shp shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getInt32(0, false) !== 9994) throw unreadable('.shp has no file code 9994');
  const declaredLength = view.getInt32(24, false) * 2;
  if (declaredLength > bytes.length)
    throw unreadable(`.shp truncated: ${bytes.length} of ${declaredLength} bytes`);
  const shapeType = view.getInt32(32, true);
  const kind: ShpKind | undefined = POLYGON_TYPES.has(shapeType)
    ? 'Polygon'
    : POLYLINE_TYPES.has(shapeType)
      ? 'Polyline'
      : undefined;
  if (!kind) {
    if (shapeType === 0) throw new GeometryImportError('EmptyShapeFile');
    throw new GeometryImportError('InvalidGeometryType', `shape type ${shapeType}`);
  }
  const parts: LonLat[][] = [];
  const recordStarts: number[] = [];
  let offset = 100;
  while (offset < declaredLength) {
    if (offset + 12 > declaredLength) throw unreadable(`record header at ${offset} cut off`);
    const contentLength = view.getInt32(offset + 4, false) * 2;
    const content = offset + 8;
    const next = content + contentLength;
    if (contentLength < 4 || next > declaredLength) throw unreadable(`record at ${offset} runs past the end`);
    const recordType = view.getInt32(content, true);
    if (recordType !== 0) {
      if (recordType !== shapeType)
        throw unreadable(`record type ${recordType} in a file of type ${shapeType}`);
      const first = parts.length;
      readParts(view, content, contentLength, parts);
      if (parts.length > first) recordStarts.push(first);
    }
    offset = next;
  }
  if (parts.length === 0) throw new GeometryImportError('EmptyShapeFile');
  return { kind, parts, recordStarts };
}

function readParts(view: DataView, content: number, contentLength: number, into: LonLat[][]): void {
  if (contentLength < 44) throw unreadable(`record at ${content} too short`);
  const numParts = view.getInt32(content + 36, true);
  const numPoints = view.getInt32(content + 40, true);
  const pointsAt = content + 44 + 4 * numParts;
  if (numParts < 0 || numPoints < 0 || pointsAt + 16 * numPoints > content + contentLength) {
    throw unreadable(`record at ${content}: ${numParts} parts, ${numPoints} points do not fit`);
  }
  for (let p = 0; p < numParts; p++) {
    const first = view.getInt32(content + 44 + 4 * p, true);
    const last = p + 1 < numParts ? view.getInt32(content + 48 + 4 * p, true) : numPoints;
    if (first < 0 || last > numPoints || last < first)
      throw unreadable(`record at ${content}: bad part index`);
    if (last === first) continue;
    const part: LonLat[] = new Array(last - first);
    for (let i = first; i < last; i++) {
      part[i - first] = [
        view.getFloat64(pointsAt + 16 * i, true),
        view.getFloat64(pointsAt + 16 * i + 8, true),
      ];
    }
    into.push(part);
  }
}

import { GeometryImportError, type GeometryImportErrorCode } from './errors';
import { UKOOA_EXTENSIONS } from './import-extensions';
import { SHAPEFILE_EXTENSIONS, importShapefileZip } from './shapefile-import';
import { simplifiedLines } from './simplify-lines';
import type { TGeometryInput, TGeometryKind } from './types';
import { type UkooaImport, importUkooa } from './ukooa';
import { MAX_IMPORT_FILE_BYTES } from './zip-reader';

/** The file formats of the import dialog (spec 001 section 9: UKOOA and shape). */
export type GeometryFileFormat = 'shape' | 'ukooa';

export { UKOOA_EXTENSIONS };

export interface GeometryFileOptions {
  /** The format chosen in the dialog; by default taken from the file extension. */
  format?: GeometryFileFormat;
  /** acquisitionConfig.allowedGeometryTypes* of the survey type; the area (Polygon) is preferred for UKOOA. */
  allowedTypes?: readonly TGeometryKind[];
  /** acquisitionConfig.hasShapeUpload / hasUkooaUpload of the survey type. */
  uploads?: { hasShapeUpload: boolean; hasUkooaUpload: boolean };
  /** Coordinate system for a UKOOA file whose header does not give one. */
  epsg?: number;
  /** Told what a UKOOA file held (records by type, receivers read and left out), to show it to the user. */
  onUkooaRead?: (
    summary: Pick<UkooaImport, 'records' | 'receiverCount' | 'skippedReceivers' | 'pointCount'>,
  ) => void;
}

/** Call with File.size before reading a file, so a 51 MB file is refused without being read. */
export function assertImportFileSize(size: number): void {
  if (size > MAX_IMPORT_FILE_BYTES) throw new GeometryImportError('FileTooLarge', `${size} bytes`);
}

export function formatOfFileName(name: string): GeometryFileFormat | undefined {
  const lower = name.toLowerCase();
  if (SHAPEFILE_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'shape';
  if (UKOOA_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'ukooa';
  return undefined;
}

/** Imports an uploaded geometry file into one WGS 84 geometry marked as loaded from file. */
export async function importGeometryFile(
  name: string,
  bytes: Uint8Array | ArrayBuffer,
  options: GeometryFileOptions = {},
): Promise<TGeometryInput> {
  assertImportFileSize(bytes.byteLength);
  const format = options.format ?? formatOfFileName(name);
  if (format === undefined || (options.format && formatOfFileName(name) !== options.format)) {
    throw new GeometryImportError('FileExtenstionNotSupported', name);
  }
  if (options.allowedTypes && options.allowedTypes.length === 0)
    throw new GeometryImportError('IllegalParameter', 'no allowed types');
  if (
    options.uploads &&
    !(format === 'shape' ? options.uploads.hasShapeUpload : options.uploads.hasUkooaUpload)
  ) {
    throw new GeometryImportError('InvalidSurveyType', `${format} upload not allowed`);
  }
  if (format === 'shape')
    return importShapefileZip(bytes, { fileName: name, allowedTypes: options.allowedTypes });
  const result = importUkooa(bytes, { epsg: options.epsg });
  options.onUkooaRead?.(result);
  const wantsArea = !options.allowedTypes || options.allowedTypes.includes('Polygon');
  // Lines keep one position per shot point: simplified to within 1 m so real 2D files fit the area vertex limit.
  const geometry = wantsArea
    ? (result.area ?? undefined)
    : result.lines
      ? simplifiedLines(result.lines)
      : undefined;
  if (!geometry) throw new GeometryImportError(wantsArea ? 'InvalidGeometryType' : 'NoGeometryFound', name);
  return geometry;
}

/** The i18n key of an import error's message (namespace 'geometry'). */
export function importErrorMessageKey(code: GeometryImportErrorCode): string {
  return `geometry:errors.${code}`;
}

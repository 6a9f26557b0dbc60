import { isGeometryImportError, type BadCoordinates } from '@/domain/geometry/errors';
import { GEOMETRY_INPUT, geometryInputProblem } from '@/domain/geometry/geometry-input-schema';
import {
  assertImportFileSize,
  type GeometryFileFormat,
  importErrorMessageKey,
  importGeometryFile,
  UKOOA_EXTENSIONS,
} from '@/domain/geometry/import-file';
import { SHAPEFILE_EXTENSIONS } from '@/domain/geometry/shapefile-import';
import { importCoordinateText } from '@/domain/geometry/text-import';
import type { TGeometryInput, TGeometryKind } from '@/domain/geometry/types';

export interface ImportRules {
  allowedTypes: readonly TGeometryKind[];
  hasShapeUpload: boolean;
  hasUkooaUpload: boolean;
}

/** What a UKOOA file held, for the success message (geometry:ukooaRecordsRead). */
export interface UkooaRecordsRead {
  shots: number;
  receivers: number;
  other: number;
  skipped: number;
}

export type ImportOutcome =
  | { ok: true; value: TGeometryInput; ukooa?: UkooaRecordsRead }
  | { ok: false; messageKey: string; detail?: string; line?: { number: number; text: string }; badCoordinates?: BadCoordinates };

/**
 * The Norwegian text of a failed import: the error's message, with the line to blame, or for coordinates that are not
 * numbers the lines that have them (the first 50, spec 001 s5, and how many there are in all). `compact` names those
 * lines by number only: a toast over the form on a phone (the import dialog shows them whole, inline).
 */
export function importFailureText(
  t: (key: string, options?: Record<string, unknown>) => string,
  outcome: Extract<ImportOutcome, { ok: false }>,
  { compact = false }: { compact?: boolean } = {},
): string {
  const reason = t(outcome.messageKey.replace(/^geometry:/, ''));
  const bad = outcome.badCoordinates;
  if (bad && bad.lines.length > 0) {
    const list = compact
      ? t('badCoordinateLineNumbers', { lines: bad.lines.map((line) => line.number).join(', ') })
      : bad.lines.map((line) => t('badCoordinateLine', { line: line.number, text: line.text })).join(', ');
    const text = t('badCoordinates', { reason, list });
    return bad.total > bad.lines.length ? `${text} ${t('badCoordinatesMore', { shown: bad.lines.length, total: bad.total })}` : text;
  }
  return outcome.line ? t('lineError', { line: outcome.line.number, text: outcome.line.text, reason }) : reason;
}

function failure(error: unknown): ImportOutcome {
  if (isGeometryImportError(error))
    return {
      ok: false,
      messageKey: importErrorMessageKey(error.code),
      detail: error.detail,
      line: error.line,
      ...(error.badCoordinates ? { badCoordinates: error.badCoordinates } : {}),
    };
  return {
    ok: false,
    messageKey: 'geometry:errors.importUnableToReadFileError',
    detail: String((error as Error)?.message ?? error),
  };
}

/** The service's limits and degenerate-area rules, told at import rather than at save (docs/decisions.md). */
function accepted(value: TGeometryInput): ImportOutcome {
  const problem = geometryInputProblem(value.geometry);
  return problem ? { ok: false, messageKey: GEOMETRY_INPUT[problem] } : { ok: true, value };
}

/** What a file import may be told besides the file: the format chosen and a coordinate system for a headerless UKOOA file. */
export interface FileChoice {
  format?: GeometryFileFormat;
  epsg?: number;
}

/** Reads a shapefile zip or UKOOA file in the browser (works offline); the size is checked before reading. */
export async function importFile(
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
  rules: ImportRules,
  choice: FileChoice = {},
): Promise<ImportOutcome> {
  try {
    assertImportFileSize(file.size);
    const bytes = new Uint8Array(await file.arrayBuffer());
    let ukooa: UkooaRecordsRead | undefined;
    const value = await importGeometryFile(file.name, bytes, {
      format: choice.format,
      epsg: choice.epsg,
      allowedTypes: rules.allowedTypes,
      uploads: rules,
      onUkooaRead: ({ records, receiverCount, skippedReceivers, pointCount }) => {
        ukooa = {
          shots: pointCount - receiverCount,
          receivers: receiverCount,
          other: records.other ?? 0,
          skipped: skippedReceivers,
        };
      },
    });
    const outcome = accepted(value);
    return outcome.ok ? { ...outcome, ukooa } : outcome;
  } catch (error) {
    return failure(error);
  }
}

/** A pasted coordinate list (or UKOOA text), as the area's preferred kind (polygon when allowed), in the chosen system. */
export function importText(
  text: string,
  rules: ImportRules,
  choice: { format?: 'coordinates' | 'ukooa'; epsg?: number } = {},
): ImportOutcome {
  try {
    const geometryType = rules.allowedTypes.includes('Polygon') ? 'Polygon' : 'LineString';
    return accepted(importCoordinateText(text, { geometryType, format: choice.format, epsg: choice.epsg }));
  } catch (error) {
    return failure(error);
  }
}

/** EPSG of WGS 84 geographic coordinates: nothing to convert. */
export const WGS84_EPSG = 4326;

/** 'conversionSucceeded' only when something was converted (another datum or a projection); else 'importSucceeded'. */
export function successMessageKey(value: TGeometryInput): 'conversionSucceeded' | 'importSucceeded' {
  return value.csOriginWkId !== WGS84_EPSG || value.transformationToWgs84 !== null
    ? 'conversionSucceeded'
    : 'importSucceeded';
}

/** The import dialog's formats (spec 001 s2.2): shape, UKOOA and plain text. */
export type ImportFormat = 'shape' | 'ukooa' | 'text';

/** The formats the survey type allows: the uploads of its configuration, and plain text always. */
export function importFormatsFor(rules: Pick<ImportRules, 'hasShapeUpload' | 'hasUkooaUpload'>): ImportFormat[] {
  return [
    ...(rules.hasShapeUpload ? (['shape'] as const) : []),
    ...(rules.hasUkooaUpload ? (['ukooa'] as const) : []),
    'text',
  ];
}

/** The 'as the file says' choice (the .prj of a shapefile, the header of a UKOOA file). */
export const FROM_FILE = 0;

export interface CoordinateSystemOption {
  /** EPSG code, or FROM_FILE. */
  epsg: number;
  disabled: boolean;
}

const UTM = (base: number, zones: readonly number[]) => zones.map((z) => base + z);
const TEXT_ZONES = [31, 32, 33, 34] as const;
const FILE_ZONES = [31, 32, 33, 34, 35] as const;

/**
 * The coordinate systems offered per format (spec 001 s9): plain text WGS 84 geographic and UTM zones 31-34, with ED50
 * listed but disabled; files the ED50 and WGS 84 codes (a UKOOA file also 'from the header', the default); a shapefile
 * only what its .prj says.
 */
export function coordinateSystemOptions(format: ImportFormat): CoordinateSystemOption[] {
  const on = (epsg: number) => ({ epsg, disabled: false });
  if (format === 'shape') return [on(FROM_FILE)];
  if (format === 'text')
    return [
      ...[WGS84_EPSG, ...UTM(32600, TEXT_ZONES)].map(on),
      ...[4230, ...UTM(23000, TEXT_ZONES)].map((epsg) => ({ epsg, disabled: true })),
    ];
  return [FROM_FILE, 4230, ...UTM(23000, FILE_ZONES), WGS84_EPSG, ...UTM(32600, FILE_ZONES)].map(on);
}

/** The default choice of a format: the file's own for files, WGS 84 geographic for text. */
export function defaultCoordinateSystem(format: ImportFormat): number {
  return format === 'text' ? WGS84_EPSG : FROM_FILE;
}

/** The file names accepted per format. */
export function acceptedExtensions(format: ImportFormat): readonly string[] {
  return format === 'shape' ? SHAPEFILE_EXTENSIONS : format === 'ukooa' ? UKOOA_EXTENSIONS : [];
}

/** What the dialog was given: a file (shape, UKOOA) or text (plain text, UKOOA pasted), and the coordinate system. */
export interface ImportRequest {
  format: ImportFormat;
  epsg: number;
  file?: Pick<File, 'name' | 'size' | 'arrayBuffer'> | null;
  text?: string;
}

/**
 * The dialog's import: a shapefile by its .prj, a UKOOA file or text by its header unless a system is chosen (a
 * headerless file needs one), plain text in the chosen system (never ED50). A file wins over text for UKOOA.
 */
export async function runImport(request: ImportRequest, rules: ImportRules): Promise<ImportOutcome> {
  const epsg = request.epsg === FROM_FILE ? undefined : request.epsg;
  const option = coordinateSystemOptions(request.format).find((o) => o.epsg === request.epsg);
  if (!option || option.disabled) return { ok: false, messageKey: importErrorMessageKey('CrsCodeNotSupported') };
  if (request.format !== 'text' && request.file)
    return importFile(request.file, rules, { format: request.format, epsg });
  if (request.format === 'shape') return { ok: false, messageKey: importErrorMessageKey('NoGeometryFound') };
  const text = request.text ?? '';
  if (!text.trim()) return { ok: false, messageKey: importErrorMessageKey('NoGeometryFound') };
  return importText(text, rules, { format: request.format === 'ukooa' ? 'ukooa' : 'coordinates', epsg });
}

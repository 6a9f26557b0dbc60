/**
 * Geometry import errors (spec 002 section 8, spec 001 section 5 'Import of geometry').
 * The codes are kept exactly as the specification spells them (including its typos), so that
 * they match the message keys in locales/nb/geometry.json.
 */
export const GEOMETRY_IMPORT_ERROR_CODES = [
  'NotAZipFile',
  'EmptyShapeFile',
  'importMissingPrjFileError',
  'UnableToParsePoint',
  'NotSupportetPrjStringCode',
  'importUnableToReadFileError',
  'InvalidGeometryType',
  'CrsCodeNotSupported',
  'importGeometryErrorMultipleRings',
  'LoadingUkooaFile',
  'ErrorProjectingGeometry',
  'FileExtenstionNotSupported',
  'importGeometryErrorConnectionFailed',
  'CrsNotOnNorwegianShelf',
  'IllegalParameter',
  'NoGeometryFound',
  'SetCoordinatesError',
  'InvalidSurveyType',
  'PointConversionError',
  'FileTooLarge',
  'ZipBomb',
  'UnsafeZipPath',
  'UkooaGridUndetermined',
] as const;

export type GeometryImportErrorCode = (typeof GEOMETRY_IMPORT_ERROR_CODES)[number];

/** Message key of a successful import (locales/nb/geometry.json). */
export const CONVERSION_SUCCEEDED = 'conversionSucceeded';

export class GeometryImportError extends Error {
  readonly code: GeometryImportErrorCode;
  /** Technical detail for logs and tests (line number, entry name...); never shown as the message. */
  readonly detail?: string;

  /** The pasted or read line that could not be read (1-based number and its text), when one is to blame. */
  readonly line?: { number: number; text: string };

  constructor(code: GeometryImportErrorCode, detail?: string, line?: { number: number; text: string }) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'GeometryImportError';
    this.code = code;
    this.detail = detail;
    this.line = line;
  }
}

export function isGeometryImportError(error: unknown): error is GeometryImportError {
  return error instanceof GeometryImportError;
}

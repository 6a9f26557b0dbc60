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

/** 'Only the first 50 coordinates are listed' (spec 001 s5): the most lines a 'SetCoordinatesError' names. */
export const MAX_LISTED_BAD_COORDINATES = 50;

export interface BadCoordinates {
  /** The first MAX_LISTED_BAD_COORDINATES lines with a coordinate that is not a number, in order. */
  lines: { number: number; text: string }[];
  /** How many such lines the text has in all. */
  total: number;
}

export class GeometryImportError extends Error {
  readonly code: GeometryImportErrorCode;
  /** Technical detail for logs and tests (line number, entry name...); never shown as the message. */
  readonly detail?: string;

  /** The pasted or read line that could not be read (1-based number and its text), when one is to blame. */
  readonly line?: { number: number; text: string };

  /**
   * 'SetCoordinatesError' of a pasted list: the lines whose coordinates are not numbers, the first
   * MAX_LISTED_BAD_COORDINATES of them (spec 001 s5), and how many there are in all.
   */
  readonly badCoordinates?: BadCoordinates;

  constructor(
    code: GeometryImportErrorCode,
    detail?: string,
    line?: { number: number; text: string },
    badCoordinates?: BadCoordinates,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'GeometryImportError';
    this.code = code;
    this.detail = detail;
    this.line = line;
    this.badCoordinates = badCoordinates;
  }
}

export function isGeometryImportError(error: unknown): error is GeometryImportError {
  return error instanceof GeometryImportError;
}

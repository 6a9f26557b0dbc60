import { GeometryImportError } from './errors';

/** Column readers for UKOOA P1/90 records (columns are 1-based in the standard, 0-based here). */

/** A number from a fixed-width field: blank gives NaN; left- or right-justified, negative allowed. */
export function fieldNumber(line: string, start: number, end: number): number {
  const text = line.substring(start, end).trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * An angle written DDMMSS.SS + hemisphere (latitude) or DDDMMSS.SS + hemisphere (longitude).
 * Tolerates spaces for leading zeros ("5930 1.23N"), a left-justified value and a missing decimal part.
 * Returns NaN for a blank field; throws PointConversionError for impossible values.
 */
export function fieldAngle(
  line: string,
  start: number,
  end: number,
  positive: string,
  negative: string,
  lineNo: number,
): number {
  const field = line.substring(start, end).trimEnd();
  if (field.trim() === '') return Number.NaN;
  const hemisphere = field[field.length - 1];
  if (hemisphere !== positive && hemisphere !== negative) {
    throw new GeometryImportError(
      'UnableToParsePoint',
      `line ${lineNo}: no ${positive}/${negative} in '${field}'`,
    );
  }
  const digits = field.slice(0, -1).trimEnd().replace(/ /g, '0');
  if (!/^\d+(\.\d*)?$/.test(digits))
    throw new GeometryImportError('UnableToParsePoint', `line ${lineNo}: '${field}'`);
  const value = Number(digits);
  const degrees = Math.floor(value / 10000);
  const minutes = Math.floor((value - degrees * 10000) / 100);
  const seconds = value - degrees * 10000 - minutes * 100;
  const angle = degrees + minutes / 60 + seconds / 3600;
  if (minutes >= 60 || seconds >= 60 || angle > (positive === 'N' ? 90 : 180)) {
    throw new GeometryImportError('PointConversionError', `line ${lineNo}: '${field}'`);
  }
  return hemisphere === negative ? -angle : angle;
}

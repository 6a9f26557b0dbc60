import { GeometryImportError } from './errors';

/** One coordinate as written: its value and, when a hemisphere letter was given, its axis. */
export interface ParsedCoordinate {
  value: number;
  axis?: 'lat' | 'lon';
}

const HEMISPHERES: Record<string, { axis: 'lat' | 'lon'; sign: 1 | -1 }> = {
  N: { axis: 'lat', sign: 1 },
  S: { axis: 'lat', sign: -1 },
  E: { axis: 'lon', sign: 1 },
  Ø: { axis: 'lon', sign: 1 },
  W: { axis: 'lon', sign: -1 },
  V: { axis: 'lon', sign: -1 },
};

/** A value typed into the coordinate list: a number (decimal point or comma) or SetCoordinatesError. */
export function parseCoordinateValue(text: string): number {
  const normalised = text.trim().replace(',', '.');
  const value = normalised === '' ? Number.NaN : Number(normalised);
  if (!Number.isFinite(value)) throw new GeometryImportError('SetCoordinatesError', text);
  return value;
}

function normalise(line: string): string {
  let text = line.replace(/[°º'′"″]/g, ' ').replace(/\t|;/g, ' , ');
  if (!text.includes('.')) text = text.replace(/(\d),(\d)/g, '$1.$2'); // decimal commas
  return text.replace(/,/g, ' ');
}

function degrees(numbers: number[], lineNo: number): number {
  if (numbers.length === 0 || numbers.length > 3)
    throw new GeometryImportError('UnableToParsePoint', `line ${lineNo}`);
  const [d, m = 0, s = 0] = numbers;
  if (numbers.length > 1 && (m < 0 || m >= 60 || s < 0 || s >= 60 || !Number.isInteger(d))) {
    throw new GeometryImportError('PointConversionError', `line ${lineNo}`);
  }
  const sign = d < 0 || Object.is(d, -0) ? -1 : 1;
  return sign * (Math.abs(d) + m / 60 + s / 3600);
}

/**
 * Reads one line into two coordinates: decimal ("60.5 3.25", "60,5;3,25"), degrees and minutes,
 * degrees-minutes-seconds ("60°30'00\"N 3°15'00\"E", "N60 30 0 E3 15 0"), or easting northing.
 */
export function parseCoordinateLine(line: string, lineNo: number): [ParsedCoordinate, ParsedCoordinate] {
  const items = normalise(line)
    .trim()
    .split(/\s+|(?<=[A-ZØ])(?=[\d+-])|(?<=\d)(?=[A-ZØ])/i);
  const numbers: number[] = [];
  const groups: { numbers: number[]; letter?: string }[] = [];
  const letters = items.filter((item) => /^[NSEWØV]$/i.test(item));
  const prefix = letters.length > 0 && /^[NSEWØV]$/i.test(items[0]);
  for (const item of items) {
    if (/^[NSEWØV]$/i.test(item)) {
      if (prefix) groups.push({ numbers: [], letter: item.toUpperCase() });
      else groups.push({ numbers: numbers.splice(0), letter: item.toUpperCase() });
      continue;
    }
    const value = Number(item);
    if (item === '' || !Number.isFinite(value))
      throw new GeometryImportError('SetCoordinatesError', `line ${lineNo}: '${item}'`);
    if (prefix) groups[groups.length - 1].numbers.push(value);
    else numbers.push(value);
  }
  if (letters.length === 0) {
    if (![2, 4, 6].includes(numbers.length))
      throw new GeometryImportError('UnableToParsePoint', `line ${lineNo}`);
    const half = numbers.length / 2;
    groups.push({ numbers: numbers.slice(0, half) }, { numbers: numbers.slice(half) });
  } else if (numbers.length > 0 || groups.length !== 2) {
    throw new GeometryImportError('UnableToParsePoint', `line ${lineNo}`);
  }
  const [a, b] = groups.map((group): ParsedCoordinate => {
    const hemisphere = group.letter ? HEMISPHERES[group.letter] : undefined;
    const value = degrees(group.numbers, lineNo);
    return hemisphere ? { value: value * hemisphere.sign, axis: hemisphere.axis } : { value };
  });
  if (a.axis && a.axis === b.axis)
    throw new GeometryImportError('UnableToParsePoint', `line ${lineNo}: two ${a.axis}`);
  return [a, b];
}

import { describe, expect, it } from 'vitest';
import { parseCoordinateLine, parseCoordinateValue } from '@/domain/geometry/coordinate-line';
import { fromWgs84 } from '@/domain/geometry/crs';
import { type GeometryImportError, MAX_LISTED_BAD_COORDINATES } from '@/domain/geometry/errors';
import { importCoordinateText } from '@/domain/geometry/text-import';
import { ed50P190 } from './fixtures/survey';
import { codeOf } from './fixtures/error-code';


const ring = (result: ReturnType<typeof importCoordinateText>) =>
  (result.geometry.coordinates as number[][][])[0];

describe('importCoordinateText', () => {
  it('reads decimal lat lon, closes the ring and marks it as typed, not loaded from file', () => {
    const result = importCoordinateText('60.5 3.25\n60.5 4\n61 4\n');
    expect(result.loadedFromFile).toBe(false);
    expect(result.csOriginWkId).toBe(4326);
    expect(result.geometry.type).toBe('Polygon');
    expect(ring(result)).toEqual([
      [3.25, 60.5],
      [4, 60.5],
      [4, 61],
      [3.25, 60.5],
    ]);
  });

  it('tells lon lat from lat lon, or follows the order it is given', () => {
    expect(ring(importCoordinateText('3.25 60.5\n4 60.5\n4 61'))[0]).toEqual([3.25, 60.5]);
    expect(ring(importCoordinateText('3.25 60.5\n4 60.5\n4 61', { axisOrder: 'lonlat' }))[0]).toEqual([
      3.25, 60.5,
    ]);
    // forced the wrong way round, the points land far off the shelf
    expect(codeOf(() => importCoordinateText('3.25 60.5\n4 60.5\n4 61', { axisOrder: 'latlon' }))).toBe(
      'CrsNotOnNorwegianShelf',
    );
  });

  it('reads degrees, minutes and seconds with hemispheres, decimal commas and separators', () => {
    const text = [`60°30'00"N 3°15'00"E`, 'N60 30 0, E4 0 0', '61 0 0 4 0 0', '61,0;3,25'].join('\n');
    const points = ring(importCoordinateText(text));
    expect(points[0]).toEqual([3.25, 60.5]);
    expect(points[1]).toEqual([4, 60.5]);
    expect(points[2]).toEqual([4, 61]);
    expect(points[3]).toEqual([3.25, 61]);
    expect(parseCoordinateLine('2.5W 59.5N', 1).map((c) => c.value)).toEqual([-2.5, 59.5]);
  });

  it('reads easting northing in WGS 84 UTM and projects them', () => {
    const utm = fromWgs84(
      [
        [9, 60],
        [9.5, 60],
        [9.5, 60.5],
      ],
      32632,
    );
    const text = utm.map(([e, n]) => `${e.toFixed(2)} ${n.toFixed(2)}`).join('\n');
    const result = importCoordinateText(text, { epsg: 32632, geometryType: 'LineString' });
    expect(result.geometry.type).toBe('LineString');
    expect(result.csOriginWkId).toBe(32632);
    const first = (result.geometry.coordinates as number[][])[0];
    expect(first[0]).toBeCloseTo(9, 6);
    expect(first[1]).toBeCloseTo(60, 6);
    const swapped = utm.map(([e, n]) => `${n.toFixed(2)} ${e.toFixed(2)}`).join('\n');
    expect(
      (
        importCoordinateText(swapped, { epsg: 32632, geometryType: 'LineString' }).geometry
          .coordinates as number[][]
      )[0][0],
    ).toBeCloseTo(9, 6);
  });

  it('allows exactly one ring, unless the text is UKOOA', () => {
    const two = '60 3\n60 4\n61 4\n60 3\n62 3\n62 4\n63 4';
    expect(codeOf(() => importCoordinateText(two))).toBe('importGeometryErrorMultipleRings');
    expect(codeOf(() => importCoordinateText('60 3\n60 4\n61 4\n\n62 3\n62 4\n63 4'))).toBe(
      'importGeometryErrorMultipleRings',
    );
    expect(importCoordinateText('# lat lon\n60 3\n60 4\n61 4\n60 3\n\n').geometry.type).toBe('Polygon');
    const { text } = ed50P190(3, 10);
    const lines = importCoordinateText(text, { format: 'ukooa', geometryType: 'Polyline' });
    expect(lines.geometry.type).toBe('MultiLineString');
    expect(lines.loadedFromFile).toBe(true);
  });

  it('gives the spec error for each bad input', () => {
    expect(codeOf(() => importCoordinateText('60.5 abc\n61 4\n62 5'))).toBe('SetCoordinatesError');
    expect(codeOf(() => importCoordinateText('60.5 3 4\n61 4\n62 5'))).toBe('UnableToParsePoint');
    expect(codeOf(() => importCoordinateText('60 75 0 N 3 0 0 E\n61 4\n62 5'))).toBe('PointConversionError');
    expect(codeOf(() => importCoordinateText('60N 61N\n61 4\n62 5'))).toBe('UnableToParsePoint');
    expect(codeOf(() => importCoordinateText(''))).toBe('NoGeometryFound');
    expect(codeOf(() => importCoordinateText('60 3\n61 4'))).toBe('InvalidGeometryType');
    expect(codeOf(() => importCoordinateText('60 3\n60 4\n61 4', { epsg: 23031 }))).toBe(
      'CrsCodeNotSupported',
    );
    expect(codeOf(() => importCoordinateText('10 -80\n11 -80\n11 -81'))).toBe('CrsNotOnNorwegianShelf');
    expect(codeOf(() => importCoordinateText('6'.repeat(52_428_801)))).toBe('FileTooLarge');
  });

  it('names the line it could not read (a line without digits among the points is not skipped)', () => {
    const lineOf = (text: string) => {
      try {
        importCoordinateText(text);
      } catch (error) {
        return { code: (error as GeometryImportError).code, line: (error as GeometryImportError).line };
      }
    };
    expect(lineOf('60.30 2.50\nabc def\n60.60 3.00')).toEqual({
      code: 'UnableToParsePoint',
      line: { number: 2, text: 'abc def' },
    });
    expect(lineOf('60.3 2.5\n60.5 abc\n61 4')).toEqual({
      code: 'SetCoordinatesError',
      line: { number: 2, text: '60.5 abc' },
    });
    // A heading before the first point and '#' comments are still allowed.
    expect(lineOf('Lat Lon\n60 2.5\n# midt\n60.5 3\n61 2.5')).toBeUndefined();
  });

  it('lists the lines whose coordinates are not numbers, only the first 50 (spec 001 s5)', () => {
    const errorOf = (text: string) => {
      try {
        importCoordinateText(text);
      } catch (error) {
        return error as GeometryImportError;
      }
      throw new Error('no error');
    };
    // Two bad lines among good ones: both listed, with their numbers and texts.
    const two = errorOf('60.3 2.5\n60.5 abc\n61 4\n6o 3\n60.3 2.5');
    expect(two.code).toBe('SetCoordinatesError');
    expect(two.badCoordinates).toEqual({
      lines: [
        { number: 2, text: '60.5 abc' },
        { number: 4, text: '6o 3' },
      ],
      total: 2,
    });
    // 60 bad lines: 60 counted, the first 50 listed, in order.
    const lines = ['60 2.5', ...Array.from({ length: 60 }, (_, i) => `60.${i} x${i}`), '61 3', '60 3'];
    const many = errorOf(lines.join('\n'));
    expect(many.code).toBe('SetCoordinatesError');
    expect(many.badCoordinates?.total).toBe(60);
    expect(many.badCoordinates?.lines).toHaveLength(MAX_LISTED_BAD_COORDINATES);
    expect(MAX_LISTED_BAD_COORDINATES).toBe(50);
    expect(many.badCoordinates?.lines[0]).toEqual({ number: 2, text: '60.0 x0' });
    expect(many.badCoordinates?.lines[49]).toEqual({ number: 51, text: '60.49 x49' });
    expect(many.line).toEqual({ number: 2, text: '60.0 x0' });
    // Any other unreadable line still stops the reading with its own error.
    expect(codeOf(() => importCoordinateText('60.5 abc\n60.5 3 4\n61 4'))).toBe('UnableToParsePoint');
  });

  it('parses a typed coordinate or gives SetCoordinatesError', () => {
    expect(parseCoordinateValue(' 60,5 ')).toBe(60.5);
    expect(parseCoordinateValue('-3.25')).toBe(-3.25);
    expect(codeOf(() => parseCoordinateValue('6o'))).toBe('SetCoordinatesError');
    expect(codeOf(() => parseCoordinateValue(''))).toBe('SetCoordinatesError');
  });
});

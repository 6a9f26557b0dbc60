import { describe, expect, it } from 'vitest';
import {
  assertImportFileSize,
  formatOfFileName,
  importErrorMessageKey,
  importGeometryFile,
} from '@/domain/geometry/import-file';
import { PRJ, SHAPE_TYPE } from './fixtures/shapefile-writer';
import { ed50P190 } from './fixtures/survey';
import { zipShapefile } from './fixtures/zip';
import { codeOfAsync } from './fixtures/error-code';


const shape = zipShapefile(
  SHAPE_TYPE.Polygon,
  [
    [
      [
        [3, 60],
        [3, 61],
        [4, 61],
        [4, 60],
        [3, 60],
      ],
    ],
  ],
  PRJ.WGS84,
);
const ukooa = new TextEncoder().encode(ed50P190(3, 20).text);

describe('importGeometryFile', () => {
  it('picks the reader by extension or by the chosen format', async () => {
    expect(formatOfFileName('Område.SHZ')).toBe('shape');
    expect(formatOfFileName('linje.p190')).toBe('ukooa');
    expect(formatOfFileName('x.kml')).toBeUndefined();
    expect((await importGeometryFile('a.zip', shape)).geometry.type).toBe('Polygon');
    const area = await importGeometryFile('survey.p190', ukooa, { format: 'ukooa' });
    expect(area.geometry.type).toBe('Polygon');
    expect(area.loadedFromFile).toBe(true);
    expect(
      (await importGeometryFile('survey.p190', ukooa, { allowedTypes: ['Polyline'] })).geometry.type,
    ).toBe('MultiLineString');
  });

  it('refuses unsupported extensions, formats the survey type does not allow and bad parameters', async () => {
    expect(await codeOfAsync(() => importGeometryFile('a.kml', shape))).toBe('FileExtenstionNotSupported');
    expect(await codeOfAsync(() => importGeometryFile('a.zip', shape, { format: 'ukooa' }))).toBe(
      'FileExtenstionNotSupported',
    );
    const uploads = { hasShapeUpload: true, hasUkooaUpload: false };
    expect(await codeOfAsync(() => importGeometryFile('s.p190', ukooa, { uploads }))).toBe('InvalidSurveyType');
    expect((await importGeometryFile('a.zip', shape, { uploads })).loadedFromFile).toBe(true);
    expect(await codeOfAsync(() => importGeometryFile('a.zip', shape, { allowedTypes: [] }))).toBe(
      'IllegalParameter',
    );
  });

  it('refuses a 51 MB file by its size alone', async () => {
    expect(await codeOfAsync(() => assertImportFileSize(51 * 1024 * 1024))).toBe('FileTooLarge');
    expect(() => assertImportFileSize(52_428_800)).not.toThrow();
    expect(importErrorMessageKey('ZipBomb')).toBe('geometry:errors.ZipBomb');
  });
});

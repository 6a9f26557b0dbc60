import { describe, expect, it } from 'vitest';
import nb from '@locales/nb/geometry.json' with { type: 'json' };
import { fromWgs84 } from '@/domain/geometry/crs';
import { GEOMETRY_IMPORT_ERROR_CODES } from '@/domain/geometry/errors';
import type { LonLat } from '@/domain/geometry/types';
import {
  acceptedExtensions,
  coordinateSystemOptions,
  defaultCoordinateSystem,
  FROM_FILE,
  importFailureText,
  importFormatsFor,
  runImport,
  successMessageKey,
  type ImportRules,
} from '@/web/map/import-area';
import { ed50P190 } from '../domain/geometry/fixtures/survey';
import { PRJ, SHAPE_TYPE } from '../domain/geometry/fixtures/shapefile-writer';
import { zipShapefile } from '../domain/geometry/fixtures/zip';

/** The import dialog's choices (src/web/map/import-geometry-dialog.tsx): formats, coordinate systems, what is read how. */

const RULES: ImportRules = { allowedTypes: ['Polygon'], hasShapeUpload: true, hasUkooaUpload: true };
const RING: LonLat[] = [
  [2.6, 60.3],
  [3.0, 60.3],
  [3.0, 60.6],
  [2.6, 60.6],
];
const asText = (points: readonly LonLat[]) => points.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join('\n');
const file = (name: string, bytes: Uint8Array | string) => {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return { name, size: data.byteLength, arrayBuffer: async () => data.slice().buffer as ArrayBuffer };
};

describe('import dialog: formats and coordinate systems', () => {
  it('offers shape and UKOOA only when the survey type allows the upload, plain text always', () => {
    expect(importFormatsFor(RULES)).toEqual(['shape', 'ukooa', 'text']);
    expect(importFormatsFor({ hasShapeUpload: false, hasUkooaUpload: true })).toEqual(['ukooa', 'text']);
    expect(importFormatsFor({ hasShapeUpload: false, hasUkooaUpload: false })).toEqual(['text']);
  });

  it('plain text: WGS 84 geographic and UTM 31-34 enabled, ED50 listed but disabled, nothing else', () => {
    const options = coordinateSystemOptions('text');
    expect(options.filter((o) => !o.disabled).map((o) => o.epsg)).toEqual([4326, 32631, 32632, 32633, 32634]);
    expect(options.filter((o) => o.disabled).map((o) => o.epsg)).toEqual([4230, 23031, 23032, 23033, 23034]);
    expect(defaultCoordinateSystem('text')).toBe(4326);
  });

  it('files: the header by default, and the ED50 and WGS 84 codes; a shapefile only its .prj', () => {
    const ukooa = coordinateSystemOptions('ukooa').map((o) => o.epsg);
    expect(ukooa[0]).toBe(FROM_FILE);
    expect(ukooa).toEqual(expect.arrayContaining([4230, 4326, 23031, 23035, 32631, 32635]));
    expect(ukooa.some((epsg) => epsg >= 25800 && epsg < 25900)).toBe(false);
    expect(coordinateSystemOptions('ukooa').every((o) => !o.disabled)).toBe(true);
    expect(coordinateSystemOptions('shape')).toEqual([{ epsg: FROM_FILE, disabled: false }]);
    expect(defaultCoordinateSystem('ukooa')).toBe(FROM_FILE);
    expect(acceptedExtensions('shape')).toEqual(['.zip', '.shz']);
    expect(acceptedExtensions('ukooa')).toContain('.p190');
  });
});

describe('import dialog: reading', () => {
  it('reads pasted UTM 32 text in zone 32 and says it was converted', async () => {
    const utm = fromWgs84(RING, 32632);
    const outcome = await runImport({ format: 'text', epsg: 32632, text: asText(utm) }, RULES);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.csOriginWkId).toBe(32632);
    const first = (outcome.value.geometry.coordinates as number[][][])[0][0];
    expect(first[0]).toBeCloseTo(2.6, 4);
    expect(first[1]).toBeCloseTo(60.3, 4);
    expect(successMessageKey(outcome.value)).toBe('conversionSucceeded');
  });

  it('the same UTM numbers read as WGS 84 geographic are refused (not on the shelf)', async () => {
    const utm = fromWgs84(RING, 32632);
    const outcome = await runImport({ format: 'text', epsg: 4326, text: asText(utm) }, RULES);
    expect(outcome).toMatchObject({ ok: false, messageKey: 'geometry:errors.CrsNotOnNorwegianShelf' });
  });

  it('WGS 84 geographic text is imported, not said to be converted', async () => {
    const outcome = await runImport({ format: 'text', epsg: 4326, text: '60.3 2.6\n60.3 3.0\n60.6 3.0\n60.6 2.6' }, RULES);
    expect(outcome.ok && successMessageKey(outcome.value)).toBe('importSucceeded');
  });

  it('ED50 for text is refused even when asked for (disabled)', async () => {
    const outcome = await runImport({ format: 'text', epsg: 23031, text: '60.3 2.6\n60.3 3.0\n60.6 3.0' }, RULES);
    expect(outcome).toMatchObject({ ok: false, messageKey: 'geometry:errors.CrsCodeNotSupported' });
  });

  it('two rings of plain text: the multiple-rings error; an unreadable line is named', async () => {
    const two = await runImport({ format: 'text', epsg: 4326, text: '60.3 2.6\n60.3 3.0\n60.6 3.0\n\n61 2\n61 3\n61.5 3' }, RULES);
    expect(two).toMatchObject({ ok: false, messageKey: 'geometry:errors.importGeometryErrorMultipleRings' });
    const bad = await runImport({ format: 'text', epsg: 4326, text: '60.3 2.6\nabc def\n60.6 3.0' }, RULES);
    expect(bad).toMatchObject({ ok: false, messageKey: 'geometry:errors.UnableToParsePoint', line: { number: 2, text: 'abc def' } });
  });

  it("coordinates that are not numbers: 'setCoordinatesError' lists the lines, only the first 50 (spec 001 s5)", async () => {
    // The dialog's and the paste field's text (importFailureText) with the Norwegian texts of locales/nb/geometry.json.
    const t = (key: string, options: Record<string, unknown> = {}) => {
      const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], nb) as string;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
    };
    const lines = ['60.3 2.6', ...Array.from({ length: 60 }, (_, i) => `60.${i + 10} 2,x${i}`), '60.6 3.0', '60.3 3.0'];
    const outcome = await runImport({ format: 'text', epsg: 4326, text: lines.join('\n') }, RULES);
    expect(outcome).toMatchObject({ ok: false, messageKey: 'geometry:errors.SetCoordinatesError' });
    if (outcome.ok) return;
    const text = importFailureText(t, outcome);
    expect(text.startsWith(`${nb.errors.SetCoordinatesError} Disse linjene har koordinater som ikke er tall: linje 2 («60.10 2,x0»), linje 3`)).toBe(true);
    expect(text.match(/linje \d+ \(/g)).toHaveLength(50);
    expect(text).toContain('linje 51 («60.59 2,x49»).');
    expect(text).not.toContain('linje 52 (');
    expect(text).toContain('Bare de første 50 av 60 linjer er vist.');
    // The paste field's toast names the same lines by number only.
    const compact = importFailureText(t, outcome, { compact: true });
    const numbers = Array.from({ length: 50 }, (_, i) => i + 2).join(', ');
    expect(compact).toBe(
      `${nb.errors.SetCoordinatesError} Disse linjene har koordinater som ikke er tall: linje ${numbers}. Bare de første 50 av 60 linjer er vist.`,
    );
    // A few: all listed, nothing said about more.
    const few = await runImport({ format: 'text', epsg: 4326, text: '60.3 2.6\n60.3 x\n60.6 3.0\n60.3 3.0' }, RULES);
    if (few.ok) throw new Error('imported');
    expect(importFailureText(t, few)).toBe(`${nb.errors.SetCoordinatesError} Disse linjene har koordinater som ikke er tall: linje 2 («60.3 x»).`);
  });

  it('a UKOOA file without a usable header needs a system; the chosen one reads it', async () => {
    const { text } = ed50P190(2, 10);
    const gridOnly = text
      .split('\n')
      .filter((l) => !l.startsWith('H14') && !l.startsWith('H15'))
      .map((l) => (l.startsWith('S') ? l.slice(0, 25) + ' '.repeat(21) + l.slice(46) : l))
      .join('\n');
    const fromHeader = await runImport({ format: 'ukooa', epsg: FROM_FILE, file: file('survey.p190', gridOnly) }, RULES);
    expect(fromHeader).toMatchObject({ ok: false, messageKey: 'geometry:errors.UkooaGridUndetermined' });
    const chosen = await runImport({ format: 'ukooa', epsg: 23031, file: file('survey.p190', gridOnly) }, RULES);
    expect(chosen.ok).toBe(true);
    if (chosen.ok) {
      expect(chosen.value.csOriginWkId).toBe(23031);
      expect(chosen.value.loadedFromFile).toBe(true);
      expect(successMessageKey(chosen.value)).toBe('conversionSucceeded');
    }
    // Pasted UKOOA text is read the same way.
    const pasted = await runImport({ format: 'ukooa', epsg: 23031, text: gridOnly }, RULES);
    expect(pasted.ok && pasted.value.csOriginWkId).toBe(23031);
  });

  it('a shapefile by its .prj; a file of another format than chosen is refused', async () => {
    const zip = zipShapefile(SHAPE_TYPE.Polygon, [[RING]], PRJ.WGS84);
    const shape = await runImport({ format: 'shape', epsg: FROM_FILE, file: file('omraade.zip', zip) }, RULES);
    expect(shape.ok && successMessageKey(shape.value)).toBe('importSucceeded');
    const wrong = await runImport({ format: 'ukooa', epsg: FROM_FILE, file: file('omraade.zip', zip) }, RULES);
    expect(wrong).toMatchObject({ ok: false, messageKey: 'geometry:errors.FileExtenstionNotSupported' });
    const notZip = await runImport({ format: 'shape', epsg: FROM_FILE, file: file('omraade.zip', 'not a zip') }, RULES);
    expect(notZip).toMatchObject({ ok: false, messageKey: 'geometry:errors.NotAZipFile' });
    const none = await runImport({ format: 'shape', epsg: FROM_FILE, file: null }, RULES);
    expect(none.ok).toBe(false);
  });
});

describe('import dialog: messages', () => {
  it('every import error of spec 001 s5 has its own Norwegian message', () => {
    const errors = nb.errors as Record<string, string>;
    const texts = GEOMETRY_IMPORT_ERROR_CODES.map((code) => errors[code]);
    expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    expect(nb.conversionSucceeded).not.toBe(nb.importSucceeded);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LawCategory } from '@/domain/enums/law-category';
import { SeismicOption } from '@/domain/enums/seismic-option';
import type { TAreaGeometry } from '@/domain/geometry/types';
import type { TUserProfile } from '@/domain/schemas/user-profile';
import { AUTOSAVE_DEBOUNCE_MS, createKeyedDebouncer } from '@/web/features/draft-wizard/api/keyed-debouncer';
import { localDraftOf } from '@/web/features/draft-wizard/api/local-draft';
import { importFile, importText } from '@/web/map/import-area';
import { boundsOf } from '@/domain/geometry/bounds';
import { sketchFeatures, sketchGeometry } from '@/web/map/map-features';
import { listVertices, parseDecimal, setVertex } from '@/web/map/vertices';
import { isWizardStep, neighbourStep, stepPath } from '@/web/features/draft-wizard/wizard-steps';
import { PRJ, SHAPE_TYPE } from '../domain/geometry/fixtures/shapefile-writer';
import { zipShapefile } from '../domain/geometry/fixtures/zip';

const square: TAreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [2, 60],
      [3, 60],
      [3, 61],
      [2, 61],
      [2, 60],
    ],
  ],
};
/** The zip's bytes in a buffer of their own, as File takes them. */
const bytes = (data: Uint8Array): ArrayBuffer => data.slice().buffer as ArrayBuffer;

const rules = { allowedTypes: ['Polygon'] as const, hasShapeUpload: true, hasUkooaUpload: true };

describe('coordinate list', () => {
  it('lists a ring without its closing point and moves the closing point with the first', () => {
    expect(listVertices(square).map((v) => [v.lon, v.lat])).toEqual([
      [2, 60],
      [3, 60],
      [3, 61],
      [2, 61],
    ]);
    const moved = setVertex(square, { path: [0], index: 0 }, 2.5, 59.5);
    expect(moved.type === 'Polygon' && moved.coordinates[0][0]).toEqual([2.5, 59.5]);
    expect(moved.type === 'Polygon' && moved.coordinates[0][4]).toEqual([2.5, 59.5]);
    expect(square.coordinates[0][0]).toEqual([2, 60]);
  });

  it('lists every point of a line and of each polygon of a multipolygon', () => {
    expect(
      listVertices({
        type: 'LineString',
        coordinates: [
          [1, 2],
          [3, 4],
          [5, 6],
        ],
      }),
    ).toHaveLength(3);
    expect(
      listVertices({ type: 'MultiPolygon', coordinates: [square.coordinates, square.coordinates] }),
    ).toHaveLength(8);
  });

  it('reads decimals with a point or a comma and refuses anything else', () => {
    expect(parseDecimal(' 60,25 ')).toBe(60.25);
    expect(parseDecimal('-3.5')).toBe(-3.5);
    for (const text of ['', 'abc', '60°', '1e5', '6 0']) expect(parseDecimal(text)).toBeNaN();
  });
});

describe('drawing', () => {
  it('closes a polygon of three or more vertices and needs two for a line', () => {
    expect(
      sketchGeometry(
        [
          [1, 60],
          [2, 60],
        ],
        'Polygon',
      ),
    ).toBeNull();
    expect(
      sketchGeometry(
        [
          [1, 60],
          [2, 60],
          [2, 61],
        ],
        'Polygon',
      ),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [1, 60],
          [2, 60],
          [2, 61],
          [1, 60],
        ],
      ],
    });
    expect(sketchGeometry([[1, 60]], 'LineString')).toBeNull();
    expect(
      sketchGeometry(
        [
          [1, 60],
          [2, 61],
        ],
        'LineString',
      )?.type,
    ).toBe('LineString');
  });

  it('shows the vertices and the outline drawn so far', () => {
    const features = sketchFeatures({
      points: [
        [1, 60],
        [2, 60],
        [2, 61],
      ],
      kind: 'Polygon',
    }).features;
    expect(features.map((f) => f.geometry.type)).toEqual(['Point', 'Point', 'Point', 'LineString']);
    expect(sketchFeatures(null).features).toEqual([]);
  });

  it('frames the areas', () => {
    expect(boundsOf([square])).toEqual([2, 60, 3, 61]);
    expect(boundsOf([])).toBeUndefined();
  });
});

describe('import in the browser', () => {
  it('reads a zipped shapefile into a WGS 84 polygon', async () => {
    const ring: [number, number][] = [
      [2.6, 60.3],
      [2.6, 60.6],
      [3, 60.6],
      [3, 60.3],
      [2.6, 60.3],
    ];
    const file = new File([bytes(zipShapefile(SHAPE_TYPE.Polygon, [[ring]], PRJ.WGS84))], 'omraade.zip');
    const outcome = await importFile(file, rules);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(listVertices(outcome.value.geometry)).toHaveLength(4);
  });

  it('gives the Norwegian message key of each refusal', async () => {
    const missingPrj = new File(
      [
        bytes(
          zipShapefile(
            SHAPE_TYPE.Polygon,
            [
              [
                [
                  [2, 60],
                  [2, 61],
                  [3, 61],
                  [2, 60],
                ],
              ],
            ],
            undefined,
          ),
        ),
      ],
      'a.zip',
    );
    expect(await importFile(missingPrj, rules)).toMatchObject({
      ok: false,
      messageKey: 'geometry:errors.importMissingPrjFileError',
    });
    expect(await importFile(new File(['hello'], 'a.zip'), rules)).toMatchObject({
      ok: false,
      messageKey: 'geometry:errors.NotAZipFile',
    });
    expect(await importFile(new File(['x'], 'a.docx'), rules)).toMatchObject({
      ok: false,
      messageKey: 'geometry:errors.FileExtenstionNotSupported',
    });
    const noShape = { ...rules, hasShapeUpload: false };
    expect(await importFile(new File(['x'], 'a.zip'), noShape)).toMatchObject({
      ok: false,
      messageKey: 'geometry:errors.InvalidSurveyType',
    });
  });

  it('turns a pasted coordinate list into a closed polygon, and a word into the point error', () => {
    const outcome = importText('60.3 2.6\n60.6 2.6\n60.6 3.0\n60.3 3.0', rules);
    expect(outcome.ok && outcome.value.geometry.type).toBe('Polygon');
    expect(importText('60.3 2.6\nhello 2.6\n60.6 3.0', rules)).toMatchObject({ ok: false });
  });
});

describe('wizard steps', () => {
  it('has three steps in order', () => {
    expect(neighbourStep('area', 1)).toBe('gatheredinformation');
    expect(neighbourStep('summary', 1)).toBeUndefined();
    expect(neighbourStep('area', -1)).toBeUndefined();
    expect(isWizardStep('summary')).toBe(true);
    expect(isWizardStep('details')).toBe(false);
    expect(stepPath('abc', 'area')).toBe('/abc/create/area');
  });
});

describe('a draft created offline', () => {
  const profile = {
    id: '00000000-0000-4000-8000-000000000001',
    organization: { id: 1001, name: 'Nordkapp Energi ASA', kind: 'company', prefix: 'NKE' },
  } as TUserProfile;

  it('gets the configuration the service would give: seismic 3D under petroleum law', () => {
    const id = crypto.randomUUID();
    const draft = localDraftOf({ lawCategory: LawCategory.PetroleumLaw, type: 2521 }, id, profile);
    expect(draft).toMatchObject({ acquisitionId: id, status: 99, version: 1, plannedStartDate: null });
    expect(draft.configuration).toMatchObject({
      type: 2521,
      companyId: 1001,
      companyHasPrefix: true,
      onBehalfOfCompany: null,
    });
    expect(draft.configuration.acquisitionConfig.requiresLicence).toBe(true);
  });

  it('takes the detailed type of a seabed survey from its options', () => {
    const draft = localDraftOf(
      {
        lawCategory: LawCategory.PetroleumLaw,
        type: 40000,
        seismicOptions: SeismicOption.NonSeismic,
        additionalOptions: { sampling: true, groundDrilling: false, geotechnicalMeasurement: true },
      },
      crypto.randomUUID(),
      profile,
    );
    expect(draft.configuration.type).toBe(41101);
  });
});

describe('autosave of vessels, harbours and experts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves 500 ms after the last change of a row, once, with the latest values', () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    const { schedule } = createKeyedDebouncer();
    expect(AUTOSAVE_DEBOUNCE_MS).toBe(500);
    schedule('vessel-1', () => saved.push('a'));
    vi.advanceTimersByTime(300);
    schedule('vessel-1', () => saved.push('ab'));
    vi.advanceTimersByTime(499);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual(['ab']);
    vi.advanceTimersByTime(2000);
    expect(saved).toEqual(['ab']);
  });

  it('keeps rows apart and runs waiting saves at once on flush', () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    const debouncer = createKeyedDebouncer();
    debouncer.schedule('vessel-1', () => saved.push('v1'));
    debouncer.schedule('expert-1', () => saved.push('e1'));
    debouncer.flush();
    expect(saved.sort()).toEqual(['e1', 'v1']);
    vi.advanceTimersByTime(1000);
    expect(saved).toHaveLength(2);
  });
});

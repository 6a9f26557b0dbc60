import { describe, expect, it } from 'vitest';
import { SEA_AREAS } from '@/domain/geometry/data/sea-areas';
import { assignOceanArea } from '@/domain/geometry/ocean-area';
import { validateAreas } from '@/domain/geometry/validate';
import { box, ellipse } from './fixtures/shapes';

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('validateAreas', () => {
  it('accepts a North Sea area inside its licence and names the ocean area', () => {
    const result = validateAreas({ gross: box(2.2, 58.2, 2.8, 58.8), licences: [box(2, 58, 3, 59)] });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.oceanArea).toBe('NORDSJOEN');
  });

  it('assigns each approximate sea area', () => {
    expect(assignOceanArea(box(5, 65, 6, 66))).toBe('NORSKEHAVET');
    expect(assignOceanArea(box(24, 72, 26, 73))).toBe('BARENTSHAVET');
    expect(assignOceanArea(box(3, 77.5, 5, 78))).toBe('GRONLANDSHAVET');
    expect(assignOceanArea(box(-40, 10, -39, 11))).toBeNull();
    expect(SEA_AREAS.map((s) => s.oceanArea)).toEqual([
      'NORDSJOEN',
      'NORSKEHAVET',
      'BARENTSHAVET',
      'GRONLANDSHAVET',
    ]);
  });

  it('refuses an area off the Norwegian shelf', () => {
    const result = validateAreas({ net: box(-5, 60, -4, 61) });
    expect(codes(result.errors)).toEqual(['outsideShelf']);
    expect(result.errors[0].area).toBe('net');
  });

  it('gives the critical error when the area lies in no licence, and a warning when partly outside', () => {
    const licences = [box(2, 58, 3, 59), box(4, 58, 5, 59)];
    expect(codes(validateAreas({ gross: box(3.2, 58.2, 3.8, 58.8), licences }).errors)).toEqual([
      'areaNotMatchingLicences',
    ]);
    const partly = validateAreas({ gross: box(2.5, 58.2, 3.5, 58.8), licences });
    expect(partly.errors).toEqual([]);
    expect(codes(partly.warnings)).toEqual(['partlyOutsideLicences']);
    expect(validateAreas({ gross: box(3.2, 58.2, 3.8, 58.8) }).errors).toEqual([]); // no licences given: not checked
  });

  it('warns when net lies outside gross', () => {
    const inside = validateAreas({ gross: box(2, 58, 3, 59), net: box(2.2, 58.2, 2.8, 58.8) });
    expect(inside.warnings).toEqual([]);
    const outside = validateAreas({ gross: box(2, 58, 3, 59), net: box(2.5, 58.5, 3.5, 58.8) });
    expect(outside.warnings).toEqual([{ code: 'netOutsideGross', area: 'net' }]);
  });

  it('warns about overlap with restriction areas, naming them', () => {
    const restrictions = [
      { name: 'Gytefelt torsk', geometry: box(2.9, 58.9, 3.5, 59.5) },
      { name: 'Korallrev', geometry: box(5, 60, 6, 61) },
    ];
    const result = validateAreas({ gross: box(2, 58, 3, 59), restrictions });
    expect(result.warnings).toEqual([
      { code: 'restrictionAreaOverlap', area: 'gross', names: ['Gytefelt torsk'] },
    ]);
  });

  it('checks a polyline as the 10 m around it', () => {
    const restriction = { name: 'Rørledning', geometry: box(3, 59, 3.1, 59.1) };
    const west = 3 - 5 / 57_400; // 5 m west of the restriction at 59°N
    const near = validateAreas({
      net: {
        type: 'LineString',
        coordinates: [
          [west, 59.02],
          [west, 59.08],
        ],
      },
      restrictions: [restriction],
    });
    expect(codes(near.warnings)).toEqual(['restrictionAreaOverlap']);
    const farWest = 3 - 50 / 57_400;
    const far = validateAreas({
      net: {
        type: 'LineString',
        coordinates: [
          [farWest, 59.02],
          [farWest, 59.08],
        ],
      },
      restrictions: [restriction],
    });
    expect(far.warnings).toEqual([]);
    expect(far.oceanArea).toBe('NORDSJOEN');
  });

  it('refuses empty rings and rings of too few points', () => {
    expect(codes(validateAreas({ gross: { type: 'Polygon', coordinates: [[]] } }).errors)).toEqual([
      'invalidRing',
    ]);
    expect(
      codes(
        validateAreas({
          gross: {
            type: 'Polygon',
            coordinates: [
              [
                [2, 58],
                [3, 59],
              ],
            ],
          },
        }).errors,
      ),
    ).toEqual(['invalidRing']);
    expect(
      codes(validateAreas({ net: { type: 'LineString', coordinates: [[2, 58, 1], [3]] } }).errors),
    ).toEqual(['invalidRing']);
  });

  // Their speed is measured in `npm run bench geometry`, not here.
  it('validates a 10,000-vertex polygon against licences and restriction areas', () => {
    const area = ellipse(3, 60, 0.8, 0.4, 10_000);
    const licences = Array.from({ length: 20 }, (_, i) =>
      box(
        2 + (i % 5) * 0.4,
        59.4 + Math.floor(i / 5) * 0.3,
        2.4 + (i % 5) * 0.4,
        59.7 + Math.floor(i / 5) * 0.3,
      ),
    );
    const restrictions = Array.from({ length: 50 }, (_, i) => ({
      name: `R${i}`,
      geometry: ellipse(1 + i * 0.1, 60.35, 0.03, 0.02, 64),
    }));
    const result = validateAreas({
      gross: area,
      net: ellipse(3, 60, 0.5, 0.2, 10_000),
      licences,
      restrictions,
    });
    expect(result.errors).toEqual([]);
    expect(result.oceanArea).toBe('NORDSJOEN');
    expect(result.warnings.find((w) => w.code === 'restrictionAreaOverlap')?.names?.length).toBeGreaterThan(
      0,
    );
  });

  it('checks a 10,000-vertex net identical to its gross (every border shared)', () => {
    const area = ellipse(3, 60, 0.8, 0.4, 10_000);
    const licences = [box(2, 59.5, 3, 60.5), box(3, 59.5, 4, 60.5)];
    const result = validateAreas({ gross: area, net: area, licences });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });
});

describe('validation messages', () => {
  it('gives the Norwegian text of the first error, else of the first warning', async () => {
    const { validationSummary, importErrorMessage } = await import('@/domain/geometry/messages');
    const outside = validateAreas({ net: box(-5, 60, -4, 61) });
    expect(validationSummary(outside)).toEqual({
      isValid: false,
      errorMessage: 'Området ligger utenfor norsk kontinentalsokkel.',
    });
    const restrictions = [{ name: 'Gytefelt torsk', geometry: box(2.9, 58.9, 3.5, 59.5) }];
    const warned = validationSummary(validateAreas({ gross: box(2, 58, 3, 59), restrictions }));
    expect(warned.isValid).toBe(true);
    expect(warned.errorMessage).toBe('Området overlapper et restriksjonsområde: Gytefelt torsk.');
    expect(validationSummary(validateAreas({ gross: box(2, 58, 3, 59) }))).toEqual({
      isValid: true,
      errorMessage: null,
    });
    expect(importErrorMessage('NotAZipFile')).toMatch(/zip/);
  });
});

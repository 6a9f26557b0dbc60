import { describe, expect, it } from 'vitest';
import { cachedIndex } from '@/domain/geometry/index-cache';
import { validateAreas } from '@/domain/geometry/validate';
import { box } from './fixtures/shapes';

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('cachedIndex', () => {
  it('builds an index once per geometry object, and one of its own for another object of the same shape', () => {
    const licence = box(2, 58, 3, 59);
    expect(cachedIndex(licence)).toBe(cachedIndex(licence));
    expect(cachedIndex(box(2, 58, 3, 59))).not.toBe(cachedIndex(licence));
    expect(cachedIndex(licence).contains(2.5, 58.5)).toBe(true);
  });

  it('keeps validateAreas right when the licences and restriction areas differ between calls', () => {
    const gross = box(2.2, 58.2, 2.8, 58.8);
    const around = [box(2, 58, 3, 59)];
    const elsewhere = [box(4, 58, 5, 59)];
    const overlapping = [{ name: 'A', geometry: box(2.5, 58.5, 2.6, 58.6) }];
    const apart = [{ name: 'B', geometry: box(4.5, 58.5, 4.6, 58.6) }];
    for (let round = 0; round < 2; round++) {
      expect(validateAreas({ gross, licences: around, restrictions: overlapping })).toMatchObject({
        errors: [],
        warnings: [{ code: 'restrictionAreaOverlap', names: ['A'] }],
      });
      const moved = validateAreas({ gross, licences: elsewhere, restrictions: apart });
      expect(codes(moved.errors)).toEqual(['areaNotMatchingLicences']);
      expect(moved.warnings).toEqual([]);
    }
    // the same shelf object held by the cache, then another shelf
    expect(validateAreas({ gross, shelf: box(2, 58, 3, 59) }).errors).toEqual([]);
    expect(codes(validateAreas({ gross, shelf: box(4, 58, 5, 59) }).errors)).toEqual(['outsideShelf']);
  });
});

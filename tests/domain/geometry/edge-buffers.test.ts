import { describe, expect, it } from 'vitest';
import { edgeArray, keepEdgeArray } from '@/domain/geometry/edge-buffers';
import { validateAreas } from '@/domain/geometry/validate';
import { box, ellipse } from './fixtures/shapes';

const codes = (r: ReturnType<typeof validateAreas>) => [...r.errors, ...r.warnings].map((i) => i.code);

describe('edge arrays kept between checks', () => {
  it('hands a kept array out again only when long enough, cut to the length asked for', () => {
    const large = edgeArray(200_000);
    keepEdgeArray(large);
    expect(edgeArray(300_000).buffer).not.toBe(large.buffer);
    const again = edgeArray(150_000);
    expect(again.buffer).toBe(large.buffer);
    expect(again.length).toBe(150_000);
    expect(edgeArray(150_000).buffer).not.toBe(large.buffer); // handed out once
  });

  it('keeps validateAreas right when large areas follow each other and reuse the arrays', () => {
    const licences = [box(2, 58, 4, 59)];
    const inside = ellipse(3, 58.5, 0.5, 0.3, 30_000);
    const acrossTheLicence = ellipse(4, 58.5, 0.5, 0.3, 40_000);
    const offTheShelf = ellipse(-8, 58.5, 0.5, 0.3, 20_000);
    const withinAcross = ellipse(4, 58.5, 0.2, 0.1, 20_000);
    for (let round = 0; round < 2; round++) {
      expect(codes(validateAreas({ gross: inside, licences }))).toEqual([]);
      expect(codes(validateAreas({ gross: acrossTheLicence, licences }))).toEqual(['partlyOutsideLicences']);
      expect(codes(validateAreas({ gross: offTheShelf, licences }))).toEqual([
        'outsideShelf',
        'areaNotMatchingLicences',
      ]);
      // a net area inside the gross area, then the other way round
      expect(codes(validateAreas({ net: withinAcross, gross: acrossTheLicence, licences }))).toEqual([
        'partlyOutsideLicences',
        'partlyOutsideLicences',
      ]);
      expect(codes(validateAreas({ net: acrossTheLicence, gross: withinAcross, licences }))).toEqual([
        'partlyOutsideLicences',
        'partlyOutsideLicences',
        'netOutsideGross',
      ]);
    }
  });
});

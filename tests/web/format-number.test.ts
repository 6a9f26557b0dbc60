import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/web/components/format-number';

describe('formatNumber', () => {
  it('formats as toLocaleString in nb did, one formatter per number of decimals', () => {
    for (const [value, digits] of [
      [1234.5678, undefined],
      [61.1234567, 6],
      [2.25, 1],
      [0, undefined],
      [-12345.6, 1],
    ] as const)
      expect(formatNumber(value, digits)).toBe(
        value.toLocaleString('nb', digits === undefined ? {} : { maximumFractionDigits: digits }),
      );
    expect(formatNumber(1234.5, 1)).toBe('1\u00a0234,5');
  });
});

describe('formatNumber without Intl, beside Intl', () => {
  const intl = (value: number, digits: number) => new Intl.NumberFormat('nb', { maximumFractionDigits: digits }).format(value);
  it('writes every double as Intl.NumberFormat("nb") does, for 0 to 8 decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e20, max: 1e20 }), fc.integer({ min: 0, max: 8 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intl(value, digits));
      }),
      { numRuns: 5000 },
    );
  });
  it('rounds ties and small values as Intl does, and passes what toFixed cannot write to Intl', () => {
    for (const value of [0.5, 1.5, 2.5, -2.5, 1.125, 1.0005, -0, -0.0001, 999.9995, 1e20, 1e21, -1e22, 12345678.9, Number.NaN, Infinity, -Infinity])
      for (const digits of [0, 1, 2, 3, 6]) expect(formatNumber(value, digits)).toBe(intl(value, digits));
  });
});

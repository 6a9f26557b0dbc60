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

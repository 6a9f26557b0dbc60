import { describe, expect, it } from 'vitest';
import { numberText, parseNumberText } from '@/web/components/form/number-text';

describe('number field text', () => {
  it('reads empty as null and a whole number as that number', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('  ')).toBeNull();
    expect(parseNumberText(' 42 ', true)).toBe(42);
    expect(parseNumberText('-7', true)).toBe(-7);
  });
  it('reads decimals with a point or a comma unless whole numbers are asked for', () => {
    expect(parseNumberText('1,5')).toBe(1.5);
    expect(parseNumberText('2.25')).toBe(2.25);
    expect(parseNumberText('1,5', true)).toBeNaN();
  });
  it('gives NaN for what is not a number, for the schema to refuse', () => {
    expect(parseNumberText('12a')).toBeNaN();
    expect(parseNumberText('1.')).toBeNaN();
    expect(parseNumberText('-')).toBeNaN();
  });
  it('shows null, undefined and NaN as an empty text', () => {
    expect(numberText(null)).toBe('');
    expect(numberText(undefined)).toBe('');
    expect(numberText(Number.NaN)).toBe('');
    expect(numberText(2030)).toBe('2030');
  });
  it('shows a decimal with the Norwegian comma, which reads back as the same number', () => {
    expect(numberText(2488.5)).toBe('2488,5');
    expect(numberText(-0.25)).toBe('-0,25');
    expect(parseNumberText(numberText(2488.5))).toBe(2488.5);
  });
});

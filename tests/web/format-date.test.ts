import { describe, expect, it } from 'vitest';
import { formatDate } from '@/web/components/format-date';

describe('formatDate (culture nb)', () => {
  it('shows a plain calendar date as that day', () => {
    expect(formatDate('2027-03-05')).toBe('05.03.2027');
  });
  it('shows an instant in Norwegian time', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDate('2026-06-15T10:05:00Z', 'dateTime')).toMatch(/^15\.06\.2026,? 12[:.]05$/);
  });
  it('gives an empty text for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

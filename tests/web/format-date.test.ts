import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { osloDate } from '@/domain/rules/calendar-date';
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

describe('formatDate without Intl, beside Intl (Europe/Oslo)', () => {
  const intl = (style: 'date' | 'dateTime' | 'time') =>
    new Intl.DateTimeFormat('nb', {
      ...(style === 'time' ? {} : { day: '2-digit', month: '2-digit', year: 'numeric' }),
      ...(style === 'date' ? {} : { hour: '2-digit', minute: '2-digit' }),
      timeZone: 'Europe/Oslo',
    });
  const formats = { date: intl('date'), dateTime: intl('dateTime'), time: intl('time') };
  const from = Date.UTC(1990, 0, 1);
  const to = Date.UTC(2105, 0, 1);
  it('shows every instant from 1990 to 2104 as Intl does, in each style', () => {
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.constantFrom('date', 'dateTime', 'time' as const), (ms, style) => {
        expect(formatDate(ms, style)).toBe(formats[style].format(new Date(ms)));
      }),
      { numRuns: 5000 },
    );
  });
  it('turns at the summer-time changes as Intl does, to the minute', () => {
    for (const year of [1996, 2026, 2027, 2038, 2099]) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (const delta of [-60_001, -60_000, -1, 0, 1, 59_999, 3_600_000])
          expect(formatDate(change + delta, 'dateTime')).toBe(formats.dateTime.format(new Date(change + delta)));
      }
    }
  });
  it("gives Norway's calendar date as Intl does (osloDate)", () => {
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
        expect(osloDate(new Date(ms))).toBe(`${parts.year}-${parts.month}-${parts.day}`);
      }),
      { numRuns: 2000 },
    );
  });
});

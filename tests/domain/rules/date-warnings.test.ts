import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, osloDate } from '@/domain/rules/calendar-date';
import { dateChangeWarnings, hasSubmitStartWarning, SUBMIT_WARNING_DAYS } from '@/domain/rules/date-warnings';

// Today is Friday 2026-05-08. Business days after it: Mon 11, Tue 12, Wed 13, (Thu 14 Ascension),
// Fri 15 = 4, Mon 18 = 5.
const TODAY = '2026-05-08';

describe('dateChangeWarnings', () => {
  it('warns for a start with fewer than 5 business days to go, and not at 5', () => {
    expect(
      dateChangeWarnings(TODAY, { plannedStartDate: '2026-05-15', plannedEndDate: '2026-07-01' }),
    ).toEqual(['dateChangeStartupWarning']);
    expect(
      dateChangeWarnings(TODAY, { plannedStartDate: '2026-05-18', plannedEndDate: '2026-07-01' }),
    ).toEqual([]);
  });

  it('warns separately for the end', () => {
    expect(
      dateChangeWarnings(TODAY, { plannedStartDate: '2026-05-11', plannedEndDate: '2026-05-13' }),
    ).toEqual(['dateChangeStartupWarning', 'dateChangeEndWarning']);
    expect(dateChangeWarnings(TODAY, { plannedEndDate: '2026-05-15' })).toEqual(['dateChangeEndWarning']);
  });

  it('warns for today and past dates and ignores missing or invalid ones', () => {
    expect(dateChangeWarnings(TODAY, { plannedStartDate: TODAY })).toEqual(['dateChangeStartupWarning']);
    expect(dateChangeWarnings(TODAY, { plannedStartDate: '2026-01-01' })).toEqual([
      'dateChangeStartupWarning',
    ]);
    expect(dateChangeWarnings(TODAY, { plannedStartDate: null, plannedEndDate: 'not a date' })).toEqual([]);
  });

  it('checks only changed dates when the previous dates are given', () => {
    const previous = { plannedStartDate: '2026-05-01', plannedEndDate: '2026-06-30' };
    expect(
      dateChangeWarnings(TODAY, { plannedStartDate: '2026-05-01', plannedEndDate: '2026-05-12' }, previous),
    ).toEqual(['dateChangeEndWarning']);
    expect(
      dateChangeWarnings(TODAY, { plannedStartDate: '2026-05-11', plannedEndDate: '2026-06-30' }, previous),
    ).toEqual(['dateChangeStartupWarning']);
  });
});

describe('hasSubmitStartWarning', () => {
  it('warns when the start is less than 5 weeks and 1 day away', () => {
    expect(SUBMIT_WARNING_DAYS).toBe(36);
    expect(hasSubmitStartWarning('2026-01-01', '2026-02-05')).toBe(true); // 35 days
    expect(hasSubmitStartWarning('2026-01-01', '2026-02-06')).toBe(false); // 36 days
    expect(hasSubmitStartWarning('2026-01-01', '2026-03-01')).toBe(false);
    expect(hasSubmitStartWarning('2026-01-01', '2025-12-31')).toBe(true);
    expect(hasSubmitStartWarning('2026-01-01', undefined)).toBe(false);
    expect(hasSubmitStartWarning('2026-01-01', '2026-02-30')).toBe(false);
  });
});

describe('calendar dates', () => {
  it('gives the Norwegian date at an instant, across midnight and daylight saving', () => {
    expect(osloDate(new Date('2026-05-07T22:30:00Z'))).toBe('2026-05-08'); // 00:30 CEST
    expect(osloDate(new Date('2026-05-07T21:30:00Z'))).toBe('2026-05-07');
    expect(osloDate(new Date('2026-01-01T23:00:00Z'))).toBe('2026-01-02'); // 00:00 CET
    expect(osloDate(new Date('2026-01-01T22:59:59Z'))).toBe('2026-01-01');
  });

  it('adds and counts calendar days over month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28'); // daylight saving change, no drift
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2024-12-25')).toBe(-7);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(() => addDays('2025-02-29', 1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  businessDaysUntil,
  holidaysOfYear,
  isBusinessDay,
  isHoliday,
} from '@/domain/rules/business-days';

/**
 * The real Norwegian public holidays 2024-2030, written out by hand: Easter Sundays from the almanac,
 * the movable days counted by hand from them (Thursday -3, Friday -2, Monday +1, Ascension +39,
 * Whit Sunday +49, Whit Monday +50).
 */
const MOVABLE: Record<number, [string, string, string, string, string, string, string]> = {
  // Maundy Thu, Good Fri, Easter Sun, Easter Mon, Ascension, Whit Sun, Whit Mon
  2024: ['03-28', '03-29', '03-31', '04-01', '05-09', '05-19', '05-20'],
  2025: ['04-17', '04-18', '04-20', '04-21', '05-29', '06-08', '06-09'],
  2026: ['04-02', '04-03', '04-05', '04-06', '05-14', '05-24', '05-25'],
  2027: ['03-25', '03-26', '03-28', '03-29', '05-06', '05-16', '05-17'],
  2028: ['04-13', '04-14', '04-16', '04-17', '05-25', '06-04', '06-05'],
  2029: ['03-29', '03-30', '04-01', '04-02', '05-10', '05-20', '05-21'],
  2030: ['04-18', '04-19', '04-21', '04-22', '05-30', '06-09', '06-10'],
};

function expectedHolidays(year: number): string[] {
  const days = ['01-01', '05-01', '05-17', '12-25', '12-26', ...MOVABLE[year]];
  return [...new Set(days.map((d) => `${year}-${d}`))].sort();
}

describe('holidays 2024-2030', () => {
  it.each(Object.keys(MOVABLE).map(Number))('%i has exactly the public holidays', (year) => {
    const holidays = holidaysOfYear(year);
    expect(holidays).toHaveLength(12);
    expect([...new Set(holidays.map((h) => h.date))].sort()).toEqual(expectedHolidays(year));
    for (const date of expectedHolidays(year)) expect(isHoliday(date), date).toBe(true);
  });

  it('names the days', () => {
    const byName = Object.fromEntries(holidaysOfYear(2026).map((h) => [h.name, h.date]));
    expect(byName.EasterSunday).toBe('2026-04-05');
    expect(byName.AscensionDay).toBe('2026-05-14');
    expect(byName.ConstitutionDay).toBe('2026-05-17');
  });

  it('counts 2027 where Whit Monday falls on 17 May once per day', () => {
    expect(
      holidaysOfYear(2027)
        .filter((h) => h.date === '2027-05-17')
        .map((h) => h.name),
    ).toEqual(['ConstitutionDay', 'WhitMonday']);
    expect(isBusinessDay('2027-05-17')).toBe(false);
  });

  it('does not treat Palm Sunday, Holy Saturday, 24 Dec or 31 Dec as holidays', () => {
    for (const date of ['2025-04-13', '2025-04-19', '2025-12-24', '2025-12-31', '2024-12-24']) {
      expect(isHoliday(date), date).toBe(false);
    }
  });
});

describe('isBusinessDay', () => {
  it('is false on weekends and holidays and true on ordinary weekdays, 24 and 31 Dec', () => {
    expect(isBusinessDay('2024-06-08')).toBe(false); // Saturday
    expect(isBusinessDay('2024-06-09')).toBe(false); // Sunday
    expect(isBusinessDay('2024-06-10')).toBe(true); // Monday
    expect(isBusinessDay('2025-04-18')).toBe(false); // Good Friday
    expect(isBusinessDay('2024-12-24')).toBe(true); // Tuesday, Christmas Eve
    expect(isBusinessDay('2024-12-31')).toBe(true); // Tuesday, New Year's Eve
    expect(isBusinessDay('2025-05-17')).toBe(false); // Saturday and holiday
  });

  it('rejects what is not a calendar date', () => {
    for (const bad of ['2025-02-29', '2025-1-1', '2025-13-01', '', '2025-04-01T00:00:00Z']) {
      expect(() => isBusinessDay(bad), bad).toThrow(RangeError);
    }
    expect(isBusinessDay('2024-02-29')).toBe(true); // leap day, Thursday
  });
});

describe('addBusinessDays', () => {
  it('skips weekends and holidays forwards and backwards', () => {
    expect(addBusinessDays('2025-04-16', 1)).toBe('2025-04-22'); // over Easter
    expect(addBusinessDays('2025-04-22', -1)).toBe('2025-04-16');
    expect(addBusinessDays('2024-12-23', 1)).toBe('2024-12-24');
    expect(addBusinessDays('2024-12-24', 1)).toBe('2024-12-27');
    expect(addBusinessDays('2024-12-31', 1)).toBe('2025-01-02');
    expect(addBusinessDays('2024-06-07', 5)).toBe('2024-06-14');
  });

  it('leaves the date unchanged for 0, even on a holiday', () => {
    expect(addBusinessDays('2025-12-25', 0)).toBe('2025-12-25');
    expect(() => addBusinessDays('2025-12-25', 1.5)).toThrow(RangeError);
  });

  it('starts from a non-business day without counting it', () => {
    expect(addBusinessDays('2024-06-08', 1)).toBe('2024-06-10'); // Saturday -> Monday
  });
});

describe('businessDaysBetween', () => {
  it('counts the days after from up to and including to', () => {
    expect(businessDaysBetween('2024-06-07', '2024-06-10')).toBe(1); // Fri -> Mon
    expect(businessDaysBetween('2024-06-10', '2024-06-10')).toBe(0);
    expect(businessDaysBetween('2024-06-10', '2024-06-11')).toBe(1);
    expect(businessDaysBetween('2025-04-16', '2025-04-22')).toBe(1);
  });

  it('is negative when to is before from', () => {
    expect(businessDaysBetween('2025-04-22', '2025-04-16')).toBe(-1);
    expect(businessDaysBetween('2024-06-14', '2024-06-07')).toBe(-5);
  });

  it('finds 252 business days in 2025 (261 weekdays less 9 weekday holidays)', () => {
    expect(businessDaysBetween('2024-12-31', '2025-12-31')).toBe(252);
  });

  it('agrees with addBusinessDays', () => {
    for (const start of ['2024-03-27', '2027-05-14', '2029-12-21']) {
      for (const n of [1, 3, 5, 10, 40])
        expect(businessDaysBetween(start, addBusinessDays(start, n))).toBe(n);
    }
  });
});

describe('businessDaysUntil', () => {
  it('counts from today (not counted) to the date', () => {
    expect(businessDaysUntil('2026-05-08', '2026-05-15')).toBe(4); // Ascension Thursday 14 May
    expect(businessDaysUntil('2026-05-08', '2026-05-08')).toBe(0);
    expect(businessDaysUntil('2026-05-08', '2026-05-07')).toBe(-1);
  });
});

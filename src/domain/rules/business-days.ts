/**
 * Norwegian business days on plain calendar dates 'YYYY-MM-DD' (no time of day, no time zone).
 * Public holidays (helligdagsloven 1995; 1 and 17 May by the law of 1947): 1 Jan, Maundy Thursday,
 * Good Friday, Easter Sunday, Easter Monday, 1 May, 17 May, Ascension Day, Whit Sunday, Whit Monday,
 * 25 and 26 Dec. Saturdays and Sundays are not business days; 24 and 31 Dec are.
 */

export type HolidayName =
  | 'NewYearsDay'
  | 'MaundyThursday'
  | 'GoodFriday'
  | 'EasterSunday'
  | 'EasterMonday'
  | 'LabourDay'
  | 'ConstitutionDay'
  | 'AscensionDay'
  | 'WhitSunday'
  | 'WhitMonday'
  | 'ChristmasDay'
  | 'BoxingDay';

export interface Holiday {
  date: string;
  name: HolidayName;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything that is not a real calendar date. */
function toDayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(ms) || fromDayNumber(ms / DAY_MS) !== date) {
    throw new RangeError(`Not a date YYYY-MM-DD: ${date}`);
  }
  return ms / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian calendar, anonymous algorithm of Meeus/Jones/Butcher) as a day number. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const cache = new Map<number, Holiday[]>();
/** Each year's holidays as day numbers: the business-day loops below test a day without building a date string. */
const holidayDays = new Map<number, Set<number>>();

/** The twelve public holidays of a year in date order. */
export function holidaysOfYear(year: number): Holiday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
  const days: [number, HolidayName][] = [
    [fixed(1, 1), 'NewYearsDay'],
    [easter - 3, 'MaundyThursday'],
    [easter - 2, 'GoodFriday'],
    [easter, 'EasterSunday'],
    [easter + 1, 'EasterMonday'],
    [fixed(5, 1), 'LabourDay'],
    [fixed(5, 17), 'ConstitutionDay'],
    [easter + 39, 'AscensionDay'],
    [easter + 49, 'WhitSunday'],
    [easter + 50, 'WhitMonday'],
    [fixed(12, 25), 'ChristmasDay'],
    [fixed(12, 26), 'BoxingDay'],
  ];
  const sorted = days.sort((x, y) => x[0] - y[0]);
  const holidays = sorted.map(([day, name]) => ({ date: fromDayNumber(day), name }));
  cache.set(year, holidays);
  holidayDays.set(year, new Set(sorted.map(([day]) => day)));
  return holidays;
}

export function isHoliday(date: string): boolean {
  toDayNumber(date);
  return holidaysOfYear(Number(date.slice(0, 4))).some((h) => h.date === date);
}

/**
 * 1970-01-01 (day 0) was a Thursday: the weekday (0 Sunday … 6 Saturday) and the year of a day number by arithmetic,
 * the year's first day cached, so that counting a year of business days (the wizard's date warnings, in render) builds
 * no Date and no string per day (issue 27).
 */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

let yearStart = 0;
let yearEnd = -1;
let yearOfRange = 1970;
function yearOf(day: number): number {
  if (day >= yearStart && day <= yearEnd) return yearOfRange;
  yearOfRange = new Date(day * DAY_MS).getUTCFullYear();
  yearStart = Date.UTC(yearOfRange, 0, 1) / DAY_MS;
  yearEnd = Date.UTC(yearOfRange + 1, 0, 1) / DAY_MS - 1;
  return yearOfRange;
}

function isBusinessDayNumber(day: number): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  const year = yearOf(day);
  if (!holidayDays.has(year)) holidaysOfYear(year);
  return !holidayDays.get(year)!.has(day);
}

/** Not a Saturday, Sunday or public holiday. */
export function isBusinessDay(date: string): boolean {
  return isBusinessDayNumber(toDayNumber(date));
}

/**
 * The date n business days after `date` (before it for negative n). The start date itself is never
 * counted; n = 0 gives `date` unchanged, even when it is not a business day.
 */
export function addBusinessDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  let day = toDayNumber(date);
  const step = Math.sign(n);
  for (let left = Math.abs(n); left > 0; ) {
    day += step;
    if (isBusinessDayNumber(day)) left -= 1;
  }
  return fromDayNumber(day);
}

/**
 * Business days after `from` up to and including `to` (`from` itself is not counted). When `to` is
 * before `from` the result is negative: minus the business days after `to` up to and including
 * `from`. The same date gives 0.
 */
export function businessDaysBetween(from: string, to: string): number {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  if (end < start) return -businessDaysBetween(to, from);
  let count = 0;
  for (let day = start + 1; day <= end; day += 1) if (isBusinessDayNumber(day)) count += 1;
  return count;
}

/** Business days from `today` (not counted) up to and including `date`; negative for a past date. */
export function businessDaysUntil(today: string, date: string): number {
  return businessDaysBetween(today, date);
}

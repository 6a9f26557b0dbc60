/** Plain calendar dates 'YYYY-MM-DD': today in Norway and whole-day arithmetic without time zones. */
import { osloParts, twoDigits } from './oslo-time';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Is the text a real calendar date 'YYYY-MM-DD'? */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The dates the service accepts (docs/decisions.md): PostgreSQL refuses the year 0000, and day counts stay bounded. */
export const DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;

/** Is the text a real calendar date 'YYYY-MM-DD' inside DATE_RANGE? */
export function isDateInRange(date: string): boolean {
  return date >= DATE_RANGE.min && date <= DATE_RANGE.max;
}

function dayNumber(date: string): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a date YYYY-MM-DD: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** Made once: constructing an Intl.DateTimeFormat costs far more than formatting with one (the service asks per call). */
let osloFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in Norway (Europe/Oslo) at an instant: by the EU rule (oslo-time.ts), or Intl outside its years. */
export function osloDate(instant: Date = new Date()): string {
  const clock = osloParts(instant.getTime());
  if (clock) return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
  osloFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = osloFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The date n calendar days after `date` (before it for negative n). */
export function addDays(date: string, n: number): string {
  return new Date((dayNumber(date) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`: 0 for the same date, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

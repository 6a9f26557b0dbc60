import { osloParts, twoDigits } from '@/domain/rules/oslo-time';

/** The date culture is fixed to nb (spec 000 section 1); every date shown goes through this formatter. */
export const DATE_CULTURE = 'nb';

export type DateStyle = 'date' | 'dateTime' | 'time';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Oslo' },
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Oslo',
  },
  time: { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' },
};

/**
 * Intl's formatters, for dates outside the years of oslo-time.ts's rule only; each made at its first use: making one
 * loads the culture's and the time zone's data, ~20 ms on a fast machine when the page is cold.
 */
const formats: Partial<Record<DateStyle, Intl.DateTimeFormat>> = {};
const formatOf = (style: DateStyle) =>
  (formats[style] ??= new Intl.DateTimeFormat(DATE_CULTURE, OPTIONS[style]));

/** A plain calendar date 'YYYY-MM-DD' (how dates travel) is shown as that same day, whatever the time zone. */
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats a date (Date, ISO string or 'YYYY-MM-DD') in culture nb, e.g. '05.03.2027'; '' for empty or invalid input. */
export function formatDate(
  value: Date | string | number | null | undefined,
  style: DateStyle = 'date',
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const plain = PLAIN_DATE.exec(value);
    if (plain && style === 'date') return `${plain[3]}.${plain[2]}.${plain[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // nb's own patterns ('05.03.2027, 14:07'), without making an Intl formatter in the page's first render (oslo-time.ts);
  // Intl outside the years whose rule is known.
  const clock = osloParts(date.getTime());
  if (!clock) return formatOf(style).format(date);
  const day = `${twoDigits(clock.day)}.${twoDigits(clock.month)}.${clock.year}`;
  const time = `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
  return style === 'date' ? day : style === 'time' ? time : `${day}, ${time}`;
}

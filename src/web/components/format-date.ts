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
 * Each formatter is made at its first use: making one loads the culture's and the time zone's data, ~5 ms each on a
 * fast machine when the page is cold, and the overview's first screen shows plain dates only, which need none.
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
  return formatOf(style).format(date);
}

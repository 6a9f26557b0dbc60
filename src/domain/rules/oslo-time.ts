/**
 * Wall-clock time in Norway (Europe/Oslo) without Intl: making an Intl.DateTimeFormat for a time zone loads the
 * culture's and the zone's data, about 20 ms on a fast machine and four times that on a phone, in the first render of
 * every page that shows a date and time (issue 27). Norway keeps the EU's rule since 1996: CET (UTC+1), and CEST
 * (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Outside the years this
 * rule is known to hold here, the answer is undefined and callers use Intl, which follows the time zone database.
 */

const HOUR_MS = 3_600_000;
/** The years the rule above is used for; the property tests compare it with Intl over them (tests/web/format-date.test.ts). */
export const OSLO_RULE_YEARS = { from: 1996, to: 2099 } as const;

export interface OsloParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** 01:00 UTC on the last Sunday of the month (0-based) of the year, in epoch ms. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The date and time on a clock in Norway at the instant (epoch ms); undefined outside OSLO_RULE_YEARS. */
export function osloParts(ms: number): OsloParts | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const year = new Date(ms).getUTCFullYear();
  if (year < OSLO_RULE_YEARS.from || year > OSLO_RULE_YEARS.to) return undefined;
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  const local = new Date(ms + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** Two digits: 5 → '05'. */
export const twoDigits = (n: number): string => (n < 10 ? `0${n}` : String(n));

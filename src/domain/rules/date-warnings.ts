import { businessDaysUntil } from './business-days';
import { daysBetween, isCalendarDate } from './calendar-date';

/** Fewer business days than this until the start or end gives a warning (spec 001 s9, spec 002 s9). */
export const BUSINESS_DAY_WARNING_THRESHOLD = 5;
/** A planned start less than 5 weeks and 1 day away warns on the submit confirmation (spec 000 s2/s9). */
export const SUBMIT_WARNING_DAYS = 5 * 7 + 1;

export type DateChangeWarning = 'dateChangeStartupWarning' | 'dateChangeEndWarning';

export interface PlannedDates {
  plannedStartDate?: string | null;
  plannedEndDate?: string | null;
}

function isSoon(
  today: string,
  date: string | null | undefined,
  previous: string | null | undefined,
): boolean {
  if (!date || !isCalendarDate(date)) return false;
  if (previous !== undefined && previous === date) return false;
  return businessDaysUntil(today, date) < BUSINESS_DAY_WARNING_THRESHOLD;
}

/**
 * The non-blocking warnings of a time-period edit (spec 001 s5, spec 002 s5): a start or end date
 * with fewer than 5 business days from `today` (not counted) up to and including it, each its own
 * warning. Dates in the past count as fewer. With `previous` given, only dates the user changed are
 * checked, so an unchanged start of an ongoing acquisition does not warn (docs/decisions.md).
 */
export function dateChangeWarnings(
  today: string,
  dates: PlannedDates,
  previous?: PlannedDates,
): DateChangeWarning[] {
  const warnings: DateChangeWarning[] = [];
  if (isSoon(today, dates.plannedStartDate, previous ? (previous.plannedStartDate ?? null) : undefined)) {
    warnings.push('dateChangeStartupWarning');
  }
  if (isSoon(today, dates.plannedEndDate, previous ? (previous.plannedEndDate ?? null) : undefined)) {
    warnings.push('dateChangeEndWarning');
  }
  return warnings;
}

/**
 * Does the submit confirmation warn? True when the planned start is less than 5 weeks and 1 day
 * (36 calendar days) after `today`, including a start in the past; false without a valid start.
 */
export function hasSubmitStartWarning(today: string, plannedStartDate: string | null | undefined): boolean {
  if (!plannedStartDate || !isCalendarDate(plannedStartDate)) return false;
  return daysBetween(today, plannedStartDate) < SUBMIT_WARNING_DAYS;
}

import { addDays, daysBetween, isCalendarDate } from './calendar-date';

/**
 * The rules of the three week reports (spec 001 s4.7, s5 'Week reports', s9; spec 002 s5 'Start-up report'): pure
 * functions of the report, the acquisition's weekReportsConfig and today's date in Norway (osloDate()). The web forms
 * and the service run the same functions; each answers field errors as { 'dotted.path': [message key] } (empty when
 * the report passes). Message keys are those of the specification in locales/nb/week-report-rules.json.
 */
export const WEEK_REPORT_RULE = {
  required: 'week-report-rules:validation.required',
  /** The spec's key (spec 001 s5): end date missing, not after the start, or past its limit. */
  endDate: 'week-report-rules:wREndDate.ValidationError',
  /** What is wrong with an end date, said on its own (issue 25: one text for every cause on every form told too little). */
  endDateRequired: 'week-report-rules:wREndDate.required',
  endDateNotAfterStart: 'week-report-rules:wREndDate.notAfterStart',
  startupEndTooLate: 'week-report-rules:wREndDate.startupTooLate',
  doneEndAfterToday: 'week-report-rules:wREndDate.afterToday',
  plannedEndTooLate: 'week-report-rules:wREndDate.plannedTooLate',
  /** The planned period starts the day after the done end date (spec 001 s4.7). */
  plannedStart: 'week-report-rules:wRPlannedStartDate.ValidationError',
  paidDateRequired: 'week-report-rules:paidDate.required',
  paidDateAfterToday: 'week-report-rules:paidDate.afterToday',
  shadowAreaRequired: 'week-report-rules:shadowAreaRequired',
  requiredMainVessel: 'week-report-rules:requiredMainVessel',
  oneMainVessel: 'week-report-rules:oneMainVessel',
  vesselTwice: 'week-report-rules:vesselTwice',
  expertTwice: 'week-report-rules:expertTwice',
  totalAmountKmRequired: 'week-report-rules:totalAmountKm.required',
  totalAmountKm2Required: 'week-report-rules:totalAmountKm2.required',
  geometryRequired: 'week-report-rules:finishGeometryRequired',
  geometryTypeNotAllowed: 'week-report-rules:geometryTypeNotAllowed',
  /** Issue 25: the downtime of the three causes together is at most the done period's hours (24 a day, both ends counted). */
  downtimeOverPeriod: 'week-report-rules:downtimeOverPeriod',
} as const;

/** A start-up report's end date lies at most this many days after its start; a planned period ends at most this many days after the done end (spec 001 s9). */
export const WEEK_REPORT_MAX_DAYS = 14;

export type TFieldErrors = Record<string, string[]>;

function add(errors: TFieldErrors, path: string, message: string): void {
  (errors[path] ??= []).push(message);
}

const isDate = (d: string | null | undefined): d is string => typeof d === 'string' && isCalendarDate(d);

/**
 * An end date: required, after the start date (strictly) and not after `latest`. Each failure has its own key under
 * the spec's 'wREndDate' (issue 25; docs/decisions.md): missing, not after the start, or past `latest` (`tooLate`
 * names which limit). With no valid start, only presence and `latest` are checked.
 */
export function endDateProblem(
  start: string | null | undefined,
  end: string | null | undefined,
  latest: string | null,
  tooLate: string = WEEK_REPORT_RULE.endDate,
): string | null {
  if (!isDate(end)) return WEEK_REPORT_RULE.endDateRequired;
  if (isDate(start) && daysBetween(start, end) <= 0) return WEEK_REPORT_RULE.endDateNotAfterStart;
  if (latest !== null && daysBetween(latest, end) > 0) return tooLate;
  return null;
}

/** The latest end of a start-up report starting on `startDate`: 14 days after it. */
export const latestStartupEndDate = (startDate: string): string => addDays(startDate, WEEK_REPORT_MAX_DAYS);

/** The planned period of a week report starts the day after the done end date (spec 001 s4.7). */
export const plannedStartDateOf = (doneToDate: string): string => addDays(doneToDate, 1);

/** The latest planned end: 14 days after the done end date (spec 001 s5, s9). */
export const latestPlannedEndDate = (doneToDate: string): string => addDays(doneToDate, WEEK_REPORT_MAX_DAYS);

/** Start-up: start date required; end date after it and at most 14 days after it. */
export function startupDateErrors(startDate: string | null | undefined, endDate: string | null | undefined): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!isDate(startDate)) add(errors, 'startDate', WEEK_REPORT_RULE.required);
  const problem = endDateProblem(startDate, endDate, isDate(startDate) ? latestStartupEndDate(startDate) : null, WEEK_REPORT_RULE.startupEndTooLate);
  if (problem) add(errors, 'endDate', problem);
  return errors;
}

/** A done period (week report, finish report): start required; end after it and not after today. `prefix` is e.g. 'done.'. */
export function doneDateErrors(fromDate: string | null | undefined, toDate: string | null | undefined, today: string, prefix = 'done.'): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!isDate(fromDate)) add(errors, `${prefix}fromDate`, WEEK_REPORT_RULE.required);
  const problem = endDateProblem(fromDate, toDate, today, WEEK_REPORT_RULE.doneEndAfterToday);
  if (problem) add(errors, `${prefix}toDate`, problem);
  return errors;
}

/**
 * The planned period of a week report: it starts the day after the done end date, and ends after its start and at
 * most 14 days after the done end date. Without a valid done end, only presence is checked (the done end has its error).
 */
export function plannedDateErrors(
  doneToDate: string | null | undefined,
  plannedFromDate: string | null | undefined,
  plannedToDate: string | null | undefined,
  prefix = 'planned.',
): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!isDate(plannedFromDate)) add(errors, `${prefix}fromDate`, WEEK_REPORT_RULE.required);
  else if (isDate(doneToDate) && plannedFromDate !== plannedStartDateOf(doneToDate)) add(errors, `${prefix}fromDate`, WEEK_REPORT_RULE.plannedStart);
  const problem = endDateProblem(plannedFromDate, plannedToDate, isDate(doneToDate) ? latestPlannedEndDate(doneToDate) : null, WEEK_REPORT_RULE.plannedEndTooLate);
  if (problem) add(errors, `${prefix}toDate`, problem);
  return errors;
}

/**
 * The paid date of a start-up report: required when the type's config requires payment; never after today (when
 * given although optional, it still says when it was paid, so a future date is refused as well).
 */
export function paidDateErrors(paidDate: string | null | undefined, paymentRequired: boolean, today: string): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!isDate(paidDate)) {
    if (paymentRequired) add(errors, 'paidDate', WEEK_REPORT_RULE.paidDateRequired);
  } else if (daysBetween(today, paidDate) > 0) add(errors, 'paidDate', WEEK_REPORT_RULE.paidDateAfterToday);
  return errors;
}

/** Merges field errors of several rules. */
export function mergeErrors(...all: TFieldErrors[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const e of all) for (const [path, messages] of Object.entries(e)) for (const m of messages) add(errors, path, m);
  return errors;
}

export const hasErrors = (errors: TFieldErrors): boolean => Object.keys(errors).length > 0;

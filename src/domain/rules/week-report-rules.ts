import { VesselRole } from '../enums/vessel-role';
import { geometryKind, type TGeometryInput } from '../geometry/types';
import type { TAcquisitionConfig } from '../schemas/draft-config';
import { daysBetween, isCalendarDate } from './calendar-date';
import {
  doneDateErrors,
  mergeErrors,
  paidDateErrors,
  plannedDateErrors,
  startupDateErrors,
  WEEK_REPORT_RULE,
  type TFieldErrors,
} from './week-report-dates';

/**
 * Every rule of the three reports (spec 001 s5 'Week reports', spec 002 s5 'Start-up report') for a report as its
 * schema parses it (src/domain/schemas/week-reports.ts), the acquisition's weekReportsConfig and today (osloDate()).
 * The forms show the errors under their fields; the service answers them as 400 field errors.
 */
export type TWeekReportsConfig = TAcquisitionConfig['weekReportsConfig'];

interface TVesselChoice {
  acquisitionVesselId: string;
  vesselRole: number;
}

/** A main vessel is required, one only (requiredMainVessel); escorts are optional; a vessel once. */
export function vesselChoiceErrors(vessels: readonly TVesselChoice[]): TFieldErrors {
  const errors: TFieldErrors = {};
  const mains = vessels.filter((v) => v.vesselRole === VesselRole.Main).length;
  if (mains === 0) errors.vessels = [WEEK_REPORT_RULE.requiredMainVessel];
  else if (mains > 1) errors.vessels = [WEEK_REPORT_RULE.oneMainVessel];
  if (new Set(vessels.map((v) => v.acquisitionVesselId)).size !== vessels.length) (errors.vessels ??= []).push(WEEK_REPORT_RULE.vesselTwice);
  return errors;
}

function expertChoiceErrors(experts: readonly { fisheriesExpertId: string }[], path: string): TFieldErrors {
  return new Set(experts.map((e) => e.fisheriesExpertId)).size !== experts.length ? { [path]: [WEEK_REPORT_RULE.expertTwice] } : {};
}

/** A shadow area: required when configured; a polygon. */
function shadowAreaErrors(geometry: TGeometryInput | null, required: boolean, path: string): TFieldErrors {
  if (!geometry) return required ? { [path]: [WEEK_REPORT_RULE.shadowAreaRequired] } : {};
  return geometryKind(geometry.geometry) === 'Polygon' ? {} : { [path]: [WEEK_REPORT_RULE.geometryTypeNotAllowed] };
}

interface TStartupFacts {
  startDate: string | null;
  endDate: string | null;
  paidDate: string | null;
  geometry: TGeometryInput | null;
  vessels: readonly TVesselChoice[];
  fisheriesExperts: readonly { fisheriesExpertId: string }[];
}

/** Start-up report: the dates, the paid date, the shadow area, the vessels. */
export function startupReportErrors(report: TStartupFacts, config: TWeekReportsConfig, today: string): TFieldErrors {
  return mergeErrors(
    startupDateErrors(report.startDate, report.endDate),
    paidDateErrors(report.paidDate, config.startupReport.paymentRequired, today),
    shadowAreaErrors(report.geometry, config.startupReport.shadowAreaRequired, 'geometry'),
    vesselChoiceErrors(report.vessels),
    expertChoiceErrors(report.fisheriesExperts, 'fisheriesExperts'),
  );
}

interface TPartFacts {
  fromDate: string | null;
  toDate: string | null;
  geometry: TGeometryInput | null;
  fisheriesExperts: readonly { fisheriesExpertId: string }[];
}

interface TProgressFacts {
  downtimeWeatherHours?: number | null;
  downtimeEquipmentHours?: number | null;
  downtimeOtherHours?: number | null;
}

/**
 * Issue 25: the downtime hours of the three causes together fit in the done period (24 hours a day, both ends
 * counted); the error shows under each cause given. Unchecked while the period is not two valid dates in order.
 */
export function downtimeErrors(report: TProgressFacts & { done: Pick<TPartFacts, 'fromDate' | 'toDate'> }): TFieldErrors {
  const { fromDate, toDate } = report.done;
  if (!fromDate || !toDate || !isCalendarDate(fromDate) || !isCalendarDate(toDate)) return {};
  const days = daysBetween(fromDate, toDate) + 1;
  if (days <= 0) return {};
  const causes = ['downtimeWeatherHours', 'downtimeEquipmentHours', 'downtimeOtherHours'] as const;
  const sum = causes.reduce((total, cause) => total + (report[cause] ?? 0), 0);
  if (sum <= days * 24) return {};
  return Object.fromEntries(causes.filter((c) => report[c] != null).map((c) => [c, [WEEK_REPORT_RULE.downtimeOverPeriod]]));
}

/** The done area of a weekly report (where the survey worked that week, issue 25) is optional and a polygon. */
function doneAreaErrors(geometry: TGeometryInput | null): TFieldErrors {
  return shadowAreaErrors(geometry, false, 'done.geometry');
}

/** Weekly report: done period (end not after today), planned period (the day after the done end, at most 14 days after it), shadow area of the planned column, vessels. */
export function weekReportErrors(
  report: TProgressFacts & { done: TPartFacts; planned: TPartFacts; vessels: readonly TVesselChoice[] },
  config: TWeekReportsConfig,
  today: string,
): TFieldErrors {
  return mergeErrors(
    doneDateErrors(report.done.fromDate, report.done.toDate, today),
    plannedDateErrors(report.done.toDate, report.planned.fromDate, report.planned.toDate),
    downtimeErrors(report),
    doneAreaErrors(report.done.geometry),
    shadowAreaErrors(report.planned.geometry, config.weekReport.shadowAreaRequired, 'planned.geometry'),
    vesselChoiceErrors(report.vessels),
    expertChoiceErrors(report.done.fisheriesExperts, 'done.fisheriesExperts'),
    expertChoiceErrors(report.planned.fisheriesExperts, 'planned.fisheriesExperts'),
  );
}

/** Finish report: done period, total km (required), total km² (when configured), the acquired area (when configured, of the allowed types), vessels. */
export function finishReportErrors(
  report: { done: TPartFacts; totalAmountKm: number | null; totalAmountKm2: number | null; vessels: readonly TVesselChoice[] },
  config: TWeekReportsConfig,
  today: string,
): TFieldErrors {
  const errors: TFieldErrors = {};
  const finish = config.finishReport;
  if (report.totalAmountKm === null) errors.totalAmountKm = [WEEK_REPORT_RULE.totalAmountKmRequired];
  if (finish.totalAmountKm2FieldRequired && report.totalAmountKm2 === null) errors.totalAmountKm2 = [WEEK_REPORT_RULE.totalAmountKm2Required];
  const geometry = report.done.geometry;
  if (!geometry) {
    if (finish.requiresGeometry) errors['done.geometry'] = [WEEK_REPORT_RULE.geometryRequired];
  } else {
    const kind = geometryKind(geometry.geometry);
    const allowed = finish.allowedGeometryTypes.some((t) => (kind === 'Polygon' ? t === 'Polygon' : t !== 'Polygon'));
    if (!allowed) errors['done.geometry'] = [WEEK_REPORT_RULE.geometryTypeNotAllowed];
  }
  return mergeErrors(
    doneDateErrors(report.done.fromDate, report.done.toDate, today),
    errors,
    vesselChoiceErrors(report.vessels),
    expertChoiceErrors(report.done.fisheriesExperts, 'done.fisheriesExperts'),
  );
}

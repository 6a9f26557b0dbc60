import { z } from 'zod';
import { defineCall } from '../contract';
import { ZVesselRole } from '../enums/vessel-role';
import { ZWeekReportType } from '../enums/week-report-type';
import { ZCheckedGeometryInput } from '../geometry/geometry-input-schema';
import { GEOMETRY_BODY_LIMIT_BYTES } from '../geometry/limits';
import { ZGeometryInput } from '../geometry/types';
import { WEEK_REPORT_RULE } from '../rules/week-report-dates';
import { ZAcquisitionFisheriesExpert } from './acquisition-experts';
import { acquisitionVesselsCall } from './acquisition-vessels';
import { ZCapturedAt } from './acquisition';
import { ZIdParams } from './reference-common';
import { calendarDate, zText } from './safe-input';

/**
 * Week reports (spec 001 s2.5, s3 'Week report' / 'Start-up report', s4.7, s5, s7 'Other'; spec 002 s5; spec 000 s7
 * 'Week reports'; issue 10): the start-up report (Startup 20), the weekly report (Regular 10) and the finish report
 * (Finish 30) of a submitted acquisition. The schemas check the shape; the rules that need the acquisition's
 * weekReportsConfig or today's date are src/domain/rules/week-report-rules.ts (forms and service alike).
 *
 * Every POST carries capturedAt (when it was written on board) and may carry weekReportId, an id the device gives the
 * report so that the list can show it while it waits in the outbox; sending the same weekReportId again answers the
 * same receipt. With an Idempotency-Key a repeat answers the stored receipt.
 */
export const WEEK_REPORT_VALIDATION = {
  ...WEEK_REPORT_RULE,
  date: 'week-report-rules:validation.date',
  dateTime: 'week-report-rules:validation.dateTime',
  number: 'week-report-rules:validation.number',
  tooLong: 'week-report-rules:validation.tooLong',
  choice: 'week-report-rules:validation.choice',
  id: 'week-report-rules:validation.id',
  hours: 'week-report-rules:validation.hours',
  percent: 'week-report-rules:validation.percent',
} as const;
const V = WEEK_REPORT_VALIDATION;

/** Problem details (detail keys) of the week report calls; `code` is the stable machine code. */
export const WEEK_REPORT_PROBLEM = {
  /** 409 code 'startupMissing': no week or finish report before the start-up report. */
  startupMissing: 'week-report-rules:errors.startupMissing',
  /** 409 code 'startupExists': the start-up report is already filed. */
  startupExists: 'week-report-rules:errors.startupExists',
  /** 409 code 'finished': nothing after the finish report. */
  finished: 'week-report-rules:errors.finished',
  /** 409 code 'statusNotAllowed': the acquisition's status allows no such report (a draft, cancelled, under review). */
  statusNotAllowed: 'week-report-rules:errors.statusNotAllowed',
  /** 409 code 'periodOverlap': the done period overlaps another report's (members fromDate, toDate of the other). */
  periodOverlap: 'week-report-rules:errors.periodOverlap',
  /** 409 code 'beforeStartup': the done period starts before the start-up report's start date (member startDate). */
  beforeStartup: 'week-report-rules:errors.beforeStartup',
  /** 409 code 'weekReportIdTaken': the weekReportId is another report's. */
  idTaken: 'week-report-rules:errors.idTaken',
  /** 403: only a notifier of the organisation that owns the acquisition files its reports. */
  forbidden: 'week-report-rules:errors.forbidden',
  /** 400: a vessel or fisheries expert chosen is not on the acquisition. */
  vesselNotOnAcquisition: 'week-report-rules:vesselNotOnAcquisition',
  expertNotOnAcquisition: 'week-report-rules:expertNotOnAcquisition',
  /** 400 detail when a rule of week-report-rules.ts fails (the field errors say which). */
  invalid: 'week-report-rules:errors.invalid',
} as const;

export const WEEK_REPORT_COMMENT_MAX = 4000;

const ZDate = calendarDate(V.date);
const ZOptionalDate = ZDate.nullable().default(null);
const ZAmount = z
  .number({ message: V.number })
  .finite({ message: V.number })
  .min(0, { message: V.number })
  .max(1e9, { message: V.number })
  .nullable()
  .default(null);
const ZComment = zText()
  .trim()
  .max(WEEK_REPORT_COMMENT_MAX, { message: V.tooLong })
  .nullable()
  .default(null)
  .transform((c) => (c === '' ? null : c));

/** Downtime hours of one cause in the done period (issue 25): 0 to a year's hours; the rules hold the sum to the period. */
export const WEEK_REPORT_MAX_DOWNTIME_HOURS = 8784;
const ZHours = z
  .number({ message: V.hours })
  .finite({ message: V.hours })
  .min(0, { message: V.hours })
  .max(WEEK_REPORT_MAX_DOWNTIME_HOURS, { message: V.hours })
  .nullable()
  .default(null);
/** Percent of the survey completed at the end of the done period (issue 25): 0 to 100, decimals allowed. */
const ZPercent = z.number({ message: V.percent }).finite({ message: V.percent }).min(0, { message: V.percent }).max(100, { message: V.percent }).nullable().default(null);

/**
 * The weekly report's optional progress fields beyond spec 001 (issue 25, as Australia's weekly survey report): the
 * downtime in the done period by cause (hours of weather, equipment and other downtime) and the percent of the survey
 * completed. All optional; absent is null.
 */
export const ZWeekReportProgress = z.object({
  downtimeWeatherHours: ZHours,
  downtimeEquipmentHours: ZHours,
  downtimeOtherHours: ZHours,
  percentComplete: ZPercent,
});
export type TWeekReportProgress = z.output<typeof ZWeekReportProgress>;
export const WEEK_REPORT_PROGRESS_FIELDS = ['downtimeWeatherHours', 'downtimeEquipmentHours', 'downtimeOtherHours', 'percentComplete'] as const;

/** A vessel of the acquisition chosen for the report: the main vessel (10, exactly one) or an escort (Follow 20). */
export const ZWeekReportVesselChoice = z.object({
  acquisitionVesselId: z.uuid({ message: V.id }),
  vesselRole: z.union([z.literal(10), z.literal(20)], { message: V.choice }),
});
export type TWeekReportVesselChoice = z.infer<typeof ZWeekReportVesselChoice>;

/** A fisheries expert on board, one of GET /acquisition/{id}/FisheriesExperts (by the expert's id). */
export const ZWeekReportExpertChoice = z.object({ fisheriesExpertId: z.uuid({ message: V.id }) });

const ZVesselChoices = z.array(ZWeekReportVesselChoice).max(50, { message: V.tooLong }).default([]);
const ZExpertChoices = z.array(ZWeekReportExpertChoice).max(50, { message: V.tooLong }).default([]);

/** A done or planned part: period, amounts (decimals), comment, experts and an area (the shadow area; the finish's acquired area). */
export const ZWeekReportPartInput = z.object({
  fromDate: ZOptionalDate,
  toDate: ZOptionalDate,
  amountKm: ZAmount,
  amountKm2: ZAmount,
  comment: ZComment,
  fisheriesExperts: ZExpertChoices,
  geometry: ZCheckedGeometryInput.nullable().default(null),
});
export type TWeekReportPartInput = z.input<typeof ZWeekReportPartInput>;
export type TWeekReportPart = z.output<typeof ZWeekReportPartInput>;

const common = {
  /** Id the device gives the report (optional); a repeat with it answers the same receipt. */
  weekReportId: z.uuid({ message: V.id }).optional(),
  capturedAt: ZCapturedAt,
  vessels: ZVesselChoices,
};

/** POST /acquisition/{id}/weekReport/Startup: start and end (planning), amounts, comment, paid date, shadow area, vessels, experts. */
export const ZStartupReportInput = z.object({
  ...common,
  startDate: ZOptionalDate,
  endDate: ZOptionalDate,
  amountKm: ZAmount,
  amountKm2: ZAmount,
  comment: ZComment,
  paidDate: ZOptionalDate,
  geometry: ZCheckedGeometryInput.nullable().default(null),
  fisheriesExperts: ZExpertChoices,
});
export type TStartupReportInput = z.input<typeof ZStartupReportInput>;
export type TStartupReport = z.output<typeof ZStartupReportInput>;

/** POST /acquisition/{id}/weekReport: the done and planned columns, vessels, and the optional downtime and percent complete. */
export const ZWeekReportInput = z.object({
  ...common,
  done: ZWeekReportPartInput,
  planned: ZWeekReportPartInput,
  ...ZWeekReportProgress.shape,
});
export type TWeekReportInput = z.input<typeof ZWeekReportInput>;
export type TWeekReportBody = z.output<typeof ZWeekReportInput>;

/** POST /acquisition/{id}/weekReport/Finish: the done part with the acquired area (done.geometry), totals, vessels. */
export const ZFinishReportInput = z.object({
  ...common,
  done: ZWeekReportPartInput,
  totalAmountKm: ZAmount,
  totalAmountKm2: ZAmount,
});
export type TFinishReportInput = z.input<typeof ZFinishReportInput>;
export type TFinishReport = z.output<typeof ZFinishReportInput>;

/** The answer to each POST: what the device keeps as proof ('received by the service at … as message …'). */
export const ZWeekReportReceipt = z.object({
  weekReportId: z.uuid(),
  /** The timeline message the report wrote (Startup 1000, WeekReport 8000, Finish 1004). */
  messageId: z.uuid(),
  type: ZWeekReportType,
  /** When the service received it (ISO 8601). */
  receivedAt: z.string(),
  /** When it was written on board, as stored (null when not sent or in the future). */
  capturedAt: z.string().nullable(),
});
export type TWeekReportReceipt = z.infer<typeof ZWeekReportReceipt>;

/** A vessel as it was on the report (a copy taken when it was filed). */
export const ZWeekReportVessel = z.object({
  acquisitionVesselId: z.uuid(),
  vesselId: z.uuid(),
  vesselRole: ZVesselRole,
  name: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TWeekReportVessel = z.infer<typeof ZWeekReportVessel>;

/** A fisheries expert as on the report. */
export const ZWeekReportExpert = z.object({
  fisheriesExpertId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
});

export const ZWeekReportPart = z.object({
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  amountKm: z.number().nullable(),
  amountKm2: z.number().nullable(),
  comment: z.string().nullable(),
  fisheriesExperts: z.array(ZWeekReportExpert),
  geometry: ZGeometryInput.nullable(),
});
export type TWeekReportPartView = z.infer<typeof ZWeekReportPart>;

/**
 * A filed report in GET /acquisition/{id}/weekReport (spec 001 s3 'Week report'). The start-up report's period and
 * planning data are its `planned` part (with paidDate); a weekly report has both parts; the finish report its `done`
 * part, totals and acquisitionGeometry (= done.geometry).
 */
export const ZWeekReport = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  /** 'Oppstartsrapport', 'Ukerapport 3', 'Sluttrapport'. */
  name: z.string(),
  type: ZWeekReportType,
  done: ZWeekReportPart.nullable(),
  planned: ZWeekReportPart.nullable(),
  paidDate: z.string().nullable(),
  totalAmountKm: z.number().nullable(),
  totalAmountKm2: z.number().nullable(),
  /** The weekly report's downtime by cause (hours) and percent complete (issue 25); null when not given or another type. */
  downtimeWeatherHours: z.number().nullable(),
  downtimeEquipmentHours: z.number().nullable(),
  downtimeOtherHours: z.number().nullable(),
  percentComplete: z.number().nullable(),
  vessels: z.array(ZWeekReportVessel),
  acquisitionGeometry: ZGeometryInput.nullable(),
  capturedAt: z.string().nullable(),
  receivedAt: z.string(),
  createdByName: z.string().nullable(),
});
export type TWeekReport = z.infer<typeof ZWeekReport>;

/** The done period of the next week (or finish) report starts here: the start-up's start date, then the day after the last done end. Null before the start-up report. */
export const ZNextDoneStartDate = z.object({ nextDoneStartDate: z.string().nullable() });

const base = { params: ZIdParams, auth: 'context' } as const;
const post = { ...base, method: 'POST', response: ZWeekReportReceipt, permission: 'create:week-report', bodyLimit: GEOMETRY_BODY_LIMIT_BYTES } as const;

export const weekReportsCall = defineCall({ ...base, method: 'GET', path: '/acquisition/{id}/weekReport', response: z.array(ZWeekReport) });
export const nextWeekReportDoneStartDateCall = defineCall({
  ...base,
  method: 'GET',
  path: '/acquisition/{id}/GetNextWeekReportDoneStartDate',
  response: ZNextDoneStartDate,
});
/** The fisheries experts a report may name: those on the acquisition. */
export const weekReportFisheriesExpertsCall = defineCall({
  ...base,
  method: 'GET',
  path: '/acquisition/{id}/FisheriesExperts',
  response: z.array(ZAcquisitionFisheriesExpert),
});
/**
 * GET /acquisition/{id}/Vessels is GET /Acquisition/{id}/Vessels (paths are case-insensitive): the same call, the
 * acquisition's vessels with their acquisitionVesselId.
 */
export const weekReportVesselsCall = acquisitionVesselsCall;

export const createStartupReportCall = defineCall({ ...post, path: '/acquisition/{id}/weekReport/Startup', body: ZStartupReportInput });
export const createWeekReportCall = defineCall({ ...post, path: '/acquisition/{id}/weekReport', body: ZWeekReportInput });
export const createFinishReportCall = defineCall({ ...post, path: '/acquisition/{id}/weekReport/Finish', body: ZFinishReportInput });

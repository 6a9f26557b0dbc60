import { describe, expect, it } from 'vitest';
import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { LawCategory } from '@/domain/enums/law-category';
import { addDays } from '@/domain/rules/calendar-date';
import {
  doneDateErrors,
  endDateProblem,
  latestPlannedEndDate,
  paidDateErrors,
  plannedDateErrors,
  plannedStartDateOf,
  startupDateErrors,
  WEEK_REPORT_RULE as R,
} from '@/domain/rules/week-report-dates';
import { mayFileWeekReports, nextDoneStartDate, reportOrderProblem, weekReportOffered, type TFiledReport } from '@/domain/rules/week-report-order';
import { finishReportErrors, startupReportErrors, vesselChoiceErrors, weekReportErrors } from '@/domain/rules/week-report-rules';

const TODAY = '2026-11-23';
const END = 'week-report-rules:wREndDate.ValidationError';

describe('week report dates (spec 001 s5, s9; spec 002 s5)', () => {
  it('says what is wrong with an end date (issue 25): missing, not after the start, or past its limit', () => {
    expect(endDateProblem('2026-11-01', null, null)).toBe(R.endDateRequired);
    expect(endDateProblem('2026-11-01', '2026-11-01', null)).toBe(R.endDateNotAfterStart); // the same day is not after the start
    expect(endDateProblem('2026-11-01', '2026-10-31', null)).toBe(R.endDateNotAfterStart);
    expect(endDateProblem('2026-11-01', '2026-11-02', null)).toBeNull();
    expect(endDateProblem('2026-11-01', '2026-11-10', '2026-11-10')).toBeNull();
    expect(endDateProblem('2026-11-01', '2026-11-11', '2026-11-10')).toBe(END);
    expect(endDateProblem('2026-11-01', '2026-11-11', '2026-11-10', R.plannedEndTooLate)).toBe(R.plannedEndTooLate);
    expect(endDateProblem(null, '2026-11-11', null)).toBeNull();
    expect(new Set([R.endDateRequired, R.endDateNotAfterStart, R.startupEndTooLate, R.doneEndAfterToday, R.plannedEndTooLate]).size).toBe(5);
  });

  it('start-up: the end at most 14 days after the start (14 passes, 15 fails), after it, and required', () => {
    expect(startupDateErrors('2026-11-01', '2026-11-15')).toEqual({});
    expect(startupDateErrors('2026-11-01', '2026-11-16')).toEqual({ endDate: [R.startupEndTooLate] });
    expect(startupDateErrors('2026-11-01', '2026-11-01')).toEqual({ endDate: [R.endDateNotAfterStart] });
    expect(startupDateErrors('2026-11-01', null)).toEqual({ endDate: [R.endDateRequired] });
    expect(startupDateErrors(null, '2026-11-03')).toEqual({ startDate: [R.required] });
    // across a month and a year end
    expect(startupDateErrors('2026-12-25', '2027-01-08')).toEqual({});
    expect(startupDateErrors('2026-12-25', '2027-01-09')).toEqual({ endDate: [R.startupEndTooLate] });
  });

  it('done period: the end not after today (today passes, tomorrow fails)', () => {
    expect(doneDateErrors('2026-11-16', TODAY, TODAY)).toEqual({});
    expect(doneDateErrors('2026-11-16', addDays(TODAY, 1), TODAY)).toEqual({ 'done.toDate': [R.doneEndAfterToday] });
    expect(doneDateErrors('2026-11-16', '2026-11-16', TODAY)).toEqual({ 'done.toDate': [R.endDateNotAfterStart] });
    expect(doneDateErrors(null, '2026-11-20', TODAY)).toEqual({ 'done.fromDate': [R.required] });
    expect(doneDateErrors('2026-11-16', undefined, TODAY)).toEqual({ 'done.toDate': [R.endDateRequired] });
  });

  it('planned period: starts the day after the done end, ends at most 14 days after the done end', () => {
    expect(plannedStartDateOf('2026-11-22')).toBe('2026-11-23');
    expect(latestPlannedEndDate('2026-11-22')).toBe('2026-12-06');
    expect(plannedDateErrors('2026-11-22', '2026-11-23', '2026-12-06')).toEqual({});
    expect(plannedDateErrors('2026-11-22', '2026-11-23', '2026-12-07')).toEqual({ 'planned.toDate': [R.plannedEndTooLate] });
    expect(plannedDateErrors('2026-11-22', '2026-11-22', '2026-11-30')).toEqual({ 'planned.fromDate': [R.plannedStart] });
    expect(plannedDateErrors('2026-11-22', '2026-11-24', '2026-11-30')).toEqual({ 'planned.fromDate': [R.plannedStart] });
    expect(plannedDateErrors('2026-11-22', '2026-11-23', '2026-11-23')).toEqual({ 'planned.toDate': [R.endDateNotAfterStart] });
    expect(plannedDateErrors('2026-11-22', null, null)).toEqual({ 'planned.fromDate': [R.required], 'planned.toDate': [R.endDateRequired] });
    // month end: the day after 30 November is 1 December
    expect(plannedDateErrors('2026-11-30', '2026-12-01', '2026-12-14')).toEqual({});
  });

  it('paid date: required when payment is required, never after today (today passes)', () => {
    expect(paidDateErrors(null, true, TODAY)).toEqual({ paidDate: [R.paidDateRequired] });
    expect(paidDateErrors(null, false, TODAY)).toEqual({});
    expect(paidDateErrors(TODAY, true, TODAY)).toEqual({});
    expect(paidDateErrors('2026-11-01', true, TODAY)).toEqual({});
    expect(paidDateErrors(addDays(TODAY, 1), true, TODAY)).toEqual({ paidDate: [R.paidDateAfterToday] });
    expect(paidDateErrors(addDays(TODAY, 1), false, TODAY)).toEqual({ paidDate: [R.paidDateAfterToday] });
  });
});

const polygon = { geometry: { type: 'Polygon' as const, coordinates: [[[2, 60], [3, 60], [3, 61], [2, 60]]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 };
const line = { geometry: { type: 'LineString' as const, coordinates: [[2, 60], [3, 61]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 };
const MAIN = { acquisitionVesselId: '00000000-0000-4000-8000-000000000001', vesselRole: 10 };
const ESCORT = { acquisitionVesselId: '00000000-0000-4000-8000-000000000002', vesselRole: 20 };
const seismic3d = acquisitionConfigOf(2521, LawCategory.PetroleumLaw).weekReportsConfig;
const seismic2d = acquisitionConfigOf(2511, LawCategory.PetroleumLaw).weekReportsConfig;
const seabedGov = acquisitionConfigOf(40000, LawCategory.PerformedByGovernment).weekReportsConfig;

describe('week report rules by the config', () => {
  it('has the config of each type: payment, shadow areas, the finish area and km²', () => {
    expect(seismic3d).toEqual({
      startupReport: { paymentRequired: true, shadowAreaRequired: true },
      weekReport: { shadowAreaRequired: true },
      finishReport: { requiresGeometry: true, allowedGeometryTypes: ['Polygon'], hasShapeUpload: true, hasUkooaUpload: true, totalAmountKm2FieldRequired: true },
    });
    expect(seismic2d.finishReport).toMatchObject({ requiresGeometry: true, allowedGeometryTypes: ['Polyline', 'LineString'], totalAmountKm2FieldRequired: false });
    expect(seabedGov).toMatchObject({ startupReport: { paymentRequired: false, shadowAreaRequired: false }, finishReport: { requiresGeometry: false } });
  });

  it('main vessel required, one only, a vessel once; escorts optional', () => {
    expect(vesselChoiceErrors([MAIN])).toEqual({});
    expect(vesselChoiceErrors([MAIN, ESCORT])).toEqual({});
    expect(vesselChoiceErrors([ESCORT])).toEqual({ vessels: [R.requiredMainVessel] });
    expect(vesselChoiceErrors([])).toEqual({ vessels: [R.requiredMainVessel] });
    expect(vesselChoiceErrors([MAIN, { ...ESCORT, vesselRole: 10 }])).toEqual({ vessels: [R.oneMainVessel] });
    expect(vesselChoiceErrors([MAIN, { ...MAIN, vesselRole: 20 }])).toEqual({ vessels: [R.vesselTwice] });
  });

  it('start-up: paid date and shadow area by the config', () => {
    const report = { startDate: '2026-11-10', endDate: '2026-11-20', paidDate: null, geometry: null, vessels: [MAIN], fisheriesExperts: [] };
    expect(startupReportErrors(report, seismic3d, TODAY)).toEqual({ paidDate: [R.paidDateRequired], geometry: [R.shadowAreaRequired] });
    expect(startupReportErrors(report, seabedGov, TODAY)).toEqual({});
    expect(startupReportErrors({ ...report, paidDate: TODAY, geometry: line }, seismic3d, TODAY)).toEqual({ geometry: [R.geometryTypeNotAllowed] });
    expect(startupReportErrors({ ...report, paidDate: TODAY, geometry: polygon }, seismic3d, TODAY)).toEqual({});
  });

  it('weekly: the planned shadow area by the config', () => {
    const part = { fisheriesExperts: [], geometry: null };
    const report = { done: { ...part, fromDate: '2026-11-10', toDate: '2026-11-16' }, planned: { ...part, fromDate: '2026-11-17', toDate: '2026-11-30' }, vessels: [MAIN] };
    expect(weekReportErrors(report, seismic3d, TODAY)).toEqual({ 'planned.geometry': [R.shadowAreaRequired] });
    expect(weekReportErrors(report, seabedGov, TODAY)).toEqual({});
    expect(weekReportErrors({ ...report, planned: { ...report.planned, geometry: polygon } }, seismic3d, TODAY)).toEqual({});
  });

  it('finish: total km always, km² and the area by the config, of the allowed type', () => {
    const done = { fromDate: '2026-11-17', toDate: TODAY, fisheriesExperts: [], geometry: null };
    const report = { done, totalAmountKm: null, totalAmountKm2: null, vessels: [MAIN] };
    expect(finishReportErrors(report, seismic3d, TODAY)).toEqual({
      totalAmountKm: [R.totalAmountKmRequired],
      totalAmountKm2: [R.totalAmountKm2Required],
      'done.geometry': [R.geometryRequired],
    });
    expect(finishReportErrors(report, seabedGov, TODAY)).toEqual({ totalAmountKm: [R.totalAmountKmRequired] });
    expect(finishReportErrors({ ...report, totalAmountKm: 0, done: { ...done, geometry: polygon } }, seismic2d, TODAY)).toEqual({ 'done.geometry': [R.geometryTypeNotAllowed] });
    expect(finishReportErrors({ ...report, totalAmountKm: 12.5, done: { ...done, geometry: line } }, seismic2d, TODAY)).toEqual({});
  });
});

describe('the order of reports (spec 001 s4.7)', () => {
  const startup: TFiledReport = { type: 20, doneFromDate: null, doneToDate: null, plannedFromDate: '2026-11-01' };
  const week1: TFiledReport = { type: 10, doneFromDate: '2026-11-01', doneToDate: '2026-11-07', plannedFromDate: '2026-11-08' };
  const finish: TFiledReport = { type: 30, doneFromDate: '2026-11-08', doneToDate: '2026-11-12', plannedFromDate: null };

  it('start-up first and once, from Planlagt only', () => {
    expect(reportOrderProblem('startup', 10, [])).toBeNull();
    expect(reportOrderProblem('startup', 1, [])).toEqual({ code: 'statusNotAllowed', currentStatus: 1 });
    expect(reportOrderProblem('startup', 99, [])).toEqual({ code: 'statusNotAllowed', currentStatus: 99 });
    expect(reportOrderProblem('startup', 20, [startup])).toEqual({ code: 'startupExists' });
  });

  it('weekly after the start-up, before the finish, while Pågående or Pause, never overlapping', () => {
    const done = { fromDate: '2026-11-08', toDate: '2026-11-14' };
    expect(reportOrderProblem('regular', 20, [], done)).toEqual({ code: 'startupMissing' });
    expect(reportOrderProblem('regular', 20, [startup, week1], done)).toBeNull();
    expect(reportOrderProblem('regular', 30, [startup, week1], done)).toBeNull();
    expect(reportOrderProblem('regular', 50, [startup, week1], done)).toEqual({ code: 'statusNotAllowed', currentStatus: 50 });
    expect(reportOrderProblem('regular', 40, [startup, week1, finish], done)).toEqual({ code: 'finished' });
    expect(reportOrderProblem('regular', 20, [startup, week1], { fromDate: '2026-11-07', toDate: '2026-11-10' })).toEqual({
      code: 'periodOverlap',
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
    });
    expect(reportOrderProblem('regular', 20, [startup], { fromDate: '2026-10-31', toDate: '2026-11-05' })).toEqual({ code: 'beforeStartup', startDate: '2026-11-01' });
  });

  it('finish once, from Pågående or Pause', () => {
    const done = { fromDate: '2026-11-08', toDate: '2026-11-12' };
    expect(reportOrderProblem('finish', 30, [startup, week1], done)).toBeNull();
    expect(reportOrderProblem('finish', 10, [startup], done)).toEqual({ code: 'statusNotAllowed', currentStatus: 10 });
    expect(reportOrderProblem('finish', 40, [startup, week1, finish], done)).toEqual({ code: 'finished' });
  });

  it('offers a new weekly report only between the start-up and the finish; the next done start', () => {
    expect(weekReportOffered([])).toBe(false);
    expect(weekReportOffered([20])).toBe(true);
    expect(weekReportOffered([20, 10])).toBe(true);
    expect(weekReportOffered([20, 10, 30])).toBe(false);
    expect(nextDoneStartDate([])).toBeNull();
    expect(nextDoneStartDate([startup])).toBe('2026-11-01');
    expect(nextDoneStartDate([startup, week1])).toBe('2026-11-08');
  });

  it('the owner organisation\'s notifiers file; nobody else', () => {
    const acquisition = { companyId: 1001, onBehalfOfCompanyId: null };
    expect(mayFileWeekReports({ role: 'daq_innmelder_selskap', organisationId: 1001, userId: 'u' }, acquisition)).toBe(true);
    expect(mayFileWeekReports({ role: 'daq_innmelder_selskap', organisationId: 1002, userId: 'u' }, acquisition)).toBe(false);
    expect(mayFileWeekReports({ role: 'daq_innmelder_od', organisationId: 1, userId: 'u' }, acquisition)).toBe(false);
    expect(mayFileWeekReports({ role: 'daq_innmelder_od', organisationId: 1, userId: 'u' }, { companyId: 1, onBehalfOfCompanyId: null })).toBe(true);
    expect(mayFileWeekReports({ role: 'daq_saksbehandler_od', organisationId: 1001, userId: 'u' }, acquisition)).toBe(false);
    expect(mayFileWeekReports({ role: 'daq_innmelder_selskap', organisationId: 1003, userId: 'u' }, { companyId: 1, onBehalfOfCompanyId: 1003 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { WeekReportType } from '@/domain/enums/week-report-type';
import { addDays, osloDate } from '@/domain/rules/calendar-date';
import { startupReportErrors, weekReportErrors } from '@/domain/rules/week-report-rules';
import type { TWeekReportsConfig } from '@/domain/rules/week-report-rules';
import { ZStartupReportInput, ZWeekReportInput } from '@/domain/schemas/week-reports';
import type { OutboxEntry } from '@/web/offline/db';
import {
  defaultVessels,
  emptyPart,
  emptyProgress,
  formPathOf,
  startupBody,
  vesselsOf,
  weekReportBody,
  type StartupValues,
  type WeekReportValues,
} from '@/web/features/week-reports/forms/form-values';
import { reportResolver, toFormErrors } from '@/web/features/week-reports/forms/report-resolver';
import { filedView, waitingView } from '@/web/features/week-reports/list/report-view';
import { nextDoneStartDate, reportState, reportTypeOf, waitingReports, weeklyTotals } from '@/web/features/week-reports/report-state';

const today = osloDate();
const MAIN = '11111111-1111-4111-8111-111111111111';
const ESCORT = '22222222-2222-4222-8222-222222222222';
const EXPERT = '33333333-3333-4333-8333-333333333333';
const CONFIG: TWeekReportsConfig = {
  startupReport: { paymentRequired: true, shadowAreaRequired: true },
  weekReport: { shadowAreaRequired: false },
  finishReport: { requiresGeometry: true, allowedGeometryTypes: ['Polygon'], hasShapeUpload: true, hasUkooaUpload: false, totalAmountKm2FieldRequired: true },
};
const square = {
  geometry: { type: 'Polygon' as const, coordinates: [[[20, 71], [21, 71], [21, 71.5], [20, 71]]] },
  loadedFromFile: false,
  transformationToWgs84: null,
  csOriginWkId: 4326,
};

let nextId = 1;
function entry(path: string, body: unknown, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: nextId++,
    key: crypto.randomUUID(),
    method: 'POST',
    path,
    body,
    entityId: 'acq',
    label: 'Rapport',
    createdAt: Date.now(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    ownerId: 'u',
    ...extra,
  };
}

const startupValues = (patch: Partial<StartupValues> = {}): StartupValues => ({
  weekReportId: crypto.randomUUID(),
  startDate: addDays(today, -10),
  endDate: addDays(today, 3),
  amountKm: 420.5,
  amountKm2: 180,
  comment: 'Oppstart',
  paidDate: addDays(today, -12),
  geometry: square,
  fisheriesExpertIds: [EXPERT],
  mainVesselId: MAIN,
  escortVesselIds: [ESCORT],
  ...patch,
});

describe('the report forms', () => {
  it('start from the acquisition vessels: its main vessel and its escorts', () => {
    expect(
      defaultVessels([
        { acquisitionVesselId: MAIN, vesselRole: 10 },
        { acquisitionVesselId: ESCORT, vesselRole: 20 },
        { acquisitionVesselId: 'x', vesselRole: -1 },
      ]),
    ).toEqual({ mainVesselId: MAIN, escortVesselIds: [ESCORT] });
    expect(defaultVessels([])).toEqual({ mainVesselId: null, escortVesselIds: [] });
  });

  it('send the main vessel first and each escort once, never the main vessel as its own escort', () => {
    expect(vesselsOf({ mainVesselId: MAIN, escortVesselIds: [ESCORT, ESCORT, MAIN] })).toEqual([
      { acquisitionVesselId: MAIN, vesselRole: 10 },
      { acquisitionVesselId: ESCORT, vesselRole: 20 },
    ]);
    expect(vesselsOf({ mainVesselId: null, escortVesselIds: [ESCORT] })).toEqual([{ acquisitionVesselId: ESCORT, vesselRole: 20 }]);
  });

  it('make bodies the call schemas accept, with the capturedAt of the moment they are saved', () => {
    const startup = ZStartupReportInput.parse(startupBody(startupValues(), '2026-11-23T08:00:00.000Z'));
    expect(startup).toMatchObject({ capturedAt: '2026-11-23T08:00:00.000Z', fisheriesExperts: [{ fisheriesExpertId: EXPERT }] });
    const values: WeekReportValues = {
      weekReportId: crypto.randomUUID(),
      done: { ...emptyPart(addDays(today, -10)), toDate: addDays(today, -3) },
      planned: { ...emptyPart(addDays(today, -2)), toDate: addDays(today, 5) },
      ...emptyProgress(),
      mainVesselId: MAIN,
      escortVesselIds: [],
    };
    expect(ZWeekReportInput.safeParse(weekReportBody(values)).success).toBe(true);
  });

  it('show each error of the call at its field: vessels at the main vessel, experts at their list', () => {
    expect(formPathOf('vessels')).toBe('mainVesselId');
    expect(formPathOf('vessels.1.acquisitionVesselId')).toBe('mainVesselId');
    expect(formPathOf('fisheriesExperts')).toBe('fisheriesExpertIds');
    expect(formPathOf('done.fisheriesExperts.0.fisheriesExpertId')).toBe('done.fisheriesExpertIds');
    expect(formPathOf('planned.geometry.geometry.coordinates')).toBe('planned.geometry');
    expect(formPathOf('geometry')).toBe('geometry');
    expect(formPathOf('planned.toDate')).toBe('planned.toDate');
    expect(toFormErrors({ 'planned.toDate': ['a', 'b'], vessels: ['c'] })).toEqual({
      planned: { toDate: { type: 'rule', message: 'a' } },
      mainVesselId: { type: 'rule', message: 'c' },
    });
  });

  it('check with the domain rules: 14 days, today, the paid date, the main vessel, the shadow area', async () => {
    const resolve = reportResolver<StartupValues, typeof ZStartupReportInput>(startupBody, ZStartupReportInput, (body) =>
      startupReportErrors(body, CONFIG, today),
    );
    const run = async (values: StartupValues) => (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    expect(await run(startupValues())).toEqual({});
    // End at 14 days after the start is allowed; 15 is not.
    expect(await run(startupValues({ endDate: addDays(addDays(today, -10), 14) }))).toEqual({});
    expect(await run(startupValues({ endDate: addDays(addDays(today, -10), 15) }))).toMatchObject({
      endDate: { message: 'week-report-rules:wREndDate.startupTooLate' },
    });
    expect(await run(startupValues({ paidDate: addDays(today, 1) }))).toMatchObject({
      paidDate: { message: 'week-report-rules:paidDate.afterToday' },
    });
    expect(await run(startupValues({ paidDate: null, geometry: null, mainVesselId: null, escortVesselIds: [] }))).toMatchObject({
      paidDate: { message: 'week-report-rules:paidDate.required' },
      geometry: { message: 'week-report-rules:shadowAreaRequired' },
      mainVesselId: { message: 'week-report-rules:requiredMainVessel' },
    });
    // A number the schema refuses (typed 'abc': NaN) is shown at its field.
    expect(await run(startupValues({ amountKm: Number.NaN }))).toMatchObject({ amountKm: { message: 'week-report-rules:validation.number' } });
  });

  it('refuse a planned period ending past 14 days after the done end, and a done end after today', async () => {
    const resolve = reportResolver<WeekReportValues, typeof ZWeekReportInput>(weekReportBody, ZWeekReportInput, (body) =>
      weekReportErrors(body, CONFIG, today),
    );
    const doneTo = addDays(today, -3);
    const values = (plannedTo: string, done = doneTo): WeekReportValues => ({
      weekReportId: crypto.randomUUID(),
      done: { ...emptyPart(addDays(today, -10)), toDate: done },
      planned: { ...emptyPart(addDays(done, 1)), toDate: plannedTo },
      ...emptyProgress(),
      mainVesselId: MAIN,
      escortVesselIds: [],
    });
    const errors = async (v: WeekReportValues) => (await resolve(v, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    expect(await errors(values(addDays(doneTo, 14)))).toEqual({});
    expect(await errors(values(addDays(doneTo, 15)))).toMatchObject({ planned: { toDate: { message: 'week-report-rules:wREndDate.plannedTooLate' } } });
    expect(await errors(values(addDays(today, 5), addDays(today, 1)))).toMatchObject({ done: { toDate: { message: 'week-report-rules:wREndDate.afterToday' } } });
  });
});

describe('the reports as this device knows them', () => {
  const startup = entry('/acquisition/{id}/weekReport/Startup', { weekReportId: 'w1', startDate: addDays(today, -10), endDate: addDays(today, 3), vessels: [] });
  const week = entry('/acquisition/{id}/weekReport', { weekReportId: 'w2', done: { fromDate: addDays(today, -10), toDate: addDays(today, -3) }, planned: {}, vessels: [] });
  const pause = entry('/Acquisitions/{id}/pause', { reason: 1 }, { method: 'PUT' });

  it('tells report calls by their path', () => {
    expect(reportTypeOf(startup)).toBe(WeekReportType.Startup);
    expect(reportTypeOf(week)).toBe(WeekReportType.Regular);
    expect(reportTypeOf({ method: 'POST', path: '/acquisition/{id}/weekReport/Finish' })).toBe(WeekReportType.Finish);
    expect(reportTypeOf(pause)).toBeNull();
  });

  it('lists the waiting reports, less those the service already has (sent, the entry not yet cleared)', () => {
    expect(waitingReports([startup, pause, week], []).map((r) => r.type)).toEqual([20, 10]);
    expect(waitingReports([startup, week], [{ id: 'w1' }]).map((r) => r.type)).toEqual([10]);
  });

  it("offers a week report only after a start-up report and before a finish report, the device's own included", () => {
    expect(reportState([], [])).toMatchObject({ mayStartup: true, mayAddWeekReport: false, mayFinish: false });
    expect(reportState([], [{ type: 20 }])).toMatchObject({ mayStartup: false, mayAddWeekReport: true, mayFinish: true });
    expect(reportState([{ type: 20 }], [{ type: 10 }])).toMatchObject({ mayAddWeekReport: true });
    expect(reportState([{ type: 20 }, { type: 10 }], [{ type: 30 }])).toMatchObject({ mayStartup: false, mayAddWeekReport: false, mayFinish: false, hasFinish: true });
  });

  it('starts the next done period after the reports waiting here, else where the service says', () => {
    expect(nextDoneStartDate('2026-01-05', [])).toBe('2026-01-05');
    expect(nextDoneStartDate(null, waitingReports([startup], []))).toBe(addDays(today, -10));
    expect(nextDoneStartDate(null, waitingReports([startup, week], []))).toBe(addDays(today, -2));
  });

  it('shows a waiting report with its period, vessel and expert names, and the time it was written on board', () => {
    const body = startupBody(startupValues(), '2026-11-23T06:30:00.000Z');
    const [waiting] = waitingReports([entry('/acquisition/{id}/weekReport/Startup', body)], []);
    const view = waitingView(waiting, {
      vessels: [{ acquisitionVesselId: MAIN, daqVesselName: 'Polar Duke' }, { acquisitionVesselId: ESCORT, daqVesselName: 'Havila' }],
      experts: [{ fisheriesExpertId: EXPERT, firstName: 'Ola', lastName: 'Hansen' }],
    });
    expect(view).toMatchObject({
      type: 20,
      from: addDays(today, -10),
      to: addDays(today, 3),
      capturedAt: '2026-11-23T06:30:00.000Z',
      receivedAt: null,
      waiting: { state: 'pending' },
      paidDate: addDays(today, -12),
      vessels: [{ name: 'Polar Duke', role: 'main' }, { name: 'Havila', role: 'escort' }],
    });
    expect(view.planned).toMatchObject({ experts: ['Ola Hansen'], areaPoints: 3, amountKm: 420.5 });
  });

  it('shows a filed report with both times: written on board and received by the service', () => {
    const view = filedView({
      id: 'r1',
      messageId: 'm1',
      name: 'Ukerapport 1',
      type: 10,
      done: { fromDate: '2026-11-01', toDate: '2026-11-07', amountKm: 1, amountKm2: null, comment: null, fisheriesExperts: [], geometry: null },
      planned: { fromDate: '2026-11-08', toDate: '2026-11-20', amountKm: null, amountKm2: null, comment: null, fisheriesExperts: [], geometry: null },
      paidDate: null,
      totalAmountKm: null,
      totalAmountKm2: null,
      downtimeWeatherHours: null,
      downtimeEquipmentHours: null,
      downtimeOtherHours: null,
      percentComplete: null,
      vessels: [],
      acquisitionGeometry: null,
      capturedAt: '2026-11-07T20:00:00.000Z',
      receivedAt: '2026-11-08T09:00:00.000Z',
      createdByName: 'Kari Nordmann',
    });
    expect(view).toMatchObject({ from: '2026-11-01', to: '2026-11-07', capturedAt: '2026-11-07T20:00:00.000Z', receivedAt: '2026-11-08T09:00:00.000Z', waiting: null });
  });
});

describe('downtime, percent complete and done area through the outbox (issue 25)', () => {
  const progress = { downtimeWeatherHours: 12.5, downtimeEquipmentHours: 3, downtimeOtherHours: null, percentComplete: 40 };
  const values = (doneKm: number | null): WeekReportValues => ({
    weekReportId: crypto.randomUUID(),
    done: { ...emptyPart(addDays(today, -10)), toDate: addDays(today, -3), amountKm: doneKm, geometry: square },
    planned: { ...emptyPart(addDays(today, -2)), toDate: addDays(today, 5) },
    ...progress,
    mainVesselId: MAIN,
    escortVesselIds: [],
  });

  it('the body the outbox keeps carries them; the waiting report shows them and its done area', () => {
    // The outbox keeps the body as JSON (IndexedDB) and replays it as it is: what survives JSON survives the replay.
    const body = JSON.parse(JSON.stringify(weekReportBody(values(120), '2026-11-23T06:30:00.000Z'))) as unknown;
    expect(ZWeekReportInput.parse(body)).toMatchObject({ ...progress, done: { geometry: square } });
    const [waiting] = waitingReports([entry('/acquisition/{id}/weekReport', body)], []);
    const view = waitingView(waiting, { vessels: [], experts: [] });
    expect(view.progress).toEqual(progress);
    expect(view.doneArea).toEqual(square);
  });

  it('a form restored from a device copy without them sends nulls', () => {
    const { downtimeWeatherHours: _, ...old } = values(1);
    expect(weekReportBody(old as WeekReportValues).downtimeWeatherHours).toBeNull();
  });

  it("the finish report's totals sum the weekly reports filed and those waiting here, not the start-up", () => {
    const waiting = waitingReports([entry('/acquisition/{id}/weekReport', weekReportBody(values(80.25)))], []);
    const filed = [
      { type: 20 as const, done: null },
      { type: 10 as const, done: { fromDate: null, toDate: null, amountKm: 120, amountKm2: 40, comment: null, fisheriesExperts: [], geometry: null } },
    ];
    expect(weeklyTotals(filed, waiting)).toEqual({ totalAmountKm: 200.25, totalAmountKm2: 40 });
    expect(weeklyTotals([], [])).toEqual({ totalAmountKm: null, totalAmountKm2: null });
  });
});

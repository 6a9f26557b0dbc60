import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitionActualDates, acquisitions, weekReports } from '@/server/db/schema/index';
import { addDays } from '@/domain/rules/calendar-date';
import { area, client, inDays, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/**
 * Week reports (issue 10): the start-up, weekly and finish reports of a case of Nordkapp Energi (seismic 3D under
 * petroleum law: payment, shadow areas, the acquired area and total km² are all required), each call, bad input 400,
 * the order 409, idempotent repeats, the status moves and the timeline messages, and who may file and read.
 */
describe.each(DB_KINDS)('week reports (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let other: Headers;
  let odNotifier: Headers;
  let fdirCase: Headers;
  let vesselIds: string[];
  let expertId: string;

  /** A case of Nordkapp Energi (1001) in the given status with two vessels and one fisheries expert. */
  async function caseIn(status: number): Promise<{ id: string; main: string; escort: string }> {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    const main = (await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: vesselIds[0] })).json<{ acquisitionVesselId: string }>();
    const escort = (await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: vesselIds[1] })).json<{ acquisitionVesselId: string }>();
    expect((await c.call('POST', `/Acquisition/${id}/FisheriesExpert`, kari, { fisheriesExpertId: expertId })).statusCode).toBe(201);
    await t.app.db.update(acquisitions).set({ status, name: `NKE-WR-${kind}-${status}` }).where(eq(acquisitions.id, id));
    return { id, main: main.acquisitionVesselId, escort: escort.acquisitionVesselId };
  }

  const vesselsOf = (k: { main: string; escort: string }) => [
    { acquisitionVesselId: k.main, vesselRole: 10 },
    { acquisitionVesselId: k.escort, vesselRole: 20 },
  ];
  const shadow = area(2.6, 60.3, 3.0, 60.6);
  const startupOf = (k: { main: string; escort: string }) => ({
    startDate: inDays(-10),
    endDate: inDays(3),
    amountKm: 420.5,
    amountKm2: 180,
    comment: 'Oppstart fra Bergen, utlegg av streamere første døgn.',
    paidDate: inDays(-12),
    geometry: shadow,
    fisheriesExperts: [{ fisheriesExpertId: expertId }],
    vessels: vesselsOf(k),
    capturedAt: '2026-01-05T06:30:00+01:00',
  });
  const weekOf = (k: { main: string; escort: string }, doneFrom = inDays(-10), doneTo = inDays(-3)) => ({
    done: { fromDate: doneFrom, toDate: doneTo, amountKm: 310, amountKm2: 95.5, comment: 'God fremdrift, 6 timer værstans.', fisheriesExperts: [{ fisheriesExpertId: expertId }] },
    planned: { fromDate: inDays(-2), toDate: inDays(5), amountKm: 300, amountKm2: 90, comment: 'Fortsetter sørover.', geometry: shadow },
    vessels: vesselsOf(k),
  });
  const finishOf = (k: { main: string; escort: string }) => ({
    done: { fromDate: inDays(-2), toDate: inDays(0), amountKm: 60, amountKm2: 20, comment: 'Siste linje skutt, streamere tatt inn.', geometry: shadow },
    totalAmountKm: 790.5,
    totalAmountKm2: 295.5,
    vessels: vesselsOf(k).slice(0, 1),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    other = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    odNotifier = await t.signIn('innmelder.od');
    fdirCase = await t.signIn('saksbehandler.fdir');
    vesselIds = (await c.call('GET', '/Vessel/vessels', kari)).json().map((v: { id: string }) => v.id);
    expertId = (await c.call('GET', '/FisheriesExpert', kari)).json()[0].id as string;
  }, 180_000);
  afterAll(() => t?.close());

  it('has demo week reports: the ongoing and paused cases a start-up report and weekly reports, the finished ones all three, in order and filed through the timeline', async () => {
    const demo = (n: number) => `a6000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
    for (const [n, types] of [[3, [20, 10]], [4, [20, 10]], [5, [20, 10, 30]]] as const) {
      const list = (await c.call('GET', `/acquisition/${demo(n)}/weekReport`, kari)).json<{ type: number; done: { fromDate: string; toDate: string } | null; receivedAt: string; capturedAt: string; vessels: { vesselRole: number }[]; planned: { comment: string } | null }[]>();
      expect([...new Set(list.map((r) => r.type))]).toEqual(types);
      expect(list.filter((r) => r.type === 10).length).toBeGreaterThanOrEqual(2);
      const done = list.filter((r) => r.done).map((r) => r.done!);
      for (let i = 1; i < done.length; i++) expect(done[i]!.fromDate, `case ${n} report ${i}`).toBe(addDays(done[i - 1]!.toDate, 1));
      for (const r of list) {
        expect(Date.parse(r.capturedAt)).toBeLessThan(Date.parse(r.receivedAt));
        expect(r.vessels[0]?.vesselRole).toBe(10);
      }
      const timeline = (await c.call('GET', `/Acquisitions/${demo(n)}/timeline`, kari)).json<{ messageType: number }[]>();
      expect(timeline.filter((m) => [1000, 8000, 1004].includes(m.messageType))).toHaveLength(list.length);
    }
    const next = (await c.call('GET', `/acquisition/${demo(3)}/GetNextWeekReportDoneStartDate`, kari)).json().nextDoneStartDate as string;
    expect(next <= inDays(0)).toBe(true);
    expect(next > inDays(-8)).toBe(true);
  });

  it('files the start-up report: every rule 400, then Pågående, Startup (1000) with capturedAt, the actual start; repeats answer the same receipt; a second is 409', async () => {
    const k = await caseIn(10);
    const url = `/acquisition/${k.id}/weekReport/Startup`;
    expect((await c.call('GET', `/acquisition/${k.id}/GetNextWeekReportDoneStartDate`, kari)).json()).toEqual({ nextDoneStartDate: null });

    const bad = await c.call('POST', url, kari, { ...startupOf(k), endDate: inDays(5), paidDate: null, geometry: null, vessels: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().errors).toEqual({
      'body.endDate': ['week-report-rules:wREndDate.startupTooLate'],
      'body.paidDate': ['week-report-rules:paidDate.required'],
      'body.geometry': ['week-report-rules:shadowAreaRequired'],
      'body.vessels': ['week-report-rules:requiredMainVessel'],
    });
    expect((await c.call('POST', url, kari, { ...startupOf(k), paidDate: inDays(1) })).json().errors).toEqual({ 'body.paidDate': ['week-report-rules:paidDate.afterToday'] });
    expect((await c.call('POST', url, kari, { ...startupOf(k), startDate: 'i går' })).statusCode).toBe(400);
    expect((await c.call('POST', url, kari, { ...startupOf(k), comment: 'a\u0000b' })).statusCode).toBe(400);
    const stranger = await c.call('POST', url, kari, { ...startupOf(k), vessels: [{ acquisitionVesselId: crypto.randomUUID(), vesselRole: 10 }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors['body.vessels.0.acquisitionVesselId']).toEqual(['week-report-rules:vesselNotOnAcquisition']);

    const key = { ...kari, 'idempotency-key': `startup-${kind}-${k.id}` };
    const weekReportId = crypto.randomUUID();
    const body = { ...startupOf(k), weekReportId }; // once: the same body each time, also across midnight
    const filed = await c.call('POST', url, key, body);
    expect(filed.statusCode).toBe(201);
    const receipt = filed.json();
    expect(receipt).toMatchObject({ weekReportId, type: 20, capturedAt: '2026-01-05T05:30:00.000Z' });
    expect(Date.parse(receipt.receivedAt)).toBeGreaterThan(Date.now() - 60_000);

    const replay = await c.call('POST', url, key, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(receipt);
    const sameId = await c.call('POST', url, kari, body);
    expect(sameId.statusCode).toBe(200);
    expect(sameId.json()).toEqual(receipt);
    const second = await c.call('POST', url, { ...kari, 'idempotency-key': `startup-2-${kind}-${k.id}` }, startupOf(k));
    expect(second.statusCode).toBe(409);
    expect(second.headers['content-type']).toContain('application/problem+json');
    expect(second.json()).toMatchObject({ code: 'startupExists', detail: 'week-report-rules:errors.startupExists' });

    expect((await c.call('GET', `/Acquisitions/${k.id}`, kari)).json()).toMatchObject({ status: 20, accomplishmentStartDate: inDays(-10) });
    const timeline = (await c.call('GET', `/Acquisitions/${k.id}/timeline`, fdirCase)).json<Record<string, unknown>[]>();
    expect(timeline.filter((m) => m.messageType === 1000)).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ messageId: receipt.messageId, messageType: 1000, capturedAt: '2026-01-05T05:30:00.000Z', toInformation: true });
    const list = (await c.call('GET', `/acquisition/${k.id}/weekReport`, fdirCase)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: weekReportId,
      type: 20,
      name: 'Oppstartsrapport',
      paidDate: inDays(-12),
      planned: { fromDate: inDays(-10), toDate: inDays(3), amountKm: 420.5, fisheriesExperts: [{ fisheriesExpertId: expertId }] },
      capturedAt: '2026-01-05T05:30:00.000Z',
      receivedAt: receipt.receivedAt,
      createdByName: 'Kari Nordmann',
    });
    expect(list[0].vessels.map((v: { vesselRole: number }) => v.vesselRole)).toEqual([10, 20]);
    expect(await t.app.db.select().from(weekReports).where(eq(weekReports.acquisitionId, k.id))).toHaveLength(1);
  });

  it('files weekly reports after the start-up: the done start, the planned period rules, overlap 409; none before the start-up', async () => {
    const early = await caseIn(20);
    const before = await c.call('POST', `/acquisition/${early.id}/weekReport`, kari, weekOf(early));
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'startupMissing', detail: 'week-report-rules:errors.startupMissing' });
    expect((await c.call('POST', `/acquisition/${early.id}/weekReport/Finish`, kari, finishOf(early))).json()).toMatchObject({ code: 'startupMissing' });

    const k = await caseIn(10);
    expect((await c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, kari, startupOf(k))).statusCode).toBe(201);
    const next = () => c.call('GET', `/acquisition/${k.id}/GetNextWeekReportDoneStartDate`, kari).then((r) => r.json().nextDoneStartDate);
    expect(await next()).toBe(inDays(-10));

    const url = `/acquisition/${k.id}/weekReport`;
    const week = weekOf(k);
    const bad = await c.call('POST', url, kari, {
      ...week,
      done: { ...week.done, toDate: inDays(1) },
      planned: { ...week.planned, fromDate: inDays(0), toDate: inDays(20), geometry: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'body.done.toDate': ['week-report-rules:wREndDate.afterToday'],
      'body.planned.fromDate': ['week-report-rules:wRPlannedStartDate.ValidationError'],
      'body.planned.toDate': ['week-report-rules:wREndDate.plannedTooLate'],
      'body.planned.geometry': ['week-report-rules:shadowAreaRequired'],
    });
    expect((await c.call('POST', url, kari, { ...week, planned: { ...week.planned, toDate: inDays(12) } })).json().errors).toEqual({
      'body.planned.toDate': ['week-report-rules:wREndDate.plannedTooLate'],
    });
    const early2 = await c.call('POST', url, kari, weekOf(k, inDays(-11), inDays(-3)));
    expect(early2.json()).toMatchObject({ code: 'beforeStartup', startDate: inDays(-10) });

    const filed = await c.call('POST', url, { ...kari, 'idempotency-key': `week-${kind}-${k.id}` }, { ...week, capturedAt: '2026-01-12T18:00:00Z' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ type: 10, capturedAt: '2026-01-12T18:00:00.000Z' });
    expect(await next()).toBe(inDays(-2));

    const overlap = await c.call('POST', url, kari, { ...weekOf(k, inDays(-4), inDays(-1)), planned: { ...week.planned, fromDate: inDays(0), toDate: inDays(7) } });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.headers['content-type']).toContain('application/problem+json');
    expect(overlap.json()).toMatchObject({ code: 'periodOverlap', fromDate: inDays(-10), toDate: inDays(-3), detail: 'week-report-rules:errors.periodOverlap' });

    const timeline = (await c.call('GET', `/Acquisitions/${k.id}/timeline`, kari)).json<Record<string, unknown>[]>();
    expect(timeline[0]).toMatchObject({ messageType: 8000, messageContent: 'God fremdrift, 6 timer værstans.', capturedAt: '2026-01-12T18:00:00.000Z' });
    expect((await c.call('GET', `/Acquisitions/${k.id}`, kari)).json().status).toBe(20);
    const list = (await c.call('GET', `/acquisition/${k.id}/weekReport`, kari)).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['Oppstartsrapport', 'Ukerapport 1']);
    expect(list[1]).toMatchObject({ done: { fromDate: inDays(-10), toDate: inDays(-3), amountKm2: 95.5 }, planned: { fromDate: inDays(-2) } });
  });

  it('keeps a weekly report\'s downtime by cause, percent complete and done area (issue 25): bad values 400, the list answers them, other reports null', async () => {
    const k = await caseIn(10);
    expect((await c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, kari, startupOf(k))).statusCode).toBe(201);
    const url = `/acquisition/${k.id}/weekReport`;
    const week = weekOf(k); // 8 days: 192 hours
    const bad = await c.call('POST', url, kari, { ...week, downtimeWeatherHours: -2, percentComplete: 140 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'body.downtimeWeatherHours': ['week-report-rules:validation.hours'], 'body.percentComplete': ['week-report-rules:validation.percent'] });
    const over = await c.call('POST', url, kari, { ...week, downtimeWeatherHours: 150, downtimeOtherHours: 42.5 });
    expect(over.json().errors).toEqual({
      'body.downtimeWeatherHours': ['week-report-rules:downtimeOverPeriod'],
      'body.downtimeOtherHours': ['week-report-rules:downtimeOverPeriod'],
    });
    const line = { ...shadow, geometry: { type: 'LineString', coordinates: [[2.6, 60.3], [3, 60.6]] } };
    expect((await c.call('POST', url, kari, { ...week, done: { ...week.done, geometry: line } })).json().errors).toEqual({ 'body.done.geometry': ['week-report-rules:geometryTypeNotAllowed'] });
    const progress = { downtimeWeatherHours: 30.5, downtimeEquipmentHours: 6, downtimeOtherHours: 0, percentComplete: 42.5 };
    expect((await c.call('POST', url, kari, { ...week, ...progress, done: { ...week.done, geometry: shadow } })).statusCode).toBe(201);
    const list = (await c.call('GET', url, kari)).json();
    expect(list[0]).toMatchObject({ type: 20, downtimeWeatherHours: null, percentComplete: null });
    expect(list[1]).toMatchObject({ type: 10, ...progress, done: { geometry: { geometry: { type: 'Polygon' } } } });
  });

  it('files the finish report: totals and area required, then Ferdig, Finish (1004), the actual end; nothing after it', async () => {
    const k = await caseIn(10);
    expect((await c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, kari, startupOf(k))).statusCode).toBe(201);
    expect((await c.call('POST', `/acquisition/${k.id}/weekReport`, kari, weekOf(k))).statusCode).toBe(201);
    const url = `/acquisition/${k.id}/weekReport/Finish`;
    const finish = finishOf(k);
    const bad = await c.call('POST', url, kari, { ...finish, totalAmountKm: null, totalAmountKm2: null, done: { ...finish.done, geometry: null }, vessels: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'body.totalAmountKm': ['week-report-rules:totalAmountKm.required'],
      'body.totalAmountKm2': ['week-report-rules:totalAmountKm2.required'],
      'body.done.geometry': ['week-report-rules:finishGeometryRequired'],
      'body.vessels': ['week-report-rules:requiredMainVessel'],
    });
    expect((await c.call('POST', url, kari, { ...finish, totalAmountKm: -1 })).statusCode).toBe(400);

    const filed = await c.call('POST', url, kari, finish);
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ type: 30, capturedAt: null });
    expect((await c.call('GET', `/Acquisitions/${k.id}`, kari)).json()).toMatchObject({ status: 40, accomplishmentEndDate: inDays(0) });
    const [dates] = await t.app.db.select().from(acquisitionActualDates).where(eq(acquisitionActualDates.acquisitionId, k.id));
    expect(dates).toMatchObject({ actualStartDate: inDays(-10), actualEndDate: inDays(0) });
    expect((await c.call('GET', `/Acquisitions/${k.id}/timeline`, kari)).json()[0]).toMatchObject({ messageType: 1004, payload: { finishReport: { totalAmountKm: 790.5 } } });

    expect((await c.call('POST', url, kari, finish)).json()).toMatchObject({ code: 'finished' });
    const after = await c.call('POST', `/acquisition/${k.id}/weekReport`, kari, weekOf(k, inDays(1), inDays(2)));
    expect(after.statusCode).toBe(400); // the done end after today is bad input before the order is looked at
    const afterOk = await c.call('POST', `/acquisition/${k.id}/weekReport`, kari, { ...weekOf(k, inDays(-2), inDays(-1)), planned: { ...weekOf(k).planned, fromDate: inDays(0), toDate: inDays(7) } });
    expect(afterOk.statusCode).toBe(409);
    expect(afterOk.json()).toMatchObject({ code: 'finished', detail: 'week-report-rules:errors.finished' });
    const list = (await c.call('GET', `/acquisition/${k.id}/weekReport`, kari)).json();
    expect(list.map((r: { type: number }) => r.type)).toEqual([20, 10, 30]);
    expect(list[2]).toMatchObject({ totalAmountKm: 790.5, totalAmountKm2: 295.5, acquisitionGeometry: { geometry: { type: 'Polygon' } } });
  });

  it('only an owner organisation\'s notifier files (404 other company, 403 regulator notifier and case handlers); every party that opens the case reads; a draft or a cancelled case answers 409', async () => {
    const k = await caseIn(10);
    const url = `/acquisition/${k.id}/weekReport/Startup`;
    expect((await c.call('POST', url, other, startupOf(k))).statusCode).toBe(404);
    expect((await c.call('GET', `/acquisition/${k.id}/weekReport`, other)).statusCode).toBe(404);
    const od = await c.call('POST', url, odNotifier, startupOf(k));
    expect(od.statusCode).toBe(403);
    expect(od.json().detail).toBe('week-report-rules:errors.forbidden');
    expect((await c.call('POST', url, fdirCase, startupOf(k))).statusCode).toBe(403);
    expect((await c.call('POST', url, {}, startupOf(k))).statusCode).toBe(401);
    for (const who of [kari, odNotifier, fdirCase]) {
      expect((await c.call('GET', `/acquisition/${k.id}/weekReport`, who)).statusCode).toBe(200);
      expect((await c.call('GET', `/acquisition/${k.id}/FisheriesExperts`, who)).json()).toMatchObject([{ fisheriesExpertId: expertId }]);
      expect((await c.call('GET', `/acquisition/${k.id}/Vessels`, who)).json()).toHaveLength(2);
    }
    expect((await c.call('GET', '/acquisition/not-a-uuid/weekReport', kari)).statusCode).toBe(400);

    const draft = await caseIn(99);
    const onDraft = await c.call('POST', `/acquisition/${draft.id}/weekReport/Startup`, kari, startupOf(draft));
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json()).toMatchObject({ code: 'statusNotAllowed', currentStatus: 99 });
    const taken = (await c.call('GET', `/acquisition/a6000000-0000-4000-a000-000000000003/weekReport`, kari)).json()[0].id as string;
    const elsewhere = await c.call('POST', url, kari, { ...startupOf(k), weekReportId: taken });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'weekReportIdTaken', detail: 'week-report-rules:errors.idTaken' });
    const future = await c.call('POST', url, kari, { ...startupOf(k), capturedAt: '2199-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(201);
    expect(future.json().capturedAt).toBeNull(); // a time in the future is not kept: the received time stands
    const cancelled = await caseIn(50);
    expect((await c.call('POST', `/acquisition/${cancelled.id}/weekReport/Startup`, kari, startupOf(cancelled))).json()).toMatchObject({ code: 'statusNotAllowed', currentStatus: 50 });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitions, messages, weekReports } from '@/server/db/schema/index';
import { area, client, inDays, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/**
 * Week reports sent at once (issue 10): 20 identical start-up reports with different Idempotency-Keys create ONE report
 * (the acquisition row locked while the order is checked, and a unique index behind it), the others 409; 20 weekly
 * reports for overlapping periods at once create one. Races need PostgreSQL (PGlite has one connection).
 */
const N = 20;
const kinds = DB_KINDS.filter((k) => k === 'postgres');

describe.skipIf(kinds.length === 0).each(kinds)('week reports under concurrent requests (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let vesselId: string;

  async function plannedCase(): Promise<{ id: string; main: string }> {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    const main = (await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId })).json<{ acquisitionVesselId: string }>();
    await t.app.db.update(acquisitions).set({ status: 10 }).where(eq(acquisitions.id, id));
    return { id, main: main.acquisitionVesselId };
  }
  const shadow = area(2.6, 60.3, 3.0, 60.6);
  const startup = (main: string) => ({
    startDate: inDays(-5),
    endDate: inDays(5),
    paidDate: inDays(-6),
    geometry: shadow,
    comment: 'Oppstart.',
    vessels: [{ acquisitionVesselId: main, vesselRole: 10 }],
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    vesselId = (await c.call('GET', '/Vessel/vessels', kari)).json()[0].id as string;
  }, 180_000);
  afterAll(() => t?.close());

  it('20 identical start-up reports with different keys: one report, one Startup message, 409 to the rest', async () => {
    const k = await plannedCase();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, { ...kari, 'idempotency-key': `race-${k.id}-${i}` }, startup(k.main)),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(N - 1);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(r.json().code).toBe('startupExists');
    }
    expect(await t.app.db.select().from(weekReports).where(eq(weekReports.acquisitionId, k.id))).toHaveLength(1);
    expect(await t.app.db.select().from(messages).where(and(eq(messages.acquisitionId, k.id), eq(messages.messageType, 1000)))).toHaveLength(1);
    expect((await t.app.db.select({ status: acquisitions.status }).from(acquisitions).where(eq(acquisitions.id, k.id)))[0]?.status).toBe(20);
  });

  it('the same start-up report with one key 20 times at once: one report; every answer is its receipt or 409 still running', async () => {
    const k = await plannedCase();
    const key = { ...kari, 'idempotency-key': `same-${k.id}` };
    const body = startup(k.main); // once: the same body each time, also across midnight
    const responses = await Promise.all(Array.from({ length: N }, () => c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, key, body)));
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of responses) {
      if (r.statusCode === 409) expect(r.json().detail).toMatch(/idempotency/);
      else expect(r.json()).toEqual(created[0]!.json());
    }
    const replay = await c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, key, body);
    expect(replay.json()).toEqual(created[0]!.json());
    expect(await t.app.db.select().from(weekReports).where(eq(weekReports.acquisitionId, k.id))).toHaveLength(1);
  });

  it('20 weekly reports for overlapping done periods at once: one report, periodOverlap to the rest', async () => {
    const k = await plannedCase();
    expect((await c.call('POST', `/acquisition/${k.id}/weekReport/Startup`, kari, startup(k.main))).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        c.call('POST', `/acquisition/${k.id}/weekReport`, { ...kari, 'idempotency-key': `week-${k.id}-${i}` }, {
          done: { fromDate: inDays(-5), toDate: inDays(-2 - (i % 3)), comment: `Rapport ${i}` },
          planned: { fromDate: inDays(-1 - (i % 3)), toDate: inDays(6), geometry: shadow },
          vessels: [{ acquisitionVesselId: k.main, vesselRole: 10 }],
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409 && r.json().code === 'periodOverlap')).toHaveLength(N - 1);
    expect(await t.app.db.select().from(weekReports).where(and(eq(weekReports.acquisitionId, k.id), eq(weekReports.type, 10)))).toHaveLength(1);
  });
});

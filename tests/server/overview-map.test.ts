import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acquisitionGeometries } from '@/server/db/schema/index';
import { generateAcquisitions, type TGeneratedAcquisition } from '@/server/db/seed/overview-generator';
import { insertGeneratedAcquisitions } from '@/server/db/seed/overview-insert';
import { FULL_DETAIL_ZOOM, overviewMap, simplifiedFor } from '@/server/modules/acquisition-map/overview-map';
import { EMPTY_FILTER } from '@/domain/overview/filter';
import { inArray } from 'drizzle-orm';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

/** Generated rows start in 2029-2032, after every demo acquisition: the filter fromDate isolates them. */
const ONLY_GENERATED = 'fromDate=2029-01-01&status=1,10,20,30,40,41,50,99,-1';
const SHELF = '-20,50,40,85';

interface Feature {
  geometry: { type: string; coordinates: unknown };
  properties: { id: string; npdId?: number; status: number; cluster?: boolean; count?: number; startDate?: string | null; endDate?: string | null };
}
interface View {
  features: Feature[];
  total: number;
  clustered: boolean;
}

/** Counts the positions in a geometry's coordinates. */
const positions = (coords: unknown): number => (typeof (coords as unknown[])[0] === 'number' ? 1 : (coords as unknown[]).reduce<number>((n, c) => n + positions(c), 0));

describe.each(DB_KINDS)('GET /AcquisitionMap/overviewmap (%s)', (kind) => {
  let t: TestApp;
  let generated: TGeneratedAcquisition[];
  let kari: Record<string, string>;
  let nils: Record<string, string>;
  let od: Record<string, string>;
  const map = (headers: Record<string, string>, query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: api('/AcquisitionMap/overviewmap'), headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const view = async (headers: Record<string, string>, query: Record<string, string | number>) => {
    const res = await map(headers, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<View>();
  };
  const npdIds = (v: View) => new Set(v.features.filter((f) => !f.properties.cluster).map((f) => f.properties.npdId));

  beforeAll(async () => {
    t = await createTestApp(kind);
    generated = generateAcquisitions(90, { seed: 7, today: '2031-01-01', firstNpdId: 500_000 });
    // Drafts of both companies (the generator picks companies at random).
    for (const g of generated) if (g.acquisition.status === 99) g.acquisition.companyId = g.acquisition.npdId % 2 ? 1001 : 1002;
    await insertGeneratedAcquisitions(t.app.db, generated);
    kari = await t.signIn('innmelder');
    nils = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    od = await t.signIn('saksbehandler.od');
  });
  afterAll(() => t?.close());

  it('answers 401 without a bearer, 403 without a user context and 400 problem+json for a bad box, zoom, filter or period', async () => {
    expect((await map({}, { bbox: SHELF, zoom: 5 })).statusCode).toBe(401);
    expect((await map(await t.signIn('innmelder', 'none'), { bbox: SHELF, zoom: 5 })).statusCode).toBe(403);
    const bad: Record<string, string | number>[] = [
      {},
      { bbox: SHELF },
      { zoom: 5 },
      { bbox: '1,2,3', zoom: 5 },
      { bbox: '10,60,5,70', zoom: 5 },
      { bbox: '1,-95,3,4', zoom: 5 },
      { bbox: 'a,b,c,d', zoom: 5 },
      { bbox: SHELF, zoom: 'x' },
      { bbox: SHELF, zoom: 30 },
      { bbox: SHELF, zoom: 5, query: 'colour=red' },
      { bbox: SHELF, zoom: 5, from: '2026-02-30', to: '2026-03-01' },
      { bbox: SHELF, zoom: 5, include: 'not-a-uuid' },
    ];
    for (const query of bad) {
      const res = await map(kari, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('shows each party exactly what the overview shows it: own company drafts to a notifier, no drafts to a case handler', async () => {
    const shouldSee = (companyId: number | null) =>
      new Set(generated.filter((g) => g.gross && (g.acquisition.status !== 99 || g.acquisition.companyId === companyId)).map((g) => g.acquisition.npdId));
    for (const [headers, company] of [[kari, 1001], [nils, 1002], [od, null]] as const) {
      const shown = await view(headers, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED });
      expect(shown.clustered).toBe(false);
      expect(npdIds(shown)).toEqual(shouldSee(company));
      expect(shown.total).toBe(shouldSee(company).size);
      // The same set as the overview's table (which also lists acquisitions without an area).
      const table = await t.app.inject({ method: 'GET', url: api('/Overview/view/npdIds'), headers, query: { query: ONLY_GENERATED } });
      const listed = new Set(table.json<number[]>());
      for (const id of npdIds(shown)) expect(listed.has(id!)).toBe(true);
    }
  });

  it("filters by the map's box, the overview's filter (not its own box) and the time slider's period", async () => {
    const barents = await view(od, { bbox: '15,70,40,75', zoom: 6, query: `${ONLY_GENERATED}&bbox=0,0,1,1` });
    const expected = generated.filter((g) => g.gross && g.acquisition.status !== 99 && g.acquisition.oceanArea === 'BARENTSHAVET');
    expect(npdIds(barents)).toEqual(new Set(expected.map((g) => g.acquisition.npdId)));

    const filtered = await view(od, { bbox: SHELF, zoom: 6, query: 'fromDate=2029-01-01&status=10,20&type=2521' });
    expect(filtered.total).toBe(generated.filter((g) => g.gross && [10, 20].includes(g.acquisition.status) && g.acquisition.type === 2521).length);
    for (const f of filtered.features) expect([10, 20]).toContain(f.properties.status);

    const [from, to] = ['2031-03-01', '2031-04-01'];
    const period = await view(od, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED, from, to });
    const meets = generated.filter((g) => g.gross && g.acquisition.status !== 99).filter((g) => {
      const start = g.actual?.actualStartDate ?? g.acquisition.plannedStartDate;
      const end = g.actual?.actualEndDate ?? g.acquisition.plannedEndDate;
      return start <= to && end >= from;
    });
    expect(period.total).toBe(meets.length);
    expect(npdIds(period)).toEqual(new Set(meets.map((g) => g.acquisition.npdId)));
    expect(period.total).toBeLessThan((await view(od, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED })).total);
  });

  it('draws the acquisition zoomed to whatever the filter says, if the viewer may see it', async () => {
    const target = generated.find((g) => g.gross && g.acquisition.status === 40)!.acquisition;
    const shown = await view(od, { bbox: SHELF, zoom: 6, query: `${ONLY_GENERATED.split('&')[0]}&status=10`, include: target.id });
    expect(npdIds(shown).has(target.npdId)).toBe(true);
    const foreignDraft = generated.find((g) => g.gross && g.acquisition.status === 99 && g.acquisition.companyId === 1002)!.acquisition;
    expect(npdIds(await view(kari, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED, include: foreignDraft.id })).has(foreignDraft.npdId)).toBe(false);
    expect(npdIds(await view(nils, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED, include: foreignDraft.id })).has(foreignDraft.npdId)).toBe(true);
  });

  it('simplifies outlines per zoom level: points when small, fewer positions further out, the stored geometry close in', async () => {
    const withArea = generated.filter((g) => g.gross && g.acquisition.status !== 99);
    const stored = new Map(
      (await t.app.db.select().from(acquisitionGeometries).where(inArray(acquisitionGeometries.acquisitionId, withArea.map((g) => g.acquisition.id)))).map((r) => [r.acquisitionId, r.display!]),
    );
    const far = await view(od, { bbox: SHELF, zoom: 1, query: ONLY_GENERATED });
    const points = (v: View) => v.features.filter((f) => f.geometry.type === 'Point').length;
    expect(far.clustered).toBe(false);
    // Areas a few kilometres across are points far out (the longest survey lines keep a line).
    expect(points(far)).toBeGreaterThan(far.features.length * 0.6);

    const middle = await view(od, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED });
    expect(points(middle)).toBeLessThan(points(far));
    const close = await view(od, { bbox: SHELF, zoom: 10.5, query: ONLY_GENERATED });
    const count = (v: View) => v.features.reduce((n, f) => n + positions(f.geometry.coordinates), 0);
    expect(count(middle)).toBeLessThan(count(close));
    for (const f of close.features) expect(JSON.stringify(f.geometry)).toBe(stored.get(f.properties.id));
    expect(middle.features.some((f) => f.geometry.type !== 'Point')).toBe(true);

    const display = stored.get(withArea.find((g) => g.gross!.geometry.type === 'Polygon')!.acquisition.id)!;
    expect(simplifiedFor(display, FULL_DETAIL_ZOOM)).toBe(display);
    expect(positions(JSON.parse(simplifiedFor(display, 4)).coordinates)).toBeLessThanOrEqual(positions(JSON.parse(display).coordinates));
    expect(JSON.parse(simplifiedFor(display, 4)).type).toBe('Polygon');
  });

  it('groups many acquisitions into clusters whose counts add up to the total', async () => {
    const viewer = { role: 'daq_saksbehandler_od', organisationId: 100, userId: '' };
    const filter = { ...EMPTY_FILTER, fromDate: '2029-01-01' };
    const { json } = await overviewMap(t.app.db, viewer, { bbox: [-20, 50, 40, 85], zoom: 3, filter, maxFeatures: 10 });
    const clustered = JSON.parse(json) as View;
    expect(clustered.clustered).toBe(true);
    expect(clustered.features.some((f) => f.properties.cluster)).toBe(true);
    const sum = clustered.features.reduce((n, f) => n + (f.properties.count ?? 1), 0);
    expect(sum).toBe(clustered.total);
    expect(clustered.total).toBe(generated.filter((g) => g.gross && g.acquisition.status !== 99).length);
  });

  it('answers gzip when the client takes it', async () => {
    const res = await map({ ...od, 'accept-encoding': 'gzip' }, { bbox: SHELF, zoom: 6, query: ONLY_GENERATED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).features.length).toBeGreaterThan(0);
  });
});

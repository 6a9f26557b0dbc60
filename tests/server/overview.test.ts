import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitionIndicators, acquisitions } from '@/server/db/schema/index';
import { generateAcquisitions, type TGeneratedAcquisition } from '@/server/db/seed/overview-generator';
import { insertGeneratedAcquisitions } from '@/server/db/seed/overview-insert';
import { eq } from 'drizzle-orm';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

type Item = { id: string; npdId: number; name: string; accomplishmentStatus: number; startDate: string | null; isDraft: boolean; hasGeometry: boolean; isFlagged: boolean; startDateType: string };
type Page = { items: Item[]; totalCount: number; page: number; pageSize: number };

/** Generated rows start in 2029-2032, after every demo acquisition: the filter fromDate isolates them. */
const FROM = 'fromDate=2029-01-01';
const ALL_STATUSES = 'status=1,10,20,30,40,41,50,99,-1';

describe.each(DB_KINDS)('overview (%s)', (kind) => {
  let t: TestApp;
  let generated: TGeneratedAcquisition[];
  let kari: Record<string, string>;
  let od: Record<string, string>;
  const view = (headers: Record<string, string>, query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: api('/Overview/view'), headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const visibleTo = (companyId: number) => generated.filter((g) => g.acquisition.status !== 99 || g.acquisition.companyId === companyId);

  beforeAll(async () => {
    t = await createTestApp(kind);
    generated = generateAcquisitions(90, { seed: 7, today: '2031-01-01', firstNpdId: 500_000 });
    await insertGeneratedAcquisitions(t.app.db, generated);
    kari = await t.signIn('innmelder');
    od = await t.signIn('saksbehandler.od');
  });
  afterAll(() => t?.close());

  it('answers 401 without a bearer and 403 without a user context', async () => {
    expect((await view({}, {})).statusCode).toBe(401);
    expect((await view(await t.signIn('innmelder', 'none'), {})).statusCode).toBe(403);
    const geometry = await t.app.inject({ method: 'GET', url: api('/AcquisitionMap/getoverviewgeometry') });
    expect(geometry.statusCode).toBe(401);
  });

  it('answers 400 naming the fault for a bad query', async () => {
    for (const query of [{ Query: 'foo=1' }, { Query: 'fromDate=2026-02-30' }, { PageSize: 7 }, { Page: 0 }, { OrderBy: 'colour' }, { Order: 'up' }, { Page: 'x' }]) {
      const res = await view(kari, query as unknown as Record<string, string | number>);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.length).toBeGreaterThan(20);
    }
    const byId = await t.app.inject({ method: 'GET', url: api('/Overview/view/getPageByNpdId/abc'), headers: kari });
    expect(byId.statusCode).toBe(400);
  });

  it('filters by every key and shows a company notifier only its own company drafts', async () => {
    const res = await view(kari, { Query: `${FROM}&${ALL_STATUSES}`, PageSize: 25 });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.totalCount).toBe(visibleTo(1001).length);
    const byNpd = new Map(generated.map((g) => [g.acquisition.npdId, g.acquisition]));
    const drafts = generated.filter((g) => g.acquisition.status === 99);
    expect(drafts.some((d) => d.acquisition.companyId !== 1001)).toBe(true);
    const draftIds = (await t.app.inject({ method: 'GET', url: api('/Overview/view/npdIds'), headers: kari, query: { query: `${FROM}&status=99` } })).json<number[]>();
    expect(draftIds.sort()).toEqual(drafts.filter((d) => d.acquisition.companyId === 1001).map((d) => d.acquisition.npdId).sort());

    const filtered = await view(kari, { Query: `${FROM}&type=2521,2511&oceanArea=NORDSJOEN,BARENTSHAVET&status=10,20,40`, PageSize: 25 });
    const expected = generated.filter((g) => [2521, 2511].includes(g.acquisition.type) && ['NORDSJOEN', 'BARENTSHAVET'].includes(g.acquisition.oceanArea) && [10, 20, 40].includes(g.acquisition.status));
    expect(filtered.json<Page>().totalCount).toBe(expected.length);
    for (const item of filtered.json<Page>().items) expect([10, 20, 40]).toContain(byNpd.get(item.npdId)!.status);

    const law = await view(kari, { Query: `${FROM}&lawCategory=6000&govtReason=2&${ALL_STATUSES}`, PageSize: 25 });
    expect(law.json<Page>().totalCount).toBe(visibleTo(1001).filter((g) => g.acquisition.lawCategory === 6000 && g.acquisition.govtReason === 2).length);

    const box = await view(kari, { Query: `${FROM}&${ALL_STATUSES}&bbox=15,70,40,75`, PageSize: 25 });
    expect(box.json<Page>().totalCount).toBe(visibleTo(1001).filter((g) => g.gross && g.acquisition.oceanArea === 'BARENTSHAVET').length);
  });

  it('never shows drafts to a case handler, and applies the default statuses when asked', async () => {
    const res = await view(od, { Query: `${FROM}&status=99`, PageSize: 25 });
    expect(res.json<Page>().totalCount).toBe(0);
    const defaults = await view(od, { Query: `${FROM}&status=1,20,30,10`, PageSize: 25 });
    expect(defaults.json<Page>().totalCount).toBe(generated.filter((g) => [1, 10, 20, 30].includes(g.acquisition.status)).length);
  });

  it('sorts on every column both ways and pages with 5, 10 and 25', async () => {
    for (const orderBy of ['name', 'type', 'startDate', 'endDate', 'status', 'oceanArea', 'npdId']) {
      for (const order of ['asc', 'desc']) {
        const items = (await view(od, { Query: `${FROM}&${ALL_STATUSES}`, OrderBy: orderBy, Order: order, PageSize: 25 })).json<Page>().items;
        const raw = items.map((i) => (orderBy === 'status' ? i.accomplishmentStatus : (i as unknown as Record<string, unknown>)[orderBy])) as (string | number)[];
        const sorted = [...raw].sort((a, b) => (typeof a === 'number' ? (a as number) - (b as number) : String(a).localeCompare(String(b), 'nb')));
        expect(raw, `${orderBy} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
    const wide = (await view(od, { Query: `${FROM}&${ALL_STATUSES}`, PageSize: 25 })).json<Page>();
    const dates = wide.items.map((i) => i.startDate!);
    expect(dates).toEqual([...dates].sort().reverse()); // default: start date descending
    const second = (await view(od, { Query: `${FROM}&${ALL_STATUSES}`, PageSize: 5, Page: 2 })).json<Page>();
    expect(second.items.map((i) => i.npdId)).toEqual(wide.items.slice(5, 10).map((i) => i.npdId));
    const ten = (await view(od, { Query: `${FROM}&${ALL_STATUSES}`, PageSize: 10, Page: 3 })).json<Page>();
    expect(ten.items).toHaveLength(10);
    expect(ten.items.slice(0, 5).map((i) => i.npdId)).toEqual(wide.items.slice(20, 25).map((i) => i.npdId));
    const beyond = (await view(od, { Query: `${FROM}&${ALL_STATUSES}`, PageSize: 25, Page: 99 })).json<Page>();
    expect(beyond.items).toHaveLength(0);
    expect(beyond.totalCount).toBe(wide.totalCount);
  });

  it('finds the page holding an id, and 404 when the viewer may not see it', async () => {
    const query = { Query: `${FROM}&${ALL_STATUSES}`, OrderBy: 'name', Order: 'asc', PageSize: '5' };
    const all = (await view(od, { ...query, PageSize: 25, Page: 1 })).json<Page>().items;
    const target = all[17];
    const res = await t.app.inject({ method: 'GET', url: api(`/Overview/view/getPageByNpdId/${target.npdId}`), headers: od, query });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page: 4, npdId: target.npdId, id: target.id });
    const foreignDraft = generated.find((g) => g.acquisition.status === 99 && g.acquisition.companyId !== 1001)!;
    const hidden = await t.app.inject({ method: 'GET', url: api(`/Overview/view/getPageByNpdId/${foreignDraft.acquisition.npdId}`), headers: kari, query });
    expect(hidden.statusCode).toBe(404);
  });

  it('answers the map geometry of visible acquisitions only, gzipped', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/AcquisitionMap/getoverviewgeometry'), headers: { ...kari, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { features: { properties: { npdId: number; status: number } }[] };
    const npdIds = new Set(body.features.map((f) => f.properties.npdId));
    for (const g of generated) {
      const shouldShow = !!g.gross && (g.acquisition.status !== 99 || g.acquisition.companyId === 1001);
      expect(npdIds.has(g.acquisition.npdId), String(g.acquisition.npdId)).toBe(shouldShow);
    }
    const plain = await t.app.inject({ method: 'GET', url: api('/AcquisitionMap/getoverviewgeometry'), headers: od });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ features: { properties: { status: number } }[] }>().features.every((f) => f.properties.status !== 99)).toBe(true);
  });

  it("offers a company user the case of its own company's acquisitions only (canOpen), the authorities every case", async () => {
    const ownRow = generated.find((g) => g.acquisition.status === 10 && g.acquisition.companyId === 1001)!.acquisition;
    const otherRow = generated.find((g) => g.acquisition.status === 10 && g.acquisition.companyId !== 1001)!.acquisition;
    const items = async (headers: Record<string, string>) => {
      const all: { npdId: number; canOpen?: boolean }[] = [];
      for (let Page = 1; Page <= 20; Page++) {
        const page = (await view(headers, { Query: `${FROM}&status=10`, PageSize: 25, OrderBy: 'npdId', Page })).json<{ items: typeof all }>();
        all.push(...page.items);
        if (page.items.length < 25) break;
      }
      return all;
    };
    const forKari = await items(kari);
    expect(forKari.find((i) => i.npdId === ownRow.npdId)?.canOpen).toBe(true);
    expect(forKari.find((i) => i.npdId === otherRow.npdId)?.canOpen).toBe(false);
    expect((await items(od)).find((i) => i.npdId === otherRow.npdId)?.canOpen).toBe(true);
  });

  it('shows writes at once and the indicators of the viewer party', async () => {
    const target = generated.find((g) => g.acquisition.status === 10)!.acquisition;
    await t.app.db.insert(acquisitionIndicators).values({ acquisitionId: target.id, party: 1, isFlagged: true });
    const find = async (headers: Record<string, string>) =>
      (await view(headers, { Query: `${FROM}&status=10`, PageSize: 25, OrderBy: 'npdId' })).json<Page>().items.find((i) => i.npdId === target.npdId);
    expect((await find(od))?.isFlagged).toBe(true);
    expect((await find(await t.signIn('saksbehandler.fdir')))?.isFlagged).toBe(false);
    await t.app.db.update(acquisitions).set({ name: 'Omdøpt undersøkelse' }).where(eq(acquisitions.id, target.id));
    expect((await find(od))?.name).toBe('Omdøpt undersøkelse');
    await t.app.db.delete(acquisitions).where(eq(acquisitions.id, target.id));
    expect(await find(od)).toBeUndefined();
  });
});

describe.each(DB_KINDS)('DELETE /Draft/{id} (%s)', (kind) => {
  let t: TestApp;
  let generated: TGeneratedAcquisition[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    generated = generateAcquisitions(40, { seed: 11, today: '2031-01-01', firstNpdId: 600_000 });
    for (const g of generated) if (g.acquisition.status === 99) g.acquisition.companyId = g.acquisition.npdId % 2 ? 1001 : 1002;
    await insertGeneratedAcquisitions(t.app.db, generated);
  });
  afterAll(() => t?.close());
  const del = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: api(`/Draft/${id}`), headers });

  it('deletes an own draft, refuses others, non-drafts and other roles', async () => {
    const kari = await t.signIn('innmelder');
    const own = generated.find((g) => g.acquisition.status === 99 && g.acquisition.companyId === 1001)!.acquisition;
    const foreign = generated.find((g) => g.acquisition.status === 99 && g.acquisition.companyId === 1002)!.acquisition;
    const submitted = generated.find((g) => g.acquisition.status !== 99 && g.acquisition.companyId === 1001)!.acquisition;
    expect((await del(own.id, await t.signIn('saksbehandler.od'))).statusCode).toBe(403);
    expect((await del(foreign.id, kari)).statusCode).toBe(404);
    expect((await del(submitted.id, kari)).statusCode).toBe(403);
    expect((await del('not-a-uuid', kari)).statusCode).toBe(400);
    expect((await del(own.id, {})).statusCode).toBe(401);
    expect((await del(own.id, kari)).statusCode).toBe(204);
    expect((await del(own.id, kari)).statusCode).toBe(404);
    const ids = await t.app.inject({ method: 'GET', url: api('/Overview/view/npdIds'), headers: kari, query: { query: 'status=99' } });
    expect(ids.json<number[]>()).not.toContain(own.npdId);
  });
});

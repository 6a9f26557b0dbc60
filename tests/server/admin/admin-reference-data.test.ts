import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDate } from '../../../src/domain/rules/calendar-date';
import { createTestApp, DB_KINDS, api, type SignInHeaders, type TestApp } from '../helpers';

const vesselId = (n: number) => `a1000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const expertId = (n: number) => `a3000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
/** The demo licences have rows for this year and the two before it (the year the demo data is seeded). */
const year = Number(osloDate().slice(0, 4));

describe.each(DB_KINDS)('admin reference data (%s)', (kind) => {
  let t: TestApp;
  let headers: SignInHeaders;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: api(path), headers, payload });
  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('creates and edits a vessel, listed by name with the deleted ones', async () => {
    const created = await call('POST', '/admin/vessels', { name: 'Aaa Nordlys', imo: 9700001, callSignal: 'LNRD5', country: 'NO' });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const edited = await call('PUT', `/admin/vessels/${id}`, { name: 'Aaa Nordlys II', imo: null, callSignal: 'LNRD6', country: 'GB' });
    expect(edited.json()).toMatchObject({ name: 'Aaa Nordlys II', imo: null, country: 'GB', isInUse: false });
    const list = (await call('GET', '/admin/vessels')).json() as { name: string; isDeleted: boolean }[];
    expect(list[0].name).toBe('Aaa Nordlys II');
    expect(list.map((v) => v.name)).toEqual([...list.map((v) => v.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(list.some((v) => v.isDeleted)).toBe(true);
  });

  it('refuses to delete a vessel in use (409) but deletes one that is not', async () => {
    const inUse = await call('PUT', `/admin/vessels/${vesselId(1)}`, { name: 'Polar Nordkapp', imo: 9312456, callSignal: 'LCNE3', country: 'NO', isDeleted: true });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toBe('problems:vessel.inUse');
    const free = await call('PUT', `/admin/vessels/${vesselId(12)}`, { name: 'Old Viking', imo: 9223796, callSignal: 'LJOV1', country: 'NO', isDeleted: false });
    expect(free.statusCode).toBe(200);
    const again = await call('PUT', `/admin/vessels/${vesselId(12)}`, { name: 'Old Viking', imo: 9223796, callSignal: 'LJOV1', country: 'NO', isDeleted: true });
    expect(again.json().isDeleted).toBe(true);
    const chosen = (await call('GET', '/Vessel/vessels')).json() as { id: string }[];
    expect(chosen.map((v) => v.id)).not.toContain(vesselId(12));
  });

  it('refuses to delete a fisheries expert in use (409)', async () => {
    const list = (await call('GET', '/admin/fisheriesExperts')).json() as { id: string; firstName: string; isInUse: boolean }[];
    const used = list.find((e) => e.id === expertId(1))!;
    expect(used.isInUse).toBe(true);
    const res = await call('PUT', `/admin/fisheriesExperts/${used.id}`, {
      firstName: 'Ola', lastName: 'Hansen', address: 'Sjøgata 12', place: 'Bodø', country: 'NO', approvedAreas: 1, isDeleted: true,
    });
    expect(res.statusCode).toBe(409);
    expect(list.map((e) => e.firstName)).toEqual([...list.map((e) => e.firstName)].sort((a, b) => a.localeCompare(b, 'nb')));
  });

  it('creates, edits and force-refreshes harbours; an unknown id is 404', async () => {
    const created = await call('POST', '/admin/harbours', { name: 'Vardø' });
    const id = created.json().id as string;
    await call('PUT', `/admin/harbours/${id}`, { name: 'Vardø havn', isInactive: true });
    const refreshed = (await call('GET', '/admin/harbours/forceRefresh')).json() as { name: string; isInactive: boolean }[];
    expect(refreshed).toContainEqual(expect.objectContaining({ name: 'Vardø havn', isInactive: true }));
    const designated = (await call('GET', '/Harbour/designated')).json() as { name: string }[];
    expect(designated.map((h) => h.name)).not.toContain('Vardø havn');
    const missing = await call('PUT', '/admin/harbours/a2000000-0000-4000-a000-000000009999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
  });

  it('filters licences by year and text, ordered by licence number', async () => {
    const lastYear = (await call('GET', `/admin/licences?year=${year - 1}`)).json() as { npdIdLicence: number; licenceYear: number }[];
    expect(lastYear.length).toBeGreaterThan(5);
    expect(lastYear.every((l) => l.licenceYear === year - 1)).toBe(true);
    expect(lastYear.map((l) => l.npdIdLicence)).toEqual([...lastYear.map((l) => l.npdIdLicence)].sort((a, b) => a - b));
    const smeaheia = (await call('GET', '/admin/licences?text=smea')).json() as { licenceName: string; companyName: string }[];
    expect(smeaheia.length).toBe(3);
    expect(smeaheia[0]).toMatchObject({ licenceName: 'EXL 001 Smeaheia', companyName: 'Skagerrak Karbonlager AS' });
    const byCompany = (await call('GET', `/admin/licences?text=Polarhav&year=${year}`)).json() as unknown[];
    expect(byCompany.length).toBe(1);
  });

  it('makes a licence in use read-only: getIsEditable false, PUT and DELETE 409', async () => {
    const [used] = (await call('GET', `/admin/licences?text=PL 532&year=${year}`)).json() as { id: string; isInUse: boolean }[];
    expect(used.isInUse).toBe(true);
    expect((await call('GET', `/admin/licences/${used.id}/getIsEditable`)).json()).toBe(false);
    const body = {
      npdIdLicence: 21532, licenceYear: year, npdIdCompany: 1001, lawCategory: 1000, kind: 'production',
      licencePeriodStart: `${year}-01-01T00:00:00Z`, licencePeriodEnd: `${year}-12-31T00:00:00Z`, licenceName: 'PL 532 endret',
    };
    expect((await call('PUT', `/admin/licences/${used.id}`, body)).statusCode).toBe(409);
    const del = await call('DELETE', `/admin/licences/${used.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe('problems:licence.inUse');
  });

  it('creates a licence with the next number, edits it, refuses a duplicate, and deletes it', async () => {
    const { nextLicenceNo } = (await call('GET', '/admin/licences/nextLicenceNo')).json() as { nextLicenceNo: number };
    expect(nextLicenceNo).toBeGreaterThan(28001);
    const body = {
      npdIdLicence: nextLicenceNo, licenceYear: 2026, npdIdCompany: 1002, lawCategory: 1000, kind: 'survey',
      licencePeriodStart: '2026-01-01T00:00:00Z', licencePeriodEnd: '2026-12-31T00:00:00Z', licenceName: 'US 2026-09',
    };
    const created = await call('POST', '/admin/licences', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    expect((await call('GET', '/admin/licences/nextLicenceNo')).json().nextLicenceNo).toBe(nextLicenceNo + 1);
    expect((await call('GET', `/admin/licences/${id}/getIsEditable`)).json()).toBe(true);
    expect((await call('POST', '/admin/licences', body)).statusCode).toBe(409);
    const edited = await call('PUT', `/admin/licences/${id}`, { ...body, licenceName: 'US 2026-09 Nordsjøen' });
    expect(edited.json()).toMatchObject({ licenceName: 'US 2026-09 Nordsjøen', companyName: 'Vestland Petroleum AS', isInUse: false });
    expect((await call('DELETE', `/admin/licences/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/admin/licences/${id}/getIsEditable`)).statusCode).toBe(404);
  });

  it('refuses an unknown company on a licence with 400 naming the field', async () => {
    const res = await call('POST', '/admin/licences', {
      npdIdLicence: 55555, licenceYear: 2026, npdIdCompany: 999999, lawCategory: 1000, kind: 'survey',
      licencePeriodStart: '2026-01-01T00:00:00Z', licencePeriodEnd: '2026-12-31T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('body.npdIdCompany');
  });
});

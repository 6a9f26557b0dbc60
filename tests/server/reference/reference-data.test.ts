import { readFileSync } from 'node:fs';
import { booleanWithin } from '@turf/turf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDate } from '../../../src/domain/rules/calendar-date';
import { DEMO_LICENCES, boxShape } from '../../../src/server/db/seed/reference-demo-licences';
import { createTestApp, DB_KINDS, api, type TestApp } from '../helpers';

/** The demo licences have rows for this year and the two before it (the year the demo data is seeded). */
const year = Number(osloDate().slice(0, 4));
const NCS = JSON.parse(readFileSync('/work/shared/data/ncs-outline.geojson', 'utf8')).features[0];

describe('demo licence shapes', () => {
  it.each(DEMO_LICENCES.map((l) => [l.name, l] as const))('%s lies on the Norwegian shelf', (_name, licence) => {
    expect(booleanWithin({ type: 'Feature', properties: {}, geometry: boxShape(licence.box) }, NCS)).toBe(true);
  });
});

describe.each(DB_KINDS)('reference and support data (%s)', (kind) => {
  let t: TestApp;
  const get = async (path: string, username: string, context?: { organizationId: number; roleId: string }) => {
    const res = await t.app.inject({ method: 'GET', url: api(path), headers: await t.signIn(username, context) });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists vessels (not deleted) and one vessel by id, for any signed-in role', async () => {
    const { status, body } = await get('/Vessel/vessels', 'godkjenner.fdir');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(11);
    expect(body.some((v: { isDeleted: boolean }) => v.isDeleted)).toBe(false);
    const one = await get(`/Vessel/${body[0].id}`, 'innmelder');
    expect(one.body).toEqual(body[0]);
    expect((await get('/Vessel/a1000000-0000-4000-a000-000000009999', 'innmelder')).status).toBe(404);
    expect((await get('/Vessel/x', 'innmelder')).status).toBe(400);
  });

  it('lists designated (active) harbours and fisheries experts that are not deleted', async () => {
    const harbours = (await get('/Harbour/designated', 'innmelder')).body as { name: string; isInactive: boolean }[];
    expect(harbours.map((h) => h.name)).toContain('Hammerfest/Polarbase');
    expect(harbours.some((h) => h.isInactive)).toBe(false);
    const experts = (await get('/FisheriesExpert', 'innmelder')).body as { approvedAreas: number; isDeleted: boolean }[];
    expect(experts.length).toBeGreaterThanOrEqual(6);
    expect(experts.every((e) => !e.isDeleted && [1, 2, 3, -1].includes(e.approvedAreas))).toBe(true);
  });

  it('lists companies, those with prefixes, and tells whether the caller has one', async () => {
    const all = (await get('/Company', 'innmelder')).body as { npdId: number }[];
    expect(all.map((c) => c.npdId).sort()).toEqual([1001, 1002, 1003, 1004, 1005]);
    const withPrefix = (await get('/Company/withPrefixes', 'innmelder')).body as { npdId: number }[];
    expect(withPrefix.map((c) => c.npdId)).not.toContain(1003);
    expect((await get('/Company/hasPrefix', 'innmelder')).body).toBe(true);
    expect((await get('/Company/hasPrefix', 'innmelder.uten.prefiks')).body).toBe(false);
  });

  it('lists countries with Norwegian names', async () => {
    const countries = (await get('/Country', 'innmelder')).body as { code: string; name: string }[];
    expect(countries).toContainEqual({ code: 'NO', name: 'Norge' });
    expect(countries).toContainEqual({ code: 'GB', name: 'Storbritannia' });
  });

  it('offers law categories per organisation', async () => {
    expect((await get('/DaqSupportData/lawCategories', 'innmelder')).body).toEqual([1000]);
    expect((await get('/DaqSupportData/lawCategories', 'innmelder.od')).body).toEqual([6000, 7000]);
    expect((await get('/DaqSupportData/lawCategories', 'godkjenner.hi')).body).toEqual([]);
  });

  it('gives a company user only the own licences of each kind, with shapes', async () => {
    const production = (await get('/DaqSupportData/productionLicences', 'innmelder')).body as { npdIdCompany: number; shape: unknown; licenceYear: number }[];
    expect(production.length).toBeGreaterThan(2);
    expect(production.every((l) => l.npdIdCompany === 1001 && l.shape !== null)).toBe(true);
    const other = (await get('/DaqSupportData/productionLicences?companyId=1002', 'innmelder')).body as { npdIdCompany: number }[];
    expect(other.every((l) => l.npdIdCompany === 1001)).toBe(true);
    const surveys = (await get(`/Licences/surveys?year=${year - 1}`, 'innmelder')).body as { kind: string; licenceYear: number }[];
    expect(surveys.every((l) => l.kind === 'survey' && l.licenceYear === year - 1)).toBe(true);
  });

  it('lets the regulator pick a company, and lists the CO2 kinds', async () => {
    const co2 = (await get(`/DaqSupportData/co2explorationLicences?companyId=1005&year=${year}`, 'innmelder.od')).body as { name: string }[];
    expect(co2.map((l) => l.name)).toEqual(['EXL 001 Smeaheia', 'EXL 002 Luna']);
    expect((await get(`/DaqSupportData/co2exploitationLicences?year=${year}`, 'innmelder.od')).body).toHaveLength(1);
    expect((await get(`/Licences/co2surveys?year=${year}`, 'innmelder.od')).body).toHaveLength(1);
  });

  it('names a licence number, 404 for an unknown one', async () => {
    expect((await get('/Licences/21018/name', 'innmelder')).body).toEqual({ npdId: 21018, name: 'PL 018' });
    expect((await get('/Licences/1/name', 'innmelder')).status).toBe(404);
    expect((await get('/Licences/abc/name', 'innmelder')).status).toBe(400);
  });
});

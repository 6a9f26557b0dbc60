import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVesselInput } from '../../../src/domain/schemas/reference-vessels';
import { createTestApp, DB_KINDS, api, type SignInHeaders, type TestApp } from '../helpers';

const vesselId = (n: number) => `a1000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const expertId = (n: number) => `a3000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const harbourId = (n: number) => `a2000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const expert = {
  firstName: 'Liv',
  lastName: 'Strand',
  address: 'Kaiveien 1',
  place: 'Svolvær',
  country: 'NO',
  approvedAreas: 1,
};

/** Reference data rules past spec 000 section 5 (docs/decisions.md): unique names and IMOs, known countries, IMO above zero. */
describe.each(DB_KINDS)('admin reference data rules (%s)', (kind) => {
  let t: TestApp;
  let headers: SignInHeaders;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => t.app.inject({ method, url: api(path), headers, payload });
  const expectProblem = (res: Awaited<ReturnType<typeof call>>, status: number, field: string, message: string, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual({ [`body.${field}`]: [message] });
    expect(res.json().detail).toBe(detail);
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('refuses a harbour name another harbour has, trimmed and ignoring case, with 409 on name', async () => {
    const dup = await call('POST', '/admin/harbours', { name: '  bODØ ' });
    expectProblem(dup, 409, 'name', 'validation.harbourNameTaken', 'problems:harbour.nameTaken');
    expect(dup.json().name).toBe('bODØ');
    const renamed = await call('PUT', `/admin/harbours/${harbourId(13)}`, { name: 'mongstad' });
    expectProblem(renamed, 409, 'name', 'validation.harbourNameTaken', 'problems:harbour.nameTaken');
    const harbours = (await call('GET', '/admin/harbours')).json() as { name: string }[];
    expect(harbours.filter((h) => h.name.toLowerCase() === 'bodø')).toHaveLength(1);
  });

  it('lets a harbour keep its own name, change its case, and take a free one', async () => {
    const same = await call('PUT', `/admin/harbours/${harbourId(12)}`, { name: 'BODØ', isInactive: false });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().name).toBe('BODØ');
    const fresh = await call('POST', '/admin/harbours', { name: 'Båtsfjord' });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses an IMO another vessel has (a deleted one too) with 409 on imo, and lets a vessel keep its own', async () => {
    const dup = await call('POST', '/admin/vessels', { name: 'Twin', imo: 9312456, callSignal: 'LTWN1', country: 'NO' });
    expectProblem(dup, 409, 'imo', 'validation.imoTaken', 'problems:vessel.imoTaken');
    expect(dup.json().imo).toBe(9312456);
    const ofDeleted = await call('POST', '/admin/vessels', { name: 'Twin', imo: 9223796, callSignal: 'LTWN1', country: 'NO' });
    expectProblem(ofDeleted, 409, 'imo', 'validation.imoTaken', 'problems:vessel.imoTaken');
    const edit = await call('PUT', `/admin/vessels/${vesselId(2)}`, { name: 'Vestland Surveyor', imo: 9258105, callSignal: 'LAVS7', country: 'NO' });
    expect(edit.statusCode, edit.body).toBe(200);
    const taking = await call('PUT', `/admin/vessels/${vesselId(2)}`, { name: 'Vestland Surveyor', imo: 9783124, callSignal: 'LAVS7', country: 'NO' });
    expectProblem(taking, 409, 'imo', 'validation.imoTaken', 'problems:vessel.imoTaken');
    const noImo = await call('POST', '/admin/vessels', { name: 'No IMO', imo: null, callSignal: 'LNOI1', country: 'NO' });
    expect(noImo.statusCode, noImo.body).toBe(200);
    const alsoNoImo = await call('POST', '/admin/vessels', { name: 'No IMO 2', callSignal: 'LNOI2', country: 'NO' });
    expect(alsoNoImo.statusCode, alsoNoImo.body).toBe(200);
  });

  it.each([0, -5])('refuses IMO %d with 400 on imo, as the dialog schema does', async (imo) => {
    const res = await call('POST', '/admin/vessels', { name: 'Negative', imo, callSignal: 'LNEG1', country: 'NO' });
    expectProblem(res, 400, 'imo', 'validation.positive', 'problems:invalidInput');
    const inDialog = ZVesselInput.safeParse({ name: 'Negative', imo, callSignal: 'LNEG1', country: 'NO' });
    expect(inDialog.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['imo', 'validation.positive']]);
  });

  it('refuses a country code not in GET /Country with 400 on country, for vessels and fisheries experts', async () => {
    const codes = ((await call('GET', '/Country')).json() as { code: string }[]).map((c) => c.code);
    expect(codes).toContain('NO');
    expect(codes).not.toContain('XX');
    const vessel = await call('POST', '/admin/vessels', { name: 'Nowhere', imo: 9700003, callSignal: 'LXX01', country: 'XX' });
    expectProblem(vessel, 400, 'country', 'validation.unknownCountry', 'problems:country.unknown');
    expect(vessel.json().country).toBe('XX');
    const edit = await call('PUT', `/admin/vessels/${vesselId(3)}`, { name: 'Atlantic Explorer', imo: 9783124, callSignal: 'C6BX4', country: 'XX' });
    expectProblem(edit, 400, 'country', 'validation.unknownCountry', 'problems:country.unknown');
    const created = await call('POST', '/admin/fisheriesExperts', { ...expert, country: 'Norge' });
    expectProblem(created, 400, 'country', 'validation.unknownCountry', 'problems:country.unknown');
    const edited = await call('PUT', `/admin/fisheriesExperts/${expertId(1)}`, { ...expert, country: 'XX' });
    expectProblem(edited, 400, 'country', 'validation.unknownCountry', 'problems:country.unknown');
  });

  it('takes a known country in lower case as its code', async () => {
    const res = await call('POST', '/admin/vessels', { name: 'Lower', imo: 9700004, callSignal: 'LLOW1', country: 'se' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().country).toBe('SE');
    const expertOk = await call('POST', '/admin/fisheriesExperts', { ...expert, country: 'DK' });
    expect(expertOk.statusCode, expertOk.body).toBe(200);
  });
});

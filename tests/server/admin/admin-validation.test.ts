import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, api, type SignInHeaders, type TestApp } from '../helpers';

const expert = {
  firstName: 'Liv',
  lastName: 'Strand',
  address: 'Kaiveien 1',
  postNo: '8300',
  place: 'Svolvær',
  country: 'NO',
  phone: 41234567,
  approvedAreas: 1,
  approvedUntil: '2027-12-31T00:00:00.000Z',
};
const vessel = { name: 'Test Explorer', imo: 9700002, callSignal: 'LTST1', country: 'NO' };
const licence = {
  npdIdLicence: 39001,
  licenceYear: 2026,
  npdIdCompany: 1001,
  lawCategory: 1000,
  kind: 'production',
  licencePeriodStart: '2026-01-01T00:00:00.000Z',
  licencePeriodEnd: '2026-12-31T00:00:00.000Z',
  licenceName: 'PL 901',
};

/** [call, path, valid body, field, bad value (undefined: left out)] for each rule of spec 000 section 5. */
const RULES: [string, string, Record<string, unknown>, string, unknown][] = [
  ['expert', '/admin/fisheriesExperts', expert, 'firstName', ''],
  ['expert', '/admin/fisheriesExperts', expert, 'lastName', undefined],
  ['expert', '/admin/fisheriesExperts', expert, 'address', '   '],
  ['expert', '/admin/fisheriesExperts', expert, 'place', ''],
  ['expert', '/admin/fisheriesExperts', expert, 'country', ''],
  ['expert', '/admin/fisheriesExperts', expert, 'phone', 2_147_483_648],
  ['expert', '/admin/fisheriesExperts', expert, 'phone', 12.5],
  ['expert', '/admin/fisheriesExperts', expert, 'phone', '41234567'],
  ['expert', '/admin/fisheriesExperts', expert, 'approvedUntil', '31.12.2027'],
  ['harbour', '/admin/harbours', { name: 'Vardø' }, 'name', ''],
  ['vessel', '/admin/vessels', vessel, 'name', ''],
  ['vessel', '/admin/vessels', vessel, 'country', undefined],
  ['vessel', '/admin/vessels', vessel, 'callSignal', ''],
  ['vessel', '/admin/vessels', vessel, 'imo', 99_999_999_999],
  ['licence', '/admin/licences', licence, 'npdIdLicence', undefined],
  ['licence', '/admin/licences', licence, 'npdIdLicence', 3_000_000_000],
  ['licence', '/admin/licences', licence, 'licenceYear', 1949],
  ['licence', '/admin/licences', licence, 'licenceYear', 2101],
  ['licence', '/admin/licences', licence, 'licenceYear', undefined],
  ['licence', '/admin/licences', licence, 'npdIdCompany', undefined],
  ['licence', '/admin/licences', licence, 'npdIdCompany', 1.5],
  ['licence', '/admin/licences', licence, 'lawCategory', undefined],
  ['licence', '/admin/licences', licence, 'lawCategory', 6000],
  ['licence', '/admin/licences', licence, 'lawCategory', 2000],
  ['licence', '/admin/licences', licence, 'licencePeriodStart', undefined],
  ['licence', '/admin/licences', licence, 'licencePeriodEnd', 'next year'],
  ['licence', '/admin/licences', licence, 'licencePeriodEnd', '2025-12-31T00:00:00.000Z'],
];

describe.each(DB_KINDS)('section 5 validation on the admin calls (%s)', (kind) => {
  let t: TestApp;
  let headers: SignInHeaders;
  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it.each(RULES)('%s: %s refuses %s = %j with a 400 naming the field', async (_what, path, valid, field, bad) => {
    const payload = { ...valid, [field]: bad };
    if (bad === undefined) delete payload[field];
    const res = await t.app.inject({ method: 'POST', url: api(path), headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(res.json().errors)).toContain(`body.${field}`);
  });

  it('accepts the valid bodies, and postNo without a rule', async () => {
    for (const [path, body] of [
      ['/admin/fisheriesExperts', { ...expert, postNo: 'N-8300 (Lofoten)' }],
      ['/admin/harbours', { name: 'Vardø' }],
      ['/admin/vessels', vessel],
      ['/admin/licences', licence],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: api(path), headers, payload: body });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  });

  it('requires a comment when the cancel reason is other (54), and only cancel reasons', async () => {
    const url = api('/admin/acquisition/a6000000-0000-4000-a000-000000000001/cancel');
    const noComment = await t.app.inject({ method: 'PUT', url, headers, payload: { changeReason: 54 } });
    expect(noComment.statusCode).toBe(400);
    expect(Object.keys(noComment.json().errors)).toContain('body.statusChangeComment');
    const pauseReason = await t.app.inject({ method: 'PUT', url, headers, payload: { changeReason: 33, statusChangeComment: 'x' } });
    expect(pauseReason.statusCode).toBe(400);
    expect(Object.keys(pauseReason.json().errors)).toContain('body.changeReason');
  });

  it.each([
    ['missing', undefined, 'validation.required'],
    ['blank', '   ', 'validation.required'],
    ['over-long', 'x'.repeat(10_000), 'validation.tooLong'],
    ['a number', 1234, 'validation.text'],
    ['an object', { name: 'x' }, 'validation.text'],
  ])('search refuses an id that is %s with its own message', async (_what, id, message) => {
    const payload = id === undefined ? {} : { id };
    const res = await t.app.inject({ method: 'POST', url: api('/admin/acquisition/search'), headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'body.id': [message] });
  });

  it('refuses a malformed id with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'PUT', url: api('/admin/vessels/not-a-uuid'), headers, payload: vessel });
    expect(res.statusCode).toBe(400);
  });
});

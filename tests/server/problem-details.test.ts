import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloDate } from '../../src/domain/rules/calendar-date';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

/** Every problem's detail is a message key of locales/nb, never English text (the web app shows it in Norwegian). */
describe.each(DB_KINDS)('problem details are message keys (%s)', (kind) => {
  let t: TestApp;
  let notifier: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    notifier = await t.signIn('innmelder');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('an unknown acquisition: 404 with a key, the problem+json shape unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(`/Draft/${crypto.randomUUID()}`), headers: notifier });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'problems:acquisition.notFound',
      code: 'NOT_FOUND',
    });
  });

  it('invalid input, unreadable JSON and an unknown route', async () => {
    const invalid = await t.app.inject({ method: 'GET', url: api('/Draft/not-a-uuid'), headers: notifier });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toBe('problems:invalidInput');
    expect(Object.keys(invalid.json().errors)).toEqual(['params.id']);

    const unreadable = await t.app.inject({
      method: 'POST',
      url: api('/Draft'),
      headers: { ...notifier, 'content-type': 'application/json' },
      payload: '{"lawCategory":',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().detail).toBe('problems:request.unreadable');

    const noRoute = await t.app.inject({ method: 'GET', url: api('/NoSuchThing'), headers: notifier });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().detail).toBe('problems:noRoute');
  });

  it('a role without the permission: 403 with a key and the permission as a member', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/admin/licences?year=2026'), headers: notifier });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'problems:forbidden.permission', permission: expect.any(String) });
  });

  it('carries the values a key needs as extra members next to the standard ones', async () => {
    const year = Number(osloDate().slice(0, 4)); // the demo licence PL 532 has a row for the year the data is seeded
    const res = await t.app.inject({
      method: 'POST',
      url: api('/admin/licences'),
      headers: admin,
      payload: {
        npdIdLicence: 21532,
        licenceYear: year,
        npdIdCompany: 1001,
        lawCategory: 1000,
        kind: 'production',
        licencePeriodStart: `${year}-01-01T00:00:00Z`,
        licencePeriodEnd: `${year}-12-31T00:00:00Z`,
        licenceName: 'PL 532 igjen',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      title: 'Conflict',
      detail: 'problems:licence.exists',
      npdIdLicence: 21532,
      licenceYear: year,
    });
  });
});

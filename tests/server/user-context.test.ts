import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CONTEXT_HEADER } from '../../src/domain/contract';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('user context (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the organisations and roles of a user with several', async () => {
    const headers = await t.signIn('flere.roller', 'none');
    const res = await t.app.inject({ method: 'GET', url: api('/UserContext/options'), headers });
    expect(res.statusCode).toBe(200);
    const orgs = res.json().organizations as { id: number; roles: { id: string }[] }[];
    expect(orgs.map((o) => o.id).sort()).toEqual([100, 1002, 1003]);
    expect(orgs.find((o) => o.id === 100)?.roles).toEqual([{ id: 'daq_saksbehandler_od' }]);
  });

  it('answers no organisations for a user without access', async () => {
    const headers = await t.signIn('ingen.tilgang', 'none');
    const res = await t.app.inject({ method: 'GET', url: api('/usercontext/OPTIONS'), headers });
    expect(res.json()).toEqual({ organizations: [] });
  });

  it('refuses a caller without a token (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/UserContext/options') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const bad = await t.app.inject({ method: 'GET', url: api('/UserContext/options'), headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
  });

  it('issues a context token for a held role, compared case-insensitively', async () => {
    const headers = await t.signIn('flere.roller', 'none');
    const res = await t.app.inject({
      method: 'POST',
      url: api('/UserContext'),
      headers,
      payload: { organizationId: 1003, roleId: 'DAQ_INNMELDER_SELSKAP' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ organizationId: 1003, organizationName: 'Polarhav Seismikk AS', role: 'daq_innmelder_selskap' });
    expect(res.json().userContextToken).toMatch(/^ey/);
  });

  it('refuses a role the user does not hold (403) and bad input (400)', async () => {
    const headers = await t.signIn('innmelder', 'none');
    const wrongOrg = await t.app.inject({ method: 'POST', url: api('/UserContext'), headers, payload: { organizationId: 1002, roleId: 'daq_innmelder_selskap' } });
    expect(wrongOrg.statusCode).toBe(403);
    const wrongRole = await t.app.inject({ method: 'POST', url: api('/UserContext'), headers, payload: { organizationId: 1001, roleId: 'daq_admin_od' } });
    expect(wrongRole.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: api('/UserContext'), headers, payload: { organizationId: 'x', roleId: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['body.organizationId', 'body.roleId']));
  });

  it('signIn gives headers whose context belongs to the user', async () => {
    const headers = await t.signIn('godkjenner.fdir');
    expect(headers.authorization).toMatch(/^Bearer /);
    expect(headers[USER_CONTEXT_HEADER]).toBeTruthy();
  });
});

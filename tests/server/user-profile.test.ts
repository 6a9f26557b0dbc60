import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from '../../src/domain/permissions';
import { demoUser } from '../../src/server/db/seed/demo-users';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('UserProfile calls (%s)', (kind) => {
  let t: TestApp;
  const get = async (path: string, username: string, context?: Parameters<TestApp['signIn']>[1]) =>
    t.app.inject({ method: 'GET', url: api(path), headers: await t.signIn(username, context) });
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the profile in the chosen organisation and role with its permissions', async () => {
    const res = await get('/UserProfile/user', 'flere.roller', { organizationId: 100, roleId: 'daq_saksbehandler_od' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({
      id: demoUser('flere.roller').id,
      name: 'Nils Jensen',
      organization: { id: 100, name: 'Sokkeldirektoratet', kind: 'regulator', prefix: null },
      role: 'daq_saksbehandler_od',
      permissions: [...permissionsOf('daq_saksbehandler_od')],
    });
    const company = await get('/UserProfile/user', 'innmelder');
    expect(company.json().organization).toEqual({ id: 1001, name: 'Nordkapp Energi ASA', kind: 'company', prefix: 'NKE' });
  });

  it('needs a user context (403 without, 401 without a token)', async () => {
    expect((await get('/UserProfile/user', 'innmelder', 'none')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: api('/UserProfile/user') })).statusCode).toBe(401);
  });

  it('asks ny.bruker to accept the active GDPR text, and accepts it', async () => {
    const headers = await t.signIn('ny.bruker', 'none');
    const check = await t.app.inject({ method: 'GET', url: api('/UserProfile/gdprVerificationCheck'), headers });
    expect(check.json()).toMatchObject({ requireGdprConfirmation: true, gdprText: expect.stringContaining('Personvernerklæring') });
    const { textId } = check.json();
    const wrong = await t.app.inject({ method: 'PUT', url: api('/UserProfile/saveGdprConfirmation'), headers, payload: { textId: textId + 100 } });
    expect(wrong.statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'PUT', url: api('/UserProfile/saveGdprConfirmation'), headers, payload: { textId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['body.textId']).toBeTruthy();
    const save = await t.app.inject({ method: 'PUT', url: api('/UserProfile/saveGdprConfirmation'), headers, payload: { textId } });
    expect(save.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: api('/UserProfile/gdprVerificationCheck'), headers });
    expect(after.json().requireGdprConfirmation).toBe(false);
    expect((await get('/UserProfile/gdprVerificationCheck', 'innmelder', 'none')).json().requireGdprConfirmation).toBe(false);
  });

  it('asks kontakt.bekreft to confirm contact information, and saves it', async () => {
    const headers = await t.signIn('kontakt.bekreft');
    const check = await t.app.inject({ method: 'GET', url: api('/UserProfile/contactInfoVerificationCheck'), headers });
    expect(check.json()).toMatchObject({ requireContactInfoConfirmation: true, email: 'kontakt.bekreft@meldesystem.example' });
    const payload = { email: 'jonas@vpa.example', phone: '+47 99887766', signature: 'Prosjektleder', requireContactInfoConfirmation: false };
    const save = await t.app.inject({ method: 'PUT', url: api('/UserProfile/saveDaqUserInformation'), headers, payload });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({ email: 'jonas@vpa.example', signature: 'Prosjektleder', requireContactInfoConfirmation: false });
    const after = await t.app.inject({ method: 'GET', url: api('/UserProfile/contactInfoVerificationCheck'), headers });
    expect(after.json()).toEqual({ requireContactInfoConfirmation: false, email: 'jonas@vpa.example', phone: '+47 99887766', signature: 'Prosjektleder' });
  });

  it('refuses an invalid e-mail and too long fields with field errors', async () => {
    const headers = await t.signIn('innmelder');
    const payload = { email: 'not-an-email', phone: 'x'.repeat(51), signature: '', requireContactInfoConfirmation: 'no' };
    const res = await t.app.inject({ method: 'PUT', url: api('/UserProfile/saveDaqUserInformation'), headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(res.json().errors).sort()).toEqual(['body.email', 'body.phone', 'body.requireContactInfoConfirmation']);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: api('/UserProfile/saveDaqUserInformation'),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('lists approvers and the regulator approvers', async () => {
    const approvers = (await get('/UserProfile/approvers', 'innmelder')).json() as { userProfileId: string }[];
    const ids = ['godkjenner.od', 'godkjenner.fdir', 'godkjenner.hi'].map((u) => demoUser(u).id);
    expect(approvers.map((a) => a.userProfileId).sort()).toEqual(ids.sort());
    const npd = (await get('/UserProfile/NpdApprovers', 'innmelder')).json();
    expect(npd).toEqual([{ userProfileId: demoUser('godkjenner.od').id, firstName: 'Ingrid', lastName: 'Berg' }]);
  });

  it('names a user by id, 404 for an unknown one and 400 for a bad id', async () => {
    const headers = await t.signIn('saksbehandler.od');
    const name = (id: string) => t.app.inject({ method: 'GET', url: api(`/UserProfile/${id}/name`), headers });
    expect((await name(demoUser('innmelder').id)).json()).toEqual({ name: 'Kari Nordmann' });
    expect((await name('00000000-0000-4000-8000-999999999999')).statusCode).toBe(404);
    const bad = await name('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['params.id']).toBeTruthy();
  });

  it("lists the contact persons of the caller's organisation", async () => {
    const vpa = (await get('/UserProfile/contactPersons', 'kontakt.bekreft')).json() as { userProfileGuid: string; name: string }[];
    expect(vpa.map((p) => p.userProfileGuid).sort()).toEqual([demoUser('flere.roller').id, demoUser('kontakt.bekreft').id].sort());
    const nke = (await get('/UserProfile/contactPersons', 'innmelder')).json();
    expect(nke).toEqual([
      { userProfileGuid: demoUser('innmelder').id, mail: expect.any(String), firstName: 'Kari', lastName: 'Nordmann', name: 'Kari Nordmann' },
    ]);
  });
});

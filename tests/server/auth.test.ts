import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CONTEXT_HEADER } from '../../src/domain/contract';
import { signContextToken } from '../../src/server/auth/tokens';
import { DEV_TOKEN_SECRET } from '../../src/server/config';
import { userRoles } from '../../src/server/db/schema/index';
import { demoUser } from '../../src/server/db/seed/demo-users';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

const verifier = 'v'.repeat(43);

describe.each(DB_KINDS)('Auth calls and the user-context guard (%s)', (kind) => {
  let t: TestApp;
  const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: api('/UserProfile/user'), headers });
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refreshes the access token of a live session', async () => {
    const headers = await t.signIn('innmelder');
    const res = await t.app.inject({ method: 'GET', url: api('/Auth/refreshtoken'), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tokenType: 'Bearer', expiresIn: 300 });
    const refreshed = { ...headers, authorization: `Bearer ${res.json().accessToken}` };
    expect((await profile(refreshed)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: api('/Auth/refreshtoken') })).statusCode).toBe(401);
  });

  it('signs out: the session and every token of it stop working', async () => {
    const headers = await t.signIn('admin');
    const refreshed = await t.app.inject({ method: 'GET', url: api('/Auth/refreshtoken'), headers });
    const res = await t.app.inject({ method: 'GET', url: api('/Auth/signout'), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('endSessionUrl');
    expect((await profile(headers)).statusCode).toBe(401);
    expect((await profile({ ...headers, authorization: `Bearer ${refreshed.json().accessToken}` })).statusCode).toBe(401);
  });

  it('changes context without forgetting the session', async () => {
    const headers = await t.signIn('flere.roller');
    const res = await t.app.inject({ method: 'GET', url: api('/Auth/changecontext'), headers });
    expect(res.statusCode).toBe(204);
    expect((await profile(headers)).statusCode).toBe(200);
  });

  it('refuses bad bearers with 401', async () => {
    const headers = await t.signIn('innmelder');
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(demoUser('innmelder').id)
      .sign(new TextEncoder().encode('another secret'));
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not-a-jwt', `Bearer ${forged}`]) {
      expect((await profile({ ...headers, authorization })).statusCode).toBe(401);
    }
  });

  it("refuses another user's context, a bad context and a role no longer held with 403", async () => {
    const kari = await t.signIn('innmelder');
    const nils = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    expect((await profile({ ...kari, [USER_CONTEXT_HEADER]: nils[USER_CONTEXT_HEADER] })).statusCode).toBe(403);
    expect((await profile({ ...kari, [USER_CONTEXT_HEADER]: 'garbage' })).statusCode).toBe(403);
    const notHeld = await signContextToken(DEV_TOKEN_SECRET, { userId: demoUser('innmelder').id, organisationId: 1001, role: 'daq_admin_od' });
    expect((await profile({ ...kari, [USER_CONTEXT_HEADER]: notHeld })).statusCode).toBe(403);
    expect((await profile(nils)).statusCode).toBe(200);
    const nilsId = demoUser('flere.roller').id;
    await t.app.db.delete(userRoles).where(and(eq(userRoles.userId, nilsId), eq(userRoles.organisationId, 1002)));
    t.app.accessCache.forgetUser(nilsId);
    const denied = await profile(nils);
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).toContain('application/problem+json');
  });

  it('answers the sign-in settings of the embedded provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/Auth/config') });
    expect(res.json()).toEqual({ authority: 'http://localhost:0/idp', clientId: 'meldesystem', scope: 'openid profile' });
  });

  it('validates the token query and answers 502 when the provider cannot be reached', async () => {
    const bad = await t.app.inject({ method: 'GET', url: api('/Auth/token?code=&codeVerifier=short&nonce=n') });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['query.code', 'query.codeVerifier']);
    const unreachable = await t.app.inject({ method: 'GET', url: api(`/Auth/token?code=abc&codeVerifier=${verifier}&nonce=n`) });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().detail).toBe('problems:signIn.unreachable');
    expect(unreachable.json().reason).toEqual(expect.any(String));
  });
});

describe('an external identity provider', () => {
  it('is used instead of the embedded one, which is not mounted', async () => {
    const t = await createTestApp('pglite', { oidcIssuer: 'http://127.0.0.1:9/realms/x', oidcClientId: 'ext' });
    try {
      const config = await t.app.inject({ method: 'GET', url: api('/Auth/config') });
      expect(config.json()).toEqual({ authority: 'http://127.0.0.1:9/realms/x', clientId: 'ext', scope: 'openid profile' });
      expect((await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
      const token = await t.app.inject({ method: 'GET', url: api(`/Auth/token?code=abc&codeVerifier=${verifier}&nonce=n`) });
      expect(token.statusCode).toBe(502);
    } finally {
      await t.close();
    }
  });
});

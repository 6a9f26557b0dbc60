import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { demoUser } from '../../src/server/db/seed/demo-users';
import { DEV_CLIENT_ID } from '../../src/server/config';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';
import { authorizeRequest, Browser, freePort, signInAtProvider } from './oidc-flow';

describe.each(DB_KINDS)('sign-in through the embedded identity provider over HTTP (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { publicUrl: base, port });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const token = (q: Record<string, string>) => fetch(`${base}${api('/Auth/token')}?${new URLSearchParams(q)}`);

  it('publishes discovery and the sign-in settings', async () => {
    const discovery = await (await fetch(`${base}/idp/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${base}/idp`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const config = await (await fetch(`${base}${api('/Auth/config')}`)).json();
    expect(config).toEqual({ authority: `${base}/idp`, clientId: DEV_CLIENT_ID, scope: 'openid profile' });
  });

  it('signs in with code, PKCE and nonce, then calls the service', async () => {
    const browser = new Browser();
    const request = await authorizeRequest(base, DEV_CLIENT_ID);
    const { callback } = await signInAtProvider(browser, base, request, 'innmelder', 'meldesystem');
    expect(callback!.origin + callback!.pathname).toBe(`${base}/callback`);
    expect(callback!.searchParams.get('state')).toBe(request.state);
    const code = callback!.searchParams.get('code')!;
    const res = await token({ code, codeVerifier: request.codeVerifier, nonce: request.nonce });
    expect(res.status).toBe(200);
    const { accessToken, expiresIn } = await res.json();
    expect(expiresIn).toBeGreaterThan(60);
    const authorization = `Bearer ${accessToken}`;
    const ctx = await fetch(`${base}${api('/UserContext')}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: 1001, roleId: 'daq_innmelder_selskap' }),
    });
    const { userContextToken } = await ctx.json();
    const profile = await fetch(`${base}${api('/UserProfile/user')}`, { headers: { authorization, 'x-user-context': userContextToken } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ name: 'Kari Nordmann', role: 'daq_innmelder_selskap', organization: { id: 1001 } });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, demoUser('innmelder').id));
    expect(Date.now() - user.lastLogin!.getTime()).toBeLessThan(60_000);

    const signOut = await fetch(`${base}${api('/Auth/signout')}`, { headers: { authorization } });
    const { endSessionUrl } = await signOut.json();
    const end = new URL(endSessionUrl);
    expect(end.pathname).toBe('/idp/session/end');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/logout`);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    const after = await fetch(`${base}${api('/UserContext/options')}`, { headers: { authorization } });
    expect(after.status).toBe(401);

    // The provider's sign-out page posts its form by itself; posting it returns to /logout.
    const logoutPage = await (await browser.fetch(endSessionUrl)).text();
    expect(logoutPage).toContain('lang="nb"');
    const action = /<form[^>]*action="([^"]+)"/.exec(logoutPage)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage)![1];
    const done = await browser.fetch(new URL(action, base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.headers.get('location')).toBe(`${base}/logout`);
  });

  it('accepts the localhost twin of a 127.0.0.1 public URL as redirect URI', async () => {
    const request = await authorizeRequest(base, DEV_CLIENT_ID);
    const twin = base.replace('127.0.0.1', 'localhost');
    const url = new URL(request.url);
    url.searchParams.set('redirect_uri', `${twin}/callback`);
    const { callback } = await signInAtProvider(new Browser(), base, { ...request, url: url.href }, 'godkjenner.hi', 'meldesystem');
    expect(callback!.href.startsWith(`${twin}/callback?`)).toBe(true);
    const res = await token({
      code: callback!.searchParams.get('code')!,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      redirectUri: `${twin}/callback`,
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with the Norwegian message', async () => {
    const result = await signInAtProvider(new Browser(), base, await authorizeRequest(base, DEV_CLIENT_ID), 'innmelder', 'feil');
    expect(result.loginPage).toContain('Feil brukernavn eller passord');
  });

  it('refuses a wrong code verifier, a wrong nonce and a reused code', async () => {
    const request = await authorizeRequest(base, DEV_CLIENT_ID);
    const { callback } = await signInAtProvider(new Browser(), base, request, 'admin', 'meldesystem');
    const code = callback!.searchParams.get('code')!;
    const wrongVerifier = await token({ code, codeVerifier: 'x'.repeat(43), nonce: request.nonce });
    expect(wrongVerifier.status).toBe(400);
    const refusedCode = await wrongVerifier.json();
    expect(refusedCode.detail).toBe('problems:signIn.codeRefused');
    expect(refusedCode.reason).toMatch(/invalid_grant/);

    const second = await authorizeRequest(base, DEV_CLIENT_ID);
    const again = await signInAtProvider(new Browser(), base, second, 'admin', 'meldesystem');
    const wrongNonce = await token({ code: again.callback!.searchParams.get('code')!, codeVerifier: second.codeVerifier, nonce: 'other' });
    expect(wrongNonce.status).toBe(401);
    const refusedToken = await wrongNonce.json();
    expect(refusedToken.detail).toBe('problems:signIn.tokenRefused');
    expect(refusedToken.reason).toMatch(/nonce/);
  });

  it('refuses the plain PKCE method and a missing verifier', async () => {
    const request = await authorizeRequest(base, DEV_CLIENT_ID, 'plain');
    const res = await new Browser().fetch(request.url);
    const location = new URL(res.headers.get('location') ?? 'http://x/');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    const missing = await token({ code: 'abc', nonce: 'n' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors['query.codeVerifier']).toBeTruthy();
  });
});

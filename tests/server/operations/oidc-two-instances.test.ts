import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT_ID } from '../../../src/server/config';
import { api, DB_KINDS, type TestApp } from '../helpers';
import { authorizeRequest, Browser, freePort, signInAtProvider } from '../oidc-flow';
import { createPostgresDatabase, instanceOn } from './instances';
import { RoundRobinFront } from './round-robin';

/**
 * The embedded identity provider behind a load balancer without stickiness: every request of a sign-in goes to the
 * other instance than the one before, so each step continues what another instance began (state and signing key in
 * PostgreSQL, cookies signed with the shared COOKIE_KEYS).
 */
describe.skipIf(!DB_KINDS.includes('postgres'))('a sign-in whose steps alternate between two instances', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let front: RoundRobinFront;
  let instances: TestApp[];
  let base: string;

  beforeAll(async () => {
    database = await createPostgresDatabase('test_oidc_two');
    const frontPort = await freePort();
    base = `http://127.0.0.1:${frontPort}`;
    instances = [];
    for (let i = 0; i < 2; i++) {
      const instance = await instanceOn(database.url, { publicUrl: base });
      await instance.app.listen({ port: 0, host: '127.0.0.1' });
      instances.push(instance);
    }
    front = new RoundRobinFront(instances.map((t) => (t.app.server.address() as { port: number }).port));
    await front.listen(frontPort);
  });
  afterAll(async () => {
    await front?.close();
    for (const instance of instances ?? []) await instance.close();
    await database?.drop();
  });

  const token = (q: Record<string, string>) => fetch(`${base}${api('/Auth/token')}?${new URLSearchParams(q)}`);
  /** The instances that served the browser's own /idp steps, in order (the services' calls to /idp/token left out). */
  const idpSteps = (from: number) =>
    front.served.slice(from).filter((s) => s.path.startsWith('/idp/auth') || s.path.startsWith('/idp/interaction'));

  it('both instances publish one signing key', async () => {
    const [first, second] = await Promise.all([fetch(`${base}/idp/jwks`), fetch(`${base}/idp/jwks`)]);
    expect(new Set(front.served.slice(-2).map((s) => s.instance)).size).toBe(2);
    expect(await first.json()).toEqual(await second.json());
  });

  it('signs in with code, PKCE and nonce while each step lands on the other instance, then calls the service on both', async () => {
    const from = front.served.length;
    const browser = new Browser();
    const request = await authorizeRequest(base, DEV_CLIENT_ID);
    const { callback } = await signInAtProvider(browser, base, request, 'innmelder', 'meldesystem');
    expect(callback!.origin + callback!.pathname).toBe(`${base}/callback`);
    expect(callback!.searchParams.get('state')).toBe(request.state);
    // authorize, the login page, the form's post, the resumed authorization: never twice in a row on one instance.
    const steps = idpSteps(from);
    expect(steps.map((s) => s.method)).toEqual(['GET', 'GET', 'POST', 'GET']);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.instance).not.toBe(steps[i - 1]!.instance);

    const code = callback!.searchParams.get('code')!;
    const exchanged = await token({ code, codeVerifier: request.codeVerifier, nonce: request.nonce });
    expect(exchanged.status).toBe(200);
    const { accessToken } = await exchanged.json();
    // The code was consumed wherever it was redeemed: a second try, on whichever instance, is refused.
    const replayed = await token({ code, codeVerifier: request.codeVerifier, nonce: request.nonce });
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).reason).toMatch(/invalid_grant/);

    const authorization = `Bearer ${accessToken}`;
    const served = new Set<number>();
    for (let i = 0; i < 2; i++) {
      const ctx = await fetch(`${base}${api('/UserContext')}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ organizationId: 1001, roleId: 'daq_innmelder_selskap' }),
      });
      expect(ctx.status).toBe(200);
      served.add(front.served.at(-1)!.instance);
      const { userContextToken } = await ctx.json();
      const profile = await fetch(`${base}${api('/UserProfile/user')}`, { headers: { authorization, 'x-user-context': userContextToken } });
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({ name: 'Kari Nordmann', organization: { id: 1001 } });
      served.add(front.served.at(-1)!.instance);
    }
    expect(served.size).toBe(2);

    // Signing out on one instance ends the session on both: the other forgets its cached validity (5 s) when the
    // sign-out's NOTIFY reaches it, a few milliseconds after the answer (which may beat it under load), so each
    // instance is asked until it refuses, within 1 s, well before the cache would have expired by itself.
    const signOut = await fetch(`${base}${api('/Auth/signout')}`, { headers: { authorization } });
    const { endSessionUrl } = await signOut.json();
    const refusedBy = new Set<number>();
    await expect
      .poll(
        async () => {
          const after = await fetch(`${base}${api('/UserContext/options')}`, { headers: { authorization } });
          if (after.status === 401) refusedBy.add(front.served.at(-1)!.instance);
          return refusedBy.size;
        },
        { timeout: 1_000, interval: 20 },
      )
      .toBe(2);
    // The provider's sign-out page (one instance) and its form's post (the other) return to /logout.
    const logoutPage = await (await browser.fetch(endSessionUrl)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(logoutPage)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage)![1]!;
    const pageInstance = front.served.at(-1)!.instance;
    const done = await browser.fetch(new URL(action, base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(front.served.at(-1)!.instance).not.toBe(pageInstance);
    expect(done.headers.get('location')).toBe(`${base}/logout`);
  });

  it('a second sign-in in the same browser is remembered by the provider session on either instance', async () => {
    const browser = new Browser();
    const first = await signInAtProvider(browser, base, await authorizeRequest(base, DEV_CLIENT_ID), 'admin', 'meldesystem');
    expect(first.callback).toBeTruthy();
    // The provider's session cookie, written by one instance, is found by the other: no login page this time.
    const again = await browser.follow(base, await browser.fetch((await authorizeRequest(base, DEV_CLIENT_ID)).url));
    expect(typeof again).toBe('string');
    expect(new URL(again as string).searchParams.get('code')).toBeTruthy();
  });
});

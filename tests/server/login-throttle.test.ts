import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import idp from '../../locales/nb/idp.json' with { type: 'json' };
import { LOGIN_LIMITS, LoginThrottle } from '../../src/server/auth/idp/login-throttle';
import { passwordStats } from '../../src/server/auth/password';
import { DEV_CLIENT_ID } from '../../src/server/config';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';
import { authorizeRequest, Browser, freePort, signInAtProvider } from './oidc-flow';

/** Issue 8 item 7: failed sign-ins are throttled per account and per address; a wrong password costs the same for anyone. */
describe('login throttling of the embedded identity provider', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp('pglite', { publicUrl: base, port });
    await t.app.listen({ port, host: '127.0.0.1' });
  }, 180_000);
  afterAll(() => t?.close());

  const signIn = async (username: string, password: string) =>
    signInAtProvider(new Browser(), base, await authorizeRequest(base, DEV_CLIENT_ID), username, password);

  it('refuses every attempt after too many wrong passwords, the right one too, until the window has passed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn('godkjenner.hi', `feil-${i}`)).status!);
    expect(statuses.slice(0, LOGIN_LIMITS.perAccount)).toEqual(Array(LOGIN_LIMITS.perAccount).fill(401));
    expect(statuses.slice(LOGIN_LIMITS.perAccount)).toEqual(Array(20 - LOGIN_LIMITS.perAccount).fill(429));

    const right = await signIn('godkjenner.hi', 'meldesystem');
    expect(right.callback).toBeUndefined();
    expect(right.status).toBe(429);
    expect(right.loginPage).toContain(idp.throttled.replace('{{minutes}}', '15'));
    // Another account from the same address is not locked by it.
    expect((await signIn('godkjenner.od', 'meldesystem')).callback?.searchParams.get('code')).toBeTruthy();

    const realNow = t.app.loginThrottle!.now;
    t.app.loginThrottle!.now = () => realNow() + LOGIN_LIMITS.windowMs + 1_000;
    try {
      expect((await signIn('godkjenner.hi', 'meldesystem')).callback?.searchParams.get('code')).toBeTruthy();
    } finally {
      t.app.loginThrottle!.now = realNow;
    }
  }, 120_000);

  it('checks a wrong password with one scrypt whether the user exists or not', async () => {
    const runsOf = async (username: string) => {
      const before = passwordStats.scryptRuns;
      const result = await signIn(username, 'feil-passord');
      expect(result.status).toBe(401);
      expect(result.loginPage).toContain(idp.wrongCredentials);
      return passwordStats.scryptRuns - before;
    };
    expect(await runsOf('saksbehandler.hi')).toBe(1);
    expect(await runsOf('finnes.ikke')).toBe(1);
  }, 60_000);
});

describe('LoginThrottle', () => {
  it('limits failures per address across accounts, and a success clears only the account', async () => {
    const database = await openTestDatabase('pglite');
    try {
      let now = 1_000_000;
      const throttle = new LoginThrottle(database.db, { perAccount: 3, perAddress: 5, windowMs: 60_000 });
      throttle.now = () => now;
      for (let i = 0; i < 5; i++) await throttle.fail(`bruker${i}`, '10.0.0.1');
      expect(await throttle.waitMs('ny.bruker', '10.0.0.1')).toBe(60_000);
      expect(await throttle.waitMs('ny.bruker', '10.0.0.2')).toBe(0);
      now += 30_000;
      expect(await throttle.waitMs('ny.bruker', '10.0.0.1')).toBe(30_000);
      now += 30_001;
      expect(await throttle.waitMs('ny.bruker', '10.0.0.1')).toBe(0);

      for (let i = 0; i < 3; i++) await throttle.fail(' Kari ', `10.0.1.${i}`);
      expect(await throttle.waitMs('kari', '10.0.2.1')).toBeGreaterThan(0);
      await throttle.succeed('KARI');
      expect(await throttle.waitMs('kari', '10.0.2.1')).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});

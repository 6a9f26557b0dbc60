import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import idp from '../../locales/nb/idp.json' with { type: 'json' };
import { DEV_CLIENT_ID } from '../../src/server/config';
import { users } from '../../src/server/db/schema/index';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';
import { authorizeRequest, Browser, freePort, signInAtProvider } from './oidc-flow';

/** A user an administrator deleted (deactivated) is told at the login page that access is missing (spec 000 s8). */
describe.each(DB_KINDS)('the login page of a deactivated user (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind, { publicUrl: base, port });
    await t.app.listen({ port, host: '127.0.0.1' });
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.username, 'innmelder.skl'));
  });
  afterAll(() => t.close());

  const signIn = async (username: string, password: string) =>
    signInAtProvider(new Browser(), base, await authorizeRequest(base, DEV_CLIENT_ID), username, password);

  it("says 'Ikke tilgang' and why, with 403, and signs nobody in", async () => {
    const result = await signIn('innmelder.skl', 'meldesystem');
    expect(result.callback).toBeUndefined();
    expect(result.status).toBe(403);
    expect(result.loginPage).toContain('Ikke tilgang');
    expect(result.loginPage).toContain(idp.noAccess);
    expect(result.loginPage).not.toContain(idp.wrongCredentials);
    // The form is there again, with the username kept.
    expect(result.loginPage).toContain('value="innmelder.skl"');
  });

  it('tells a wrong password apart from missing access only to whoever knows the password', async () => {
    const wrong = await signIn('innmelder.skl', 'feil');
    expect(wrong.status).toBe(401);
    expect(wrong.loginPage).toContain(idp.wrongCredentials);
    expect(wrong.loginPage).not.toContain(idp.noAccessTitle);
    const unknown = await signIn('finnes.ikke', 'meldesystem');
    expect(unknown.status).toBe(401);
    expect(unknown.loginPage).toContain(idp.wrongCredentials);
  });

  it('still signs an active user in', async () => {
    const { callback } = await signIn('innmelder', 'meldesystem');
    expect(callback?.searchParams.get('code')).toBeTruthy();
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, USER_CONTEXT_HEADER } from '@/domain/contract';
import { createSession } from '@/server/auth/sessions';
import { signAccessToken } from '@/server/auth/tokens';
import { demoUser } from '@/server/db/seed/demo-users';
import { demoAcquisitionId } from '@/server/db/seed/reference-demo-acquisitions';
import { getToken, setToken } from '@/web/api/session-storage';
import { followTimelineEvents } from '@/web/features/acquisition/dialogue/follow-timeline-events';
import { createTestApp, type TestApp } from '../server/helpers';
import { storeSession } from './offline-bridge';

/** Troll havbunn, a submitted demo case of the company user 'innmelder'. */
const CASE = demoAcquisitionId(3);

/** The page's live timeline against the real service over a real connection (the page's fetch, its URL made absolute). */
describe('the live timeline of a page whose access token expires and whose session signs out', () => {
  let t: TestApp;
  let base: string;
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t?.close();
  });

  it('opens the next stream at once with the refreshed token when one ends at its token\'s expiry, and none after sign-out until there is a new token', async () => {
    const user = demoUser('innmelder');
    const sessionId = await createSession(t.app.db, user.id, null);
    const short = await signAccessToken(t.app.config.tokenSecret, { userId: user.id, sessionId }, 4);
    const expiresAt = (JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
    const context = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/UserContext`,
      headers: { authorization: `Bearer ${short}` },
      payload: { organizationId: user.roles[0]!.organisationId, roleId: user.roles[0]!.role },
    });
    storeSession({ authorization: `Bearer ${short}`, [USER_CONTEXT_HEADER]: context.json<{ userContextToken: string }>().userContextToken });
    const opened: { at: number; token: string | null; status: number }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const response = await realFetch(base + url, init);
      opened.push({ at: Date.now(), token: new Headers(init.headers).get('authorization'), status: response.status });
      return response;
    });
    const changes: number[] = [];
    const stop = followTimelineEvents(CASE, () => changes.push(Date.now()));
    try {
      await vi.waitFor(() => expect(opened).toHaveLength(1));
      expect(opened[0]).toMatchObject({ token: `Bearer ${short}`, status: 200 });
      // The session's refresh (every 50 s) while the token is good: the page holds a newer one before the first expires.
      const refreshed = await t.app.inject({ method: 'GET', url: `${API_BASE}/Auth/refreshtoken`, headers: { authorization: `Bearer ${short}` } });
      const fresh = refreshed.json<{ accessToken: string }>().accessToken;
      setToken(fresh);
      await vi.waitFor(() => expect(opened).toHaveLength(2), { timeout: 10_000, interval: 50 });
      expect(opened[1]).toMatchObject({ token: `Bearer ${fresh}`, status: 200 });
      // At once, not after the 3 s of a lost stream.
      expect(opened[1]!.at - expiresAt).toBeLessThan(2500);
      // The new stream's 'ready' asks the page's queries again (something may have come in between).
      await vi.waitFor(() => expect(changes.length).toBeGreaterThan(0), { timeout: 5000, interval: 50 });

      // Sign-out: the stream ends, and the page asks for no new one with the signed-out token.
      const out = await t.app.inject({ method: 'GET', url: `${API_BASE}/Auth/signout`, headers: { authorization: `Bearer ${fresh}` } });
      expect(out.statusCode).toBe(200);
      const signedOutAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(opened.filter((o) => o.at >= signedOutAt)).toEqual([]);
      // A new sign-in gives a new token: the page follows the case again with it.
      const again = await createSession(t.app.db, user.id, null);
      const next = await signAccessToken(t.app.config.tokenSecret, { userId: user.id, sessionId: again });
      setToken(next);
      await vi.waitFor(() => expect(opened.at(-1)).toMatchObject({ token: `Bearer ${next}`, status: 200 }), { timeout: 5000, interval: 50 });
      expect(getToken()).toBe(next);
    } finally {
      stop();
    }
  }, 60_000);
});

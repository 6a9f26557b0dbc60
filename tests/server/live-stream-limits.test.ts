import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PARTIES } from '@/domain/case-dialogue/parties';
import { API_BASE, USER_CONTEXT_HEADER } from '@/domain/contract';
import { createSession } from '@/server/auth/sessions';
import { signAccessToken } from '@/server/auth/tokens';
import { announceChange } from '@/server/db/queries/timeline-events';
import { demoUser } from '@/server/db/seed/demo-users';
import { demoAcquisitionId } from '@/server/db/seed/reference-demo-acquisitions';
import { STREAMS_PER_USER } from '@/server/events/open-streams';
import { STREAM_PROBLEM } from '@/server/modules/case-dialogue/timeline-events';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';
import { listeningInstances } from './operations/instances';
import { openStream, type TStream } from './live-stream';


/** A submitted demo case of Nordkapp Energi, which the company user 'innmelder' and the regulator open. */
const CASE = demoAcquisitionId(3);

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Headers of a new session of the demo user: an access token living `seconds` (default: the service's), its first role. */
async function session(app: FastifyInstance, username: string, seconds?: number) {
  const user = demoUser(username);
  const sessionId = await createSession(app.db, user.id, null);
  const token = await signAccessToken(app.config.tokenSecret, { userId: user.id, sessionId }, seconds);
  const role = user.roles[0]!;
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}/UserContext`,
    headers: { authorization: `Bearer ${token}` },
    payload: { organizationId: role.organisationId, roleId: role.role },
  });
  expect(res.statusCode, res.body).toBe(200);
  const context = res.json<{ userContextToken: string }>().userContextToken;
  return {
    userId: user.id,
    sessionId,
    headers: { authorization: `Bearer ${token}`, [USER_CONTEXT_HEADER]: context },
    /** The same session and user context with another access token (as the page's refresh gives it). */
    withToken: (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, [USER_CONTEXT_HEADER]: context }),
  };
}

/** A change of the case every party is told of: a stream still open gets it. */
async function announce(app: FastifyInstance): Promise<string> {
  const messageId = crypto.randomUUID();
  await announceChange(app.db, { acquisitionId: CASE, messageId, parties: ALL_PARTIES });
  return messageId;
}

describe.each(DB_KINDS)('a live event stream lives no longer than what authorised it (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  const open: TStream[] = [];
  const stream = async (headers: Record<string, string>) => {
    const s = await openStream(base, CASE, headers);
    open.push(s);
    return s;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseOf(t.app);
  }, 60_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  it("ends at once every stream of a session that signs out (an event 'end' sessionEnded, then closed); another session of the same user keeps its stream; the signed-out headers are refused on reconnect", async () => {
    const kari = await session(t.app, 'innmelder');
    const otherDevice = await session(t.app, 'innmelder');
    const tabs = [await stream(kari.headers), await stream(kari.headers)];
    const other = await stream(otherDevice.headers);
    for (const s of [...tabs, other]) {
      expect(s.status).toBe(200);
      await s.waitFor((e) => e.event === 'ready');
    }
    const signedOut = await t.app.inject({ method: 'GET', url: `${API_BASE}/Auth/signout`, headers: kari.headers });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    for (const s of tabs) {
      expect((await s.waitFor((e) => e.event === 'end')).data).toEqual({ reason: 'sessionEnded' });
      await s.waitEnded();
    }
    const sentinel = await announce(t.app);
    await other.waitFor((e) => e.event === 'message' && e.data.messageId === sentinel);
    expect(other.events.filter((e) => e.event === 'end')).toEqual([]);
    const again = await stream(kari.headers);
    expect(again.status).toBe(401);
    expect(again.problem).toMatchObject({ status: 401, detail: 'problems:auth.sessionEnded' });
    expect(t.app.openStreams.countOf(kari.userId)).toBe(1);
    other.close();
    await expect.poll(() => t.app.openStreams.countOf(kari.userId)).toBe(0);
  });

  it("ends when the access token it was opened with expires (an event 'end' tokenExpired); reopened with the page's refreshed token it is authorised anew, with the expired one refused", async () => {
    const short = await session(t.app, 'innmelder', 4);
    // The page's refresh (every 50 s) while the token is still good: a new token of the same session.
    const refreshed = await t.app.inject({ method: 'GET', url: `${API_BASE}/Auth/refreshtoken`, headers: short.headers });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const fresh = short.withToken(refreshed.json<{ accessToken: string }>().accessToken);
    const s = await stream(short.headers);
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
    expect((await s.waitFor((e) => e.event === 'end', 8000)).data).toEqual({ reason: 'tokenExpired' });
    await s.waitEnded();
    const expired = await stream(short.headers);
    expect(expired.status).toBe(401);
    expect(expired.problem).toMatchObject({ status: 401, detail: 'problems:auth.invalidToken' });
    const reopened = await stream(fresh);
    expect(reopened.status).toBe(200);
    await reopened.waitFor((e) => e.event === 'ready');
    const sentinel = await announce(t.app);
    await reopened.waitFor((e) => e.event === 'message' && e.data.messageId === sentinel);
    // Re-authorised means asked again: once the session has signed out, the fresh token opens nothing either.
    await t.app.inject({ method: 'GET', url: `${API_BASE}/Auth/signout`, headers: fresh });
    await reopened.waitEnded();
    expect((await stream(fresh)).status).toBe(401);
  });

  it(`holds at most ${STREAMS_PER_USER} open streams of one user: one more is 429 problem+json (Norwegian detail, Retry-After); other users and the probe are not held back; a closed stream frees its place`, async () => {
    const kari = await session(t.app, 'innmelder');
    const mine: TStream[] = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const s = await stream(kari.headers);
      expect(s.status, `stream ${i + 1}`).toBe(200);
      await s.waitFor((e) => e.event === 'ready');
      mine.push(s);
    }
    // Another session of the same user counts too: the cap is per user.
    const beyond = await stream((await session(t.app, 'innmelder')).headers);
    expect(beyond.status).toBe(429);
    expect(beyond.headers.get('content-type')).toContain('application/problem+json');
    expect(beyond.headers.get('retry-after')).toBe('30');
    expect(beyond.problem).toMatchObject({ status: 429, title: 'Too Many Requests', detail: STREAM_PROBLEM.tooMany, code: 'tooManyStreams', max: STREAMS_PER_USER });
    const probe = await fetch(`${base}${API_BASE}/Acquisitions/${CASE}/events?once=true`, { headers: { ...kari.headers, accept: 'text/event-stream' } });
    expect(probe.status).toBe(200);
    await probe.text();
    const regulator = await stream((await session(t.app, 'saksbehandler.od')).headers);
    expect(regulator.status).toBe(200);
    mine.pop()!.close();
    await expect.poll(() => t.app.openStreams.countOf(kari.userId)).toBe(STREAMS_PER_USER - 1);
    const freed = await stream(kari.headers);
    expect(freed.status).toBe(200);
    await freed.waitFor((e) => e.event === 'ready');
    for (const s of [...mine, freed]) s.close();
    await expect.poll(() => t.app.openStreams.countOf(kari.userId)).toBe(0);
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('sign-out through one service instance ends the streams open on another (PostgreSQL)', () => {
  const apps: FastifyInstance[] = [];
  let close = async () => {};
  beforeAll(async () => {
    const instances = await listeningInstances('test_streams');
    apps.push(...instances.apps);
    close = instances.close;
  }, 120_000);
  afterAll(() => close());

  it("a stream on instance A ends when its session signs out through instance B, and A refuses the session at once (not after its cache's seconds)", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const kari = await session(a, 'innmelder');
    const s = await openStream(baseOf(a), CASE, kari.headers);
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
    const signedOut = await b.inject({ method: 'GET', url: `${API_BASE}/Auth/signout`, headers: kari.headers });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect((await s.waitFor((e) => e.event === 'end')).data).toEqual({ reason: 'sessionEnded' });
    await s.waitEnded();
    const again = await openStream(baseOf(a), CASE, kari.headers);
    expect(again.status).toBe(401);
  });
});

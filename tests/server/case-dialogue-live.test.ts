import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, USER_CONTEXT_HEADER } from '@/domain/contract';
import { startSession } from '@/server/auth/sign-in';
import type { Db } from '@/server/db/client';
import { acquisitionInputs, acquisitions } from '@/server/db/schema/index';
import { writeMessage } from '@/server/db/queries/message-store';
import { announceChange } from '@/server/db/queries/timeline-events';
import { demoUser } from '@/server/db/seed/demo-users';
import { ALL_PARTIES } from '@/domain/case-dialogue/parties';
import { MessageType } from '@/domain/enums/message-type';
import { Party } from '@/domain/roles';
import { createTestApp, DB_KINDS } from './helpers';
import { openStream } from './live-stream';
import { listeningInstances } from './operations/instances';


async function signIn(app: FastifyInstance, username: string): Promise<Record<string, string>> {
  const user = demoUser(username);
  const { accessToken } = await startSession(app, user.id, null);
  const headers = { authorization: `Bearer ${accessToken}` };
  const role = user.roles[0]!;
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}/UserContext`,
    headers,
    payload: { organizationId: role.organisationId, roleId: role.role },
  });
  return { ...headers, [USER_CONTEXT_HEADER]: res.json<{ userContextToken: string }>().userContextToken };
}

/** A submitted case of Nordkapp Energi (1001), inserted directly. */
async function submittedCase(db: Db): Promise<string> {
  const [row] = await db
    .insert(acquisitions)
    .values({
      name: 'NKE-LIVE',
      status: 1,
      type: 2521,
      lawCategory: 1000,
      companyId: 1001,
      createdBy: demoUser('innmelder').id,
    })
    .returning({ id: acquisitions.id });
  await db.insert(acquisitionInputs).values({ acquisitionId: row!.id });
  return row!.id;
}

const inquiryToCompany = { MessageContent: 'Når starter dere?', CmpReplyIndicator: 10 };

describe.each(DB_KINDS)('live timeline events (%s, one instance)', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('streams the ids of a new message of the case to a viewer of it within 2 s; 404 to another company, 401 without a token', async () => {
    const id = await submittedCase(t.app.db);
    const kari = await t.signIn('innmelder');
    const stream = await openStream(base, id, kari);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/Messages/${id}/inquiry`,
      headers: await t.signIn('saksbehandler.od'),
      payload: inquiryToCompany,
    });
    expect(sent.statusCode).toBe(201);
    const started = Date.now();
    const event = await stream.waitFor((e) => e.event === 'message');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event.data).toEqual({ acquisitionId: id, messageId: sent.json().messageId });
    stream.close();
    const other = await openStream(
      base,
      id,
      await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' }),
    );
    expect(other.status).toBe(404);
    expect((await openStream(base, id, {})).status).toBe(401);
    expect((await openStream(base, 'not-a-uuid', kari)).status).toBe(400);
  });
});

type TStream = Awaited<ReturnType<typeof openStream>>;

describe.each(DB_KINDS)('live events of every write that changes a timeline or header (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  let id: string;
  let writer: Record<string, string>;
  /** Streams of another regulator user (the writer's party), the fisheries directorate and the company. */
  let sameParty: TStream;
  let otherAuthority: TStream;
  let company: TStream;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    id = await submittedCase(t.app.db);
    writer = await t.signIn('saksbehandler.od');
    sameParty = await openStream(base, id, await t.signIn('godkjenner.od'));
    otherAuthority = await openStream(base, id, await t.signIn('saksbehandler.fdir'));
    company = await openStream(base, id, await t.signIn('innmelder'));
    for (const s of [sameParty, otherAuthority, company]) await s.waitFor((e) => e.event === 'ready');
  });
  afterAll(async () => {
    for (const s of [sameParty, otherAuthority, company]) s?.close();
    await t?.close();
  });

  /**
   * Runs the write, then announces a sentinel every party is told of: a stream that is told of the write has an event
   * for it (messageId as given, or none for a header change) before the sentinel; a stream that is not has nothing
   * between (notifications reach a stream in commit order).
   */
  async function expectTold(
    write: () => Promise<unknown>,
    messageId: () => string | undefined,
    told: TStream[],
    notTold: TStream[],
  ) {
    const streams = [...told, ...notTold];
    const before = streams.map((s) => s.events.length);
    await write();
    const sentinel = crypto.randomUUID();
    await announceChange(t.app.db, { acquisitionId: id, messageId: sentinel, parties: ALL_PARTIES });
    for (const [i, s] of streams.entries()) {
      await s.waitFor((e) => e.event === 'message' && e.data.messageId === sentinel);
      const between = s.events.slice(before[i]).filter((e) => e.event === 'message');
      between.pop();
      const expected = told.includes(s)
        ? [
            {
              event: 'message',
              data: { acquisitionId: id, ...(messageId() ? { messageId: messageId() } : {}) },
            },
          ]
        : [];
      expect(between, `stream ${i}`).toEqual(expected);
    }
  }

  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = writer) => {
    const res = await t.app.inject({ method, url: API_BASE + url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };

  it('note written, edited, archived and deleted: told to the other viewers of the writing party only', async () => {
    let note = '';
    await expectTold(
      async () =>
        (note = (await call('POST', `/Messages/${id}/note`, { messageContent: 'Notat' })).json<{
          messageId: string;
        }>().messageId),
      () => note,
      [sameParty],
      [otherAuthority, company],
    );
    expect(note).toMatch(/^[0-9a-f-]{36}$/);
    await expectTold(
      () => call('PUT', `/Messages/${note}/note`, { messageContent: 'Notat, endret', version: 1 }),
      () => note,
      [sameParty],
      [otherAuthority, company],
    );
    await expectTold(
      () => call('PUT', `/Messages/${note}/note/archive`),
      () => note,
      [sameParty],
      [otherAuthority, company],
    );
    let second = '';
    await expectTold(
      async () =>
        (second = (await call('POST', `/Messages/${id}/note`, { messageContent: 'Nok et' })).json<{
          messageId: string;
        }>().messageId),
      () => second,
      [sameParty],
      [otherAuthority, company],
    );
    await expectTold(
      () => call('DELETE', `/Messages/${second}/note`),
      () => second,
      [sameParty],
      [otherAuthority, company],
    );
  });

  it("a party's indicator switched off (clock, reply indicator, eye): told to that party's other viewers only", async () => {
    const on = { approachingDeadline: true, taskPending: true, toInformation: true };
    let message = '';
    const write = () =>
      t.app.db.transaction(
        async (tx) =>
          (message = await writeMessage(tx, {
            acquisitionId: id,
            messageType: MessageType.Submission,
            authorUserId: demoUser('innmelder').id,
            authorParty: Party.Company,
            authorOrganisationId: 1001,
            partyStates: [
              { party: Party.Regulator, ...on },
              { party: Party.FisheriesDirectorate, ...on },
            ],
          })),
      );
    await expectTold(write, () => message, [sameParty, otherAuthority, company], []);
    for (const path of ['setClockOff', 'setMessageReplyIndicatorOff', 'InfoIconOff']) {
      await expectTold(
        () => call('PUT', `/Messages/${message}/${path}`),
        () => message,
        [sameParty],
        [otherAuthority, company],
      );
    }
  });

  it("the party's flag: told to that party's other viewers only; the ministry checkbox and a contact person: to every party", async () => {
    await expectTold(
      () => call('PUT', `/Acquisitions/${id}/flag`, { flagDate: '2030-01-01' }),
      () => undefined,
      [sameParty],
      [otherAuthority, company],
    );
    await expectTold(
      () => call('PUT', `/Acquisitions/${id}/flag`, { flagDate: null }),
      () => undefined,
      [sameParty],
      [otherAuthority, company],
    );
    await expectTold(
      () => call('PUT', `/Acquisitions/${id}/submittedToOed/true`),
      () => undefined,
      [sameParty, otherAuthority, company],
      [],
    );
    const hi = await t.signIn('saksbehandler.hi');
    await expectTold(
      () =>
        call(
          'PUT',
          `/Acquisitions/${id}/contactPersons`,
          { userProfileId: demoUser('saksbehandler.hi').id },
          hi,
        ),
      () => undefined,
      [sameParty, otherAuthority, company],
      [],
    );
  });

  it('a message of the regulator to the company: told to the regulator and the company, not the fisheries directorate', async () => {
    let message = '';
    await expectTold(
      async () =>
        (message = (await call('POST', `/Messages/${id}/inquiry`, inquiryToCompany)).json<{
          messageId: string;
        }>().messageId),
      () => message,
      [sameParty, company],
      [otherAuthority],
    );
  });
});

describe.runIf(DB_KINDS.includes('postgres'))(
  'live timeline events across two service instances on one PostgreSQL',
  () => {
    const apps: FastifyInstance[] = [];
    let close = async () => {};
    beforeAll(async () => {
      const instances = await listeningInstances('test_live');
      apps.push(...instances.apps);
      close = instances.close;
    }, 120_000);
    afterAll(() => close());

    it('a message written through instance B reaches a stream open on instance A (LISTEN/NOTIFY)', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const id = await submittedCase(a.db);
      const base = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
      const stream = await openStream(base, id, await signIn(a, 'innmelder'));
      await stream.waitFor((e) => e.event === 'ready');
      const sent = await b.inject({
        method: 'POST',
        url: `${API_BASE}/Messages/${id}/inquiry`,
        headers: await signIn(b, 'saksbehandler.od'),
        payload: inquiryToCompany,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const event = await stream.waitFor(
        (e) => e.event === 'message' && e.data.messageId === sent.json().messageId,
      );
      expect(event.data.acquisitionId).toBe(id);
      stream.close();
    });
  },
);

describe('stopping the service with live streams open', () => {
  it('ends the open streams and stops at once (a stop is not held by an open timeline)', async () => {
    const t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const id = await submittedCase(t.app.db);
    const stream = await openStream(base, id, await t.signIn('innmelder'));
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    const closed = t.close().then(() => 'closed');
    const held = new Promise((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000));
    expect(await Promise.race([closed, held])).toBe('closed');
    stream.close();
  }, 60_000);
});

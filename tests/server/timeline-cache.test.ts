import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineCursorOf } from '@/domain/case-dialogue/timeline-cursor';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { attachments, messagePartyStates, messages, organisations, users } from '@/server/db/schema/index';
import { client, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/**
 * GET /Acquisitions/{id}/timeline answers from a cache per acquisition × party × role × day, checked on every call
 * against a stamp of the rows the answer is made of: a write by any path (here plain SQL, which announces nothing)
 * shows on the next call; gzip is served when asked and is the same JSON; viewer groups never share an answer.
 */
describe.each(DB_KINDS)('timeline answer cache (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let odCase: Headers;
  let other: Headers;
  /** Troll havbunn (ongoing, Nordkapp Energi), a demo case with a history. */
  const troll = 'a6000000-0000-4000-a000-000000000003';
  const timeline = async (who: Headers) => {
    const res = await c.call('GET', `/Acquisitions/${troll}/timeline`, who);
    expect(res.statusCode).toBe(200);
    return res.json<TTimelineMessage[]>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    odCase = await t.signIn('saksbehandler.od');
    other = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
  });
  afterAll(() => t?.close());

  it('shows writes made past the service (message, party state, author, organisation, attachment, delete) on the next call', async () => {
    const before = await timeline(kari);
    const target = before.find((m) => m.auditUser.createdByUserId !== null)!;
    expect(target).toBeDefined();
    expect(await timeline(kari)).toEqual(before); // served again, unchanged

    await t.app.db.update(messages).set({ content: 'Endret utenom tjenesten.' }).where(eq(messages.id, target.messageId));
    expect((await timeline(kari)).find((m) => m.messageId === target.messageId)!.messageContent).toBe('Endret utenom tjenesten.');

    await t.app.db
      .insert(messagePartyStates)
      .values({ messageId: target.messageId, acquisitionId: troll, party: 4, taskPending: true })
      .onConflictDoUpdate({ target: [messagePartyStates.messageId, messagePartyStates.party], set: { taskPending: true } });
    expect((await timeline(kari)).find((m) => m.messageId === target.messageId)!.taskPending).toBe(true);
    await t.app.db.update(messagePartyStates).set({ taskPending: false }).where(and(eq(messagePartyStates.messageId, target.messageId), eq(messagePartyStates.party, 4)));
    expect((await timeline(kari)).find((m) => m.messageId === target.messageId)!.taskPending).toBe(false);

    await t.app.db.update(users).set({ firstName: 'Omdøpt' }).where(eq(users.id, target.auditUser.createdByUserId!));
    expect((await timeline(kari)).find((m) => m.messageId === target.messageId)!.auditUser.createdBy).toMatch(/^Omdøpt /);

    const organisation = target.auditUser.createdByOrganisationName!;
    expect(organisation).toBeTruthy();
    await t.app.db.update(organisations).set({ name: 'Omdøpt AS' }).where(eq(organisations.name, organisation));
    expect((await timeline(kari)).find((m) => m.messageId === target.messageId)!.auditUser.createdByOrganisationName).toBe('Omdøpt AS');
    await t.app.db.update(organisations).set({ name: organisation }).where(eq(organisations.name, 'Omdøpt AS'));

    await t.app.db.insert(attachments).values({
      id: randomUUID(),
      acquisitionId: troll,
      messageId: target.messageId,
      kind: 'attachment',
      name: 'vedlegg.txt',
      size: 3,
      sha256: 'a'.repeat(64),
      contentType: 'text/plain',
      storageKey: 'timeline-cache-test',
      uploadedBy: target.auditUser.createdByUserId!,
    });
    expect((await timeline(kari)).find((m) => m.messageId === target.messageId)!.attachments.map((a) => a.name)).toContain('vedlegg.txt');

    await t.app.db.execute(sql`delete from messages where id = ${target.messageId}`);
    const after = await timeline(kari);
    expect(after.some((m) => m.messageId === target.messageId)).toBe(false);
    expect(after).toHaveLength(before.length - 1);
  });

  it('serves gzip when asked, the same JSON as without; parties keep their own answers', async () => {
    const url = `/DataAcquisition-service/Acquisitions/${troll}/timeline`;
    const plain = await t.app.inject({ method: 'GET', url, headers: kari });
    const zipped = await t.app.inject({ method: 'GET', url, headers: { ...kari, 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());

    // A regulator's note (6030) is seen by the regulator only: each party's answer stays its own.
    await timeline(kari);
    await timeline(odCase);
    const [note] = await t.app.db
      .insert(messages)
      .values({ acquisitionId: troll, messageType: 6030, content: 'Intern merknad.', authorParty: 1 })
      .returning({ id: messages.id });
    expect((await timeline(odCase)).some((m) => m.messageId === note!.id)).toBe(true);
    expect((await timeline(kari)).some((m) => m.messageId === note!.id)).toBe(false);
    expect((await timeline(odCase)).some((m) => m.messageId === note!.id)).toBe(true);
  });

  it('calls arriving together share the access query, each with its own access check, and all see a write made before', async () => {
    await t.app.db.update(messages).set({ content: 'Skrevet før kallene.' }).where(eq(messages.acquisitionId, troll));
    const calls = [kari, other, odCase, kari, other].map((who) => c.call('GET', `/Acquisitions/${troll}/timeline`, who));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 200, 200, 404]);
    for (const a of [answers[0]!, answers[2]!, answers[3]!]) {
      expect(a.json<TTimelineMessage[]>().every((m) => m.messageContent === 'Skrevet før kallene.')).toBe(true);
    }
  });

  it('answers 304 to a client that holds the answer (If-None-Match), a new answer with a new ETag after a write', async () => {
    const url = `/DataAcquisition-service/Acquisitions/${troll}/timeline`;
    const first = await t.app.inject({ method: 'GET', url, headers: kari });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { ...kari, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another party's answer has its own tag.
    const regulator = await t.app.inject({ method: 'GET', url, headers: { ...odCase, 'if-none-match': etag } });
    expect(regulator.statusCode).toBe(200);

    await t.app.db.update(messages).set({ content: 'Etter taggen.' }).where(eq(messages.acquisitionId, troll));
    const changed = await t.app.inject({ method: 'GET', url, headers: { ...kari, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<TTimelineMessage[]>()[0]!.messageContent).toBe('Etter taggen.');
  });

  it('pages newest first by a cursor: the pages make the whole timeline, a new message does not shift them, each page has its own ETag', async () => {
    const whole = await timeline(kari);
    expect(whole.length).toBeGreaterThan(6);
    const page = async (limit: number, before?: string) => {
      const query = `limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const res = await c.call('GET', `/Acquisitions/${troll}/timeline?${query}`, kari);
      expect(res.statusCode).toBe(200);
      return { list: res.json<TTimelineMessage[]>(), etag: String(res.headers.etag) };
    };
    const first = await page(3);
    expect(first.list.map((m) => m.messageId)).toEqual(whole.slice(0, 3).map((m) => m.messageId));
    const pages = [...first.list];
    for (let before = timelineCursorOf(first.list.at(-1)!); ; ) {
      const next = await page(3, before);
      pages.push(...next.list);
      if (next.list.length < 3) break;
      before = timelineCursorOf(next.list.at(-1)!);
    }
    expect(pages.map((m) => m.messageId)).toEqual(whole.map((m) => m.messageId));

    const second = await page(3, timelineCursorOf(first.list.at(-1)!));
    expect(second.etag).not.toBe(first.etag);
    // A new message comes at the top: the page after the same cursor is the same messages.
    await t.app.db.insert(messages).values({ acquisitionId: troll, messageType: 1002, content: 'Ny øverst.', authorParty: 4 });
    const newest = await page(3);
    expect(newest.list[0]!.messageContent).toBe('Ny øverst.');
    expect((await page(3, timelineCursorOf(first.list.at(-1)!))).list.map((m) => m.messageId)).toEqual(second.list.map((m) => m.messageId));
    // A cursor whose message is gone still pages by its position.
    const gone = { createdDate: first.list.at(-1)!.createdDate, messageId: randomUUID() };
    const after = (await page(500, timelineCursorOf(gone))).list;
    expect(after.every((m) => m.createdDate <= gone.createdDate)).toBe(true);

    for (const bad of ['limit=0', 'limit=501', 'before=yesterday', `before=${encodeURIComponent('2026-01-01T00:00:00.000Z_x')}`]) {
      expect((await c.call('GET', `/Acquisitions/${troll}/timeline?${bad}`, kari)).statusCode, bad).toBe(400);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { demoUser } from '../../src/server/db/seed/demo-users';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

const info = (email: string) => ({ email, phone: '+47 12345678', signature: 'Geofysiker', requireContactInfoConfirmation: false });

describe.each(DB_KINDS)('idempotency keys (%s)', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const save = (key: string | undefined, email: string, h = headers) =>
    t.app.inject({
      method: 'PUT',
      url: api('/UserProfile/saveDaqUserInformation'),
      headers: key === undefined ? h : { ...h, 'idempotency-key': key },
      payload: info(email),
    });
  const emailOf = async (username: string) =>
    (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, demoUser(username).id)))[0].email;

  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = await t.signIn('innmelder');
  });
  afterAll(() => t.close());

  it('replays the first response for a repeat with the same key and body, without doing the work again', async () => {
    const first = await save('key-1', 'first@example.com');
    expect(first.statusCode).toBe(200);
    await t.app.db.update(users).set({ email: 'changed@example.com' }).where(eq(users.id, demoUser('innmelder').id));
    const repeat = await save('key-1', 'first@example.com');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await emailOf('innmelder')).toBe('changed@example.com');
  });

  it('refuses the same key with another body (422)', async () => {
    await save('key-2', 'a@example.com');
    const other = await save('key-2', 'b@example.com');
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toContain('application/problem+json');
  });

  it('keeps keys per user, and runs again without a key', async () => {
    const kari = await save('shared-key', 'kari@example.com');
    const other = await t.signIn('flere.roller');
    const nils = await save('shared-key', 'nils@example.com', other);
    expect(kari.statusCode).toBe(200);
    expect(nils.statusCode).toBe(200);
    expect(nils.headers['idempotent-replayed']).toBeUndefined();
    expect(await emailOf('flere.roller')).toBe('nils@example.com');
    expect((await save(undefined, 'x@example.com')).statusCode).toBe(200);
    expect((await save(undefined, 'y@example.com')).headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a stored 4xx answer too, and refuses a key longer than 200 characters', async () => {
    const bad = (key: string) =>
      t.app.inject({ method: 'PUT', url: api('/UserProfile/saveGdprConfirmation'), headers: { ...headers, 'idempotency-key': key }, payload: { textId: 9999 } });
    expect((await bad('gdpr-1')).statusCode).toBe(400);
    const again = await bad('gdpr-1');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await save('k'.repeat(201), 'z@example.com')).statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent requests with the same key run', async () => {
    const results = await Promise.all([save('race', 'race@example.com'), save('race', 'race@example.com')]);
    const ran = results.filter((r) => r.statusCode === 200 && !r.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    const other = results.find((r) => r !== ran[0])!;
    expect([409, 200]).toContain(other.statusCode);
    if (other.statusCode === 200) expect(other.headers['idempotent-replayed']).toBe('true');
  });
});

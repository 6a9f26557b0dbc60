import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitions, messages } from '../../../src/server/db/schema/index';
import { createTestApp, DB_KINDS, api, type SignInHeaders, type TestApp } from '../helpers';

const acquisitionId = (n: number) => `a6000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

describe.each(DB_KINDS)('admin acquisitions and users (%s)', (kind) => {
  let t: TestApp;
  let headers: SignInHeaders;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, h = headers) =>
    t.app.inject({ method, url: api(path), headers: h, payload });
  beforeAll(async () => {
    t = await createTestApp(kind);
    headers = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('lists acquisitions but not drafts, by name, with isCancellable by status', async () => {
    const list = (await call('GET', '/admin/acquisition')).json() as { name: string; status: number; isCancellable: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(11);
    expect(list.some((a) => a.status === 99)).toBe(false);
    for (const a of list) expect(a.isCancellable).toBe([1, 10, 20, 30].includes(a.status));
    expect(list.map((a) => a.name)).toEqual([...list.map((a) => a.name)].sort());
  });

  it('searches by part of the name, by npdId and by id', async () => {
    const byName = (await call('POST', '/admin/acquisition/search', { id: 'heidrun' })).json() as { id: string; npdId: number }[];
    expect(byName).toHaveLength(1);
    expect(byName[0].id).toBe(acquisitionId(2));
    const byNpdId = (await call('POST', '/admin/acquisition/search', { id: String(byName[0].npdId) })).json() as { id: string }[];
    expect(byNpdId.map((a) => a.id)).toContain(acquisitionId(2));
    const byId = (await call('POST', '/admin/acquisition/search', { id: acquisitionId(2) })).json() as unknown[];
    expect(byId).toHaveLength(1);
    expect((await call('POST', '/admin/acquisition/search', { id: '' })).statusCode).toBe(400);
  });

  it('cancels a planned acquisition: status Avlyst, reason kept, not cancellable again', async () => {
    const res = await call('PUT', `/admin/acquisition/${acquisitionId(8)}/cancel`, { changeReason: 54, statusChangeComment: 'Fartøyet er ikke tilgjengelig' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 50, isCancellable: false });
    const again = await call('PUT', `/admin/acquisition/${acquisitionId(8)}/cancel`, { changeReason: 53 });
    expect(again.statusCode).toBe(409);
    const [row] = await t.app.db.select().from(acquisitions).where(eq(acquisitions.id, acquisitionId(8)));
    expect(row).toMatchObject({ status: 50, statusChangeReason: 54, statusChangeComment: 'Fartøyet er ikke tilgjengelig', version: 2 });
    const cancelMessages = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.acquisitionId, acquisitionId(8)), eq(messages.messageType, 1003)));
    expect(cancelMessages).toHaveLength(1);
    expect(cancelMessages[0]).toMatchObject({ changeReason: 54, comment: 'Fartøyet er ikke tilgjengelig' });
  });

  it('refuses to cancel a finished acquisition (409) and an unknown one (404)', async () => {
    expect((await call('PUT', `/admin/acquisition/${acquisitionId(5)}/cancel`, { changeReason: 53 })).statusCode).toBe(409);
    expect((await call('PUT', `/admin/acquisition/${acquisitionId(999)}/cancel`, { changeReason: 53 })).statusCode).toBe(404);
  });

  it('lists users with name, email, role, company, active and last login', async () => {
    const users = (await call('GET', '/admin/users')).json() as { name: string; role: string; companyName: string; isActive: boolean }[];
    const kari = users.find((u) => u.name === 'Kari Nordmann')!;
    expect(kari).toMatchObject({ role: 'daq_innmelder_selskap', companyName: 'Nordkapp Energi ASA', isActive: true });
    const many = users.find((u) => u.role.includes(','))!;
    expect(many.companyName.split(', ').length).toBeGreaterThan(1);
  });

  it('deletes a user: inactive, sessions revoked at once, 409 the second time, 400 for oneself', async () => {
    const userHeaders = await t.signIn('saksbehandler.hi');
    expect((await call('GET', '/Vessel/vessels', undefined, userHeaders)).statusCode).toBe(200);
    const users = (await call('GET', '/admin/users')).json() as { id: string; name: string }[];
    const erik = users.find((u) => u.name === 'Erik Nilsen')!;
    const res = await call('PUT', `/admin/users/${erik.id}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect((await call('GET', '/Vessel/vessels', undefined, userHeaders)).statusCode).toBe(401);
    expect((await call('PUT', `/admin/users/${erik.id}/delete`)).statusCode).toBe(409);
    const me = users.find((u) => u.name === 'Anne Kristiansen')!;
    expect((await call('PUT', `/admin/users/${me.id}/delete`)).statusCode).toBe(400);
  });
});

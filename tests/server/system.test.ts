import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemNotifications } from '../../src/server/db/schema/index';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('info and system notifications (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { environment: 'test', inProduction: false, version: '1.2.3' });
  });
  afterAll(() => t.close());

  it('answers the server information without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('/info') });
    expect(res.json()).toEqual({ inProduction: false, environment: 'test', version: '1.2.3', accessibilityContact: 'meldesystem@sodir.no' });
  });

  it('names the accessibility contact the operator configured', async () => {
    const other = await createTestApp(kind, { accessibilityContact: 'uu@etaten.example' });
    try {
      const res = await other.app.inject({ method: 'GET', url: api('/info') });
      expect(res.json()).toMatchObject({ accessibilityContact: 'uu@etaten.example' });
    } finally {
      await other.close();
    }
  });

  it('answers the notifications active now', async () => {
    const hour = 3600_000;
    await t.app.db.insert(systemNotifications).values([
      { title: 'Over', description: 'past', severity: 'error', activeTo: new Date(Date.now() - hour) },
      { title: 'Kommer', description: 'future', activeFrom: new Date(Date.now() + hour) },
      { title: 'Nå', description: 'now', severity: 'success', activeFrom: new Date(Date.now() - hour), activeTo: new Date(Date.now() + hour) },
    ]);
    const res = await t.app.inject({ method: 'GET', url: api('/systemnotification') });
    expect(res.statusCode).toBe(200);
    const titles = (res.json() as { title: string; severity: string }[]).map((n) => `${n.severity}:${n.title}`);
    expect(titles).toEqual(['info:Velkommen til Meldesystem', 'warning:Planlagt vedlikehold', 'success:Nå']);
  });
});

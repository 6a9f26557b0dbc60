import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { testConfig } from '../../../src/server/config';
import { openDatabase, type DbHandle } from '../../../src/server/db/client';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers';
import { TcpProxy } from './tcp-proxy';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

describe.each(DB_KINDS)('health probes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it('answers live and ready without a token, never cached', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when a migration of this build is missing', async () => {
    const last = await t.app.db.execute(`select id from drizzle.__drizzle_migrations order by id desc limit 1`);
    const id = (last as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const saved = await t.app.db.execute(`delete from drizzle.__drizzle_migrations where id = ${id} returning *`);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reason).toMatch(/^migrations: \d+ of \d+ applied$/);
    } finally {
      const row = (saved as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
      await t.app.db.execute(`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, '${row.hash}', ${row.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });
});

describe.skipIf(!DB_KINDS.includes('postgres'))('readiness follows the database (PostgreSQL behind a proxy)', () => {
  const name = `test_health_${randomBytes(4).toString('hex')}`;
  const proxy = new TcpProxy({ host: '127.0.0.1', port: 5432 });
  let database: DbHandle;
  let app: FastifyInstance;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    await proxy.up();
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/${name}` });
    app = await buildApp(testConfig({ seedDemoData: false }), { database });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await proxy.up().catch(() => undefined);
    await app?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('answers 503 with the reason while the database is away, and 200 when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await proxy.down();
    const away = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ status: 'not ready', reason: expect.stringMatching(/^database: /) });
    // The process itself still answers: an orchestrator must not restart it for the database's sake.
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await proxy.up();
    const back = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(back.statusCode).toBe(200);
  }, 60_000);
});

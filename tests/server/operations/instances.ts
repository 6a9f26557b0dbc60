import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_BASE, USER_CONTEXT_HEADER } from '../../../src/domain/contract';
import { buildApp } from '../../../src/server/app';
import { startSession } from '../../../src/server/auth/sign-in';
import { testConfig, type AppConfig } from '../../../src/server/config';
import { openDatabase, type DbHandle } from '../../../src/server/db/client';
import { demoUser } from '../../../src/server/db/seed/demo-users';
import { seedDemoData } from '../../../src/server/db/seed/index';
import { createPostgresFromTemplate } from '../database-templates';
import type { TestApp } from '../helpers';

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the test server: its name and address. */
export async function createPostgresDatabase(prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return { name, url: POSTGRES_ADMIN_URL.replace(/\/test$/, `/${name}`), drop: async () => void (await adminQuery(`drop database if exists ${name} with (force)`)) };
}

/** One service instance on a database others may share (as TestApp, whose close leaves the database). */
export async function instanceOn(databaseUrl: string, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database: DbHandle = await openDatabase({ databaseUrl });
  const app: FastifyInstance = await buildApp(testConfig({ fileStore: 'postgres', ...overrides }), { database });
  await app.ready();
  return {
    app,
    kind: 'postgres',
    close: async () => {
      await app.close();
      await database.close();
    },
    signIn: async (username, context) => {
      const user = demoUser(username);
      const { accessToken } = await startSession(app, user.id, null);
      const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
      if (context === 'none') return headers;
      const chosen = context ?? (user.roles[0] && { organizationId: user.roles[0].organisationId, roleId: user.roles[0].role });
      if (!chosen) return headers;
      const response = await app.inject({ method: 'POST', url: `${API_BASE}/UserContext`, headers, payload: chosen });
      if (response.statusCode !== 200) throw new Error(`POST /UserContext for ${username}: ${response.statusCode} ${response.body}`);
      return { ...headers, [USER_CONTEXT_HEADER]: response.json<{ userContextToken: string }>().userContextToken };
    },
  };
}

/**
 * Service instances listening on loopback over one new PostgreSQL database, a copy of the run's seeded template (live
 * events fan out between them through LISTEN/NOTIFY); close() stops them and drops the database.
 */
export async function listeningInstances(prefix: string, count = 2): Promise<{ apps: FastifyInstance[]; close(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const seeded = await createPostgresFromTemplate(name);
  const database = { url: POSTGRES_ADMIN_URL.replace(/\/test$/, `/${name}`), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
  const handles: { app: FastifyInstance; db: DbHandle }[] = [];
  for (let i = 0; i < count; i++) {
    const db = await openDatabase({ databaseUrl: database.url });
    if (i === 0 && !seeded) await seedDemoData(db.db);
    const app = await buildApp(testConfig(), { database: db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    handles.push({ app, db });
  }
  return {
    apps: handles.map((h) => h.app),
    close: async () => {
      for (const h of handles) {
        await h.app.close();
        await h.db.close();
      }
      await database.drop();
    },
  };
}

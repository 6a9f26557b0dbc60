import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_BASE, USER_CONTEXT_HEADER } from '../../src/domain/contract';
import { buildApp } from '../../src/server/app';
import { startSession } from '../../src/server/auth/sign-in';
import { testConfig, type AppConfig } from '../../src/server/config';
import { openDatabase, type Db, type DbHandle } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema/index';
import { demoUser } from '../../src/server/db/seed/demo-users';
import { createPostgresFromTemplate, pgliteFromTemplate } from './database-templates';

export type DbKind = 'pglite' | 'postgres';

const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** 'pglite' always; 'postgres' when the PostgreSQL on 127.0.0.1:5432 answers. */
export const DB_KINDS: DbKind[] = (await postgresAnswers()) ? ['pglite', 'postgres'] : ['pglite'];

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database: a copy of the run's migrated, seeded template (PGlite in memory, or a new PostgreSQL database dropped again on close). */
export async function openTestDatabase(kind: DbKind): Promise<DbHandle> {
  if (kind === 'pglite') {
    const client = await pgliteFromTemplate();
    return { db: drizzle(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createPostgresFromTemplate(name);
  const handle = await openDatabase({ databaseUrl: POSTGRES_URL.replace(/\/test$/, `/${name}`) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** authorization (Bearer) and, unless 'none', x-user-context. */
export type SignInHeaders = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  kind: DbKind;
  close(): Promise<void>;
  /**
   * Headers of a signed-in demo user: the bearer of a new session, plus the user-context token of
   * `context` (default: the user's first organisation and role; 'none': no user context).
   */
  signIn(username: string, context?: { organizationId: number; roleId: string } | 'none'): Promise<SignInHeaders>;
}

/** One app with a fresh, seeded database; build one per describe and close it in afterAll. */
export async function createTestApp(kind: DbKind, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  // A data directory of its own (attachments, unfinished uploads): one app's uploads never count against another's
  // users (per-user upload limits, issue 25), and nothing is left behind.
  const ownDir = overrides.dataDir ? undefined : await mkdtemp(path.join(tmpdir(), 'meldesystem-test-'));
  const app = await buildApp(testConfig({ ...(ownDir ? { dataDir: ownDir } : {}), ...overrides }), { database });
  await app.ready();
  return {
    app,
    kind,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
    signIn: async (username, context) => {
      const user = demoUser(username);
      const { accessToken } = await startSession(app, user.id, null);
      const headers: SignInHeaders = { authorization: `Bearer ${accessToken}` };
      if (context === 'none') return headers;
      const chosen = context ?? (user.roles[0] && { organizationId: user.roles[0].organisationId, roleId: user.roles[0].role });
      if (!chosen) return headers;
      const response = await app.inject({ method: 'POST', url: `${API_BASE}/UserContext`, headers, payload: chosen });
      if (response.statusCode !== 200) throw new Error(`POST /UserContext for ${username}: ${response.statusCode} ${response.body}`);
      return { ...headers, [USER_CONTEXT_HEADER]: response.json<{ userContextToken: string }>().userContextToken };
    },
  };
}

/** Shorthand for a call below API_BASE. */
export const api = (path: string) => `${API_BASE}${path}`;

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Migrations live beside this file in the source tree and beside the bundle in dist/server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db/migrations'), path.resolve('src/server/db/migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(opts: { databaseUrl?: string; pgliteDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle client whose connection the server ends (restart, failover, a dropped database) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL pool: idle client failed: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory' ? opts.pgliteDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'pglite', close: () => client.close() };
}

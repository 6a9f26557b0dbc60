import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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

/**
 * Creates a new PGlite data directory (initdb) in a worker thread that ends afterwards. initdb runs in a second
 * PostgreSQL instance of its own; in the service's thread its WebAssembly memory would stay, some 450 MB more resident
 * memory for as long as the service runs (a service started on an existing directory never runs initdb).
 */
async function initialisePgliteDirectory(dir: string): Promise<void> {
  const code = `
    const { workerData } = require('node:worker_threads');
    import(workerData.pglite).then(async ({ PGlite }) => {
      const db = new PGlite(workerData.dir);
      await db.waitReady;
      await db.close();
    });`;
  const worker = new Worker(code, { eval: true, workerData: { dir, pglite: import.meta.resolve('@electric-sql/pglite') } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`PGlite initdb worker exited with ${code}`))));
  });
}

/** A connection of the search's own pool (node-postgres): named statements, no transaction needed. */
export interface TSearchConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  release(error?: Error): void;
}
/**
 * On PostgreSQL, the search (src/server/modules/search) runs on connections of its own, each set once for all its
 * statements to read only and to plan each named statement once (a generic plan; PostgreSQL otherwise planned each
 * search for its words, a millisecond or more of CPU per statement). On the service's pool those settings needed a
 * transaction per search (begin and commit: two more round trips of the service and PostgreSQL per search).
 */
const SEARCH_CONNECTIONS = 10;
const SEARCH_OPTIONS = '-c plan_cache_mode=force_generic_plan -c default_transaction_read_only=on';
const searchPools = new WeakMap<Db, () => { connect(): Promise<TSearchConnection> }>();
/** The search's pool of the database (PostgreSQL only; undefined on PGlite). */
export function searchConnections(db: Db): { connect(): Promise<TSearchConnection> } | undefined {
  return searchPools.get(db)?.();
}

/**
 * PGlite's PostgreSQL settings beside its own (its data directory's postgresql.conf, from initdb, asks for 128 MB of
 * shared buffers). PGlite reads its files through Node's fs, so the operating system's page cache already holds them:
 * a second copy in shared buffers inside the WebAssembly memory, which never shrinks, was most of its 160 MB resident
 * (issue 27). 16 MB keeps the hot tables (sessions, users, reference data); one process, so few connection slots.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=20'];

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
    // The search's own connections, opened when first asked for (searchConnections).
    let search: InstanceType<typeof pg.Pool> | undefined;
    searchPools.set(db, () => {
      if (!search) {
        search = new pg.Pool({ connectionString: opts.databaseUrl, max: SEARCH_CONNECTIONS, options: SEARCH_OPTIONS });
        search.on('error', (error) => console.warn(`PostgreSQL search pool: idle client failed: ${error.message}`));
      }
      return search;
    });
    return { db, kind: 'postgres', close: async () => void (await Promise.all([search?.end(), pool.end()])) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm (search's infix matching, migration 0018) from PGlite's contrib bundle, loaded at every start.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory' ? opts.pgliteDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) await initialisePgliteDirectory(dir);
  const options = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  return { db, kind: 'pglite', close: () => client.close() };
}

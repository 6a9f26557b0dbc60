// One migrated, seeded database per test run, copied for each test app instead of migrating and seeding each time.
//
// tests/global-setup.ts gives every test file of a run the same directory and PostgreSQL template name (vitest's
// provide/inject). The first test file that needs a database builds the template (under a lock file, so two files
// started at once build it once); the others wait for it. A run that needs no database (domain or web tests only)
// builds nothing. Without the global setup (a file run by other means) each file builds its own, as before.
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed/index';

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TemplateRun {
  /** A directory of this run: the PGlite dump and the lock and done files live here. */
  dir: string;
  /** The PostgreSQL template database of this run (created on first use, dropped by the global teardown). */
  postgresTemplate: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TemplateRun | undefined;
  }
}

function run(): TemplateRun | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds `done` once across the run's processes: the one that creates `name.lock` runs build, the others wait until
 * `name.done` exists. A builder that died (its lock older than ten minutes, no done file) lets the next one take over.
 */
async function once(dir: string, name: string, build: () => Promise<void>): Promise<void> {
  const lock = path.join(dir, `${name}.lock`);
  const done = path.join(dir, `${name}.done`);
  for (;;) {
    if (existsSync(done)) return;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) rmSync(lock, { force: true });
      await pause(100);
      continue;
    }
    closeSync(fd);
    try {
      if (!existsSync(done)) {
        await build();
        writeFileSync(done, '');
      }
    } finally {
      rmSync(lock, { force: true });
    }
    return;
  }
}

async function seededPgliteDump(): Promise<Blob> {
  const handle = await openDatabase({ pgliteDir: 'memory' });
  try {
    await seedDemoData(handle.db);
    return await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

let pgliteDump: Promise<Blob> | undefined;

/** The run's migrated, seeded PGlite data directory as a tar (read once per test file). */
function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const shared = run();
    if (!shared) return seededPgliteDump();
    const file = path.join(shared.dir, 'pglite.tar');
    await once(shared.dir, 'pglite', async () => {
      const dump = await seededPgliteDump();
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      renameSync(part, file);
    });
    return new Blob([readFileSync(file)]);
  })();
  return pgliteDump;
}

/**
 * A new in-memory PGlite holding a copy of the run's migrated, seeded database, with pg_trgm loaded as openDatabase
 * loads it (search_words' trigram index, migration 0019): without it every insert of a message or case fails (58P01).
 */
export async function pgliteFromTemplate(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: await pgliteTemplate(), extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

/** Waits (up to a minute) until no session is connected to the database: the builder's last ones end after its close. */
async function untilNoSessions(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    for (let i = 0; i < 240; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) return;
      await pause(250);
    }
  } finally {
    await client.end();
  }
}

let postgresReady: Promise<string | undefined> | undefined;

/** The run's migrated, seeded PostgreSQL template database; undefined without the global setup. */
function postgresTemplate(): Promise<string | undefined> {
  postgresReady ??= (async () => {
    const shared = run();
    if (!shared) return undefined;
    await once(shared.dir, 'postgres', async () => {
      await adminQuery(`drop database if exists ${shared.postgresTemplate} with (force)`);
      await adminQuery(`create database ${shared.postgresTemplate}`);
      const handle = await openDatabase({
        databaseUrl: POSTGRES_ADMIN_URL.replace(/\/test$/, `/${shared.postgresTemplate}`),
      });
      try {
        await seedDemoData(handle.db);
      } finally {
        await handle.close();
      }
      // No session may open on the template from now on (autovacuum included): a copy needs it to have none.
      await adminQuery(`alter database ${shared.postgresTemplate} with allow_connections false`);
      await untilNoSessions(shared.postgresTemplate);
    });
    return shared.postgresTemplate;
  })();
  return postgresReady;
}

/**
 * Creates database `name`: a copy of the run's migrated, seeded template, or (without the global setup) an empty one
 * that the caller migrates and the service seeds. Answers whether it is a seeded copy.
 */
export async function createPostgresFromTemplate(name: string): Promise<boolean> {
  const template = await postgresTemplate();
  if (!template) {
    await adminQuery(`create database ${name}`);
    return false;
  }
  // A copy needs the template to have no sessions (the builder waited for its own to end): try again shortly if one is.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${template}`);
      return true;
    } catch (error) {
      if (attempt >= 60 || !/being accessed by other users/.test(String(error))) throw error;
      await pause(500);
    }
  }
}

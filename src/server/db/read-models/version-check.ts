import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { overviewVersion } from '../../db/schema/index';

type Waiter = { resolve: (version: number) => void; reject: (error: unknown) => void };
interface Checker {
  running: boolean;
  waiters: Waiter[];
  /** With an embedded database (PGlite): the version as announced on the overview_version channel. */
  announced?: Promise<(() => number) | null>;
}
const checkers = new WeakMap<Db, Checker>();

async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: overviewVersion.version }).from(overviewVersion).where(eq(overviewVersion.id, 1));
  return row?.version ?? 0;
}

interface ListeningClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/**
 * PGlite runs inside this process and is the only writer of its data directory, and it delivers a
 * notification while handling the committing statement, before the writer goes on. So the version
 * announced by the trigger is exact, and requests need not ask the database. Null for PostgreSQL.
 */
async function announcedVersion(db: Db): Promise<(() => number) | null> {
  const client = (db as unknown as { $client?: Partial<ListeningClient> & { connect?: unknown } }).$client;
  if (!client || typeof client.listen !== 'function' || typeof client.connect === 'function') return null;
  let version = 0;
  await (client as ListeningClient).listen('overview_version', (payload) => {
    version = Math.max(version, Number(payload) || 0);
  });
  version = Math.max(version, await readVersion(db));
  return () => version;
}

async function pump(db: Db, checker: Checker): Promise<void> {
  checker.running = true;
  while (checker.waiters.length) {
    const batch = checker.waiters;
    checker.waiters = [];
    try {
      const version = await readVersion(db);
      for (const w of batch) w.resolve(version);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
  checker.running = false;
}

/**
 * The overview version as of now. PGlite: the announced version. PostgreSQL: a read that started after
 * this call; requests arriving while a read runs share the next one, so under load one query serves many.
 */
export async function freshOverviewVersion(db: Db): Promise<number> {
  let checker = checkers.get(db);
  if (!checker) checkers.set(db, (checker = { running: false, waiters: [] }));
  const c = checker;
  c.announced ??= announcedVersion(db).catch(() => null);
  const announced = await c.announced;
  if (announced) return announced();
  return new Promise((resolve, reject) => {
    c.waiters.push({ resolve, reject });
    if (!c.running) void pump(db, c);
  });
}

import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type pg from 'pg';

/** The first key of the two-key advisory locks: 'tus' in ASCII, so no other use of advisory locks meets these. */
const LOCK_CLASS = 0x747573;
const RETRY_MS = 100;

/** Connections of an instance's lock pool: as many uploads as this are written at once, the next waits its turn. */
export const LOCK_CONNECTIONS = 10;

/**
 * A pool of its own for the locks, beside the service's: a lock holds its connection for the whole upload, and if
 * the locks took the service's connections, 20 uploads at once would leave every other call (and the uploads' own
 * chunk writes) waiting for a connection that never comes. Waiting for a lock connection ends at the lock timeout.
 */
export function lockPool(Pool: typeof pg.Pool, connectionString: string, acquireTimeoutMs = 30_000): pg.Pool {
  const pool = new Pool({ connectionString, max: LOCK_CONNECTIONS, connectionTimeoutMillis: acquireTimeoutMs, idleTimeoutMillis: 10_000 });
  pool.on('error', (error) => console.warn(`PostgreSQL lock pool: idle client failed: ${error.message}`));
  return pool;
}

/**
 * tus's locks as PostgreSQL session advisory locks (pg_try_advisory_lock(class, hashtext(upload id))), so that one
 * upload is written by one request at a time across all service instances. A lock holds one connection of the lock
 * pool (lockPool) until it is released; when an instance dies its connections end and PostgreSQL releases its locks, so the upload
 * resumes through another instance. A request waiting for a lock held on the same instance first asks the holder to
 * let go (tus's requestRelease: the older PATCH of a client that reconnected); one held elsewhere is waited for, up
 * to acquireTimeoutMs, then tus answers 500 'lock timeout' and the client tries again.
 */
export class AdvisoryLocker implements Locker {
  /** Release requests of the locks this instance holds, by upload id. */
  readonly held = new Map<string, RequestRelease>();

  constructor(
    readonly pool: pg.Pool,
    readonly acquireTimeoutMs = 30_000,
  ) {}

  newLock(id: string): Lock {
    return new AdvisoryLock(id, this);
  }
}

class AdvisoryLock implements Lock {
  private connection: pg.PoolClient | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: AdvisoryLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let connection: pg.PoolClient;
    try {
      connection = await this.locker.pool.connect();
    } catch {
      // Every lock connection busy until the timeout (or the database away): the client tries again.
      throw ERRORS.ERR_LOCK_TIMEOUT;
    }
    let asked = false;
    try {
      for (;;) {
        const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [LOCK_CLASS, this.id]);
        if (rows[0]?.locked) break;
        const holder = this.locker.held.get(this.id);
        if (holder && !asked) {
          asked = true;
          await holder();
        }
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (error) {
      connection.release();
      throw error;
    }
    this.connection = connection;
    this.locker.held.set(this.id, requestRelease);
  }

  async unlock(): Promise<void> {
    const connection = this.connection;
    if (!connection) throw new Error('Releasing an unlocked lock!');
    this.connection = undefined;
    this.locker.held.delete(this.id);
    try {
      await connection.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, this.id]);
      connection.release();
    } catch (error) {
      // A connection that cannot unlock is closed: PostgreSQL releases its locks with it.
      connection.release(error as Error);
    }
  }
}

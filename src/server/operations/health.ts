import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../db/client';

/** Paths of the probes: at the root, beside /metrics, outside the call catalogue's base path (docs/decisions.md). */
export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

/** Longest a readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

/** Migrations this build holds (the journal of the migrations folder). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The reason the instance should not get traffic now, or undefined when it is ready. */
async function notReadyReason(app: FastifyInstance, expected: number, isStopping: () => boolean): Promise<string | undefined> {
  if (isStopping()) return 'stopping';
  try {
    const rows = await withinTimeout(
      app.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      'database',
    );
    const applied = Number((rows as unknown as { rows: { applied: number }[] }).rows[0]?.applied);
    if (!(applied >= expected)) return `migrations: ${applied} of ${expected} applied`;
  } catch (error) {
    return `database: ${(error as Error).message}`;
  }
  try {
    await withinTimeout(app.attachmentStore.probe(), 'file store');
  } catch (error) {
    return `file store: ${(error as Error).message}`;
  }
  return undefined;
}

/**
 * GET /health/live (the process answers) and GET /health/ready (database reachable, migrations of this build applied,
 * file store reachable; 503 with the reason otherwise, and 503 'stopping' once the service is stopping so that the
 * load balancer sends no new calls). Unauthenticated, no database work beyond two small queries, logged only at warn.
 */
export function registerHealth(app: FastifyInstance): void {
  const expected = expectedMigrations();
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  const quiet = { logLevel: 'warn' as const };
  app.get(HEALTH_PATHS.live, quiet, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get(HEALTH_PATHS.ready, quiet, async (_request, reply) => {
    const reason = await notReadyReason(app, expected, () => stopping);
    reply.header('cache-control', 'no-store');
    if (reason) return reply.code(503).send({ status: 'not ready', reason });
    return reply.send({ status: 'ready' });
  });
}

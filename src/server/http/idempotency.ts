import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../domain/contract';
import { PROBLEM_DETAIL } from '../../domain/problem-details';
import { idempotencyRecords as records } from '../db/schema/index';
import { AppError, badRequest, conflict } from './app-error';
import { addRouteHook, takesBody } from './route-hooks';

/** Keys older than this may be used again for another request. */
export const IDEMPOTENCY_TTL_HOURS = 24;

interface Claim {
  userId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claim;
  }
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > 200) {
    throw badRequest('problems:idempotency.keyInvalid', { 'headers.idempotency-key': ['problems:idempotency.keyInvalid'] });
  }
  return key;
}

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url.toLowerCase()}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * For a mutating call with an Idempotency-Key: claims the key for the user atomically (insert ... on
 * conflict do nothing) and lets the call run, or replays the stored response (same body), or refuses
 * with 422 (another body) or 409 (the first is still running). Answers true when it replayed (the
 * reply itself is thenable, so it is not returned from this async function).
 */
export async function idempotent(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const key = keyOf(request);
  const userId = request.auth?.userId;
  if (!key || !userId) return false;
  const requestHash = hashOf(request);
  const mine = and(eq(records.userId, userId), eq(records.key, key));
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await app.db
      .insert(records)
      .values({ userId, key, method: request.method, path: request.url, requestHash, state: 'running' })
      .onConflictDoNothing()
      .returning({ key: records.key });
    if (claimed.length) {
      request.idempotencyClaim = { userId, key };
      return false;
    }
    const [existing] = await app.db.select().from(records).where(mine);
    if (!existing) continue;
    if (existing.createdAt.getTime() < Date.now() - IDEMPOTENCY_TTL_HOURS * 3600_000) {
      await app.db.delete(records).where(and(mine, lt(records.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`)));
      continue;
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError('UNPROCESSABLE', 'problems:idempotency.keyReused');
    }
    if (existing.state !== 'done') throw conflict(PROBLEM_DETAIL.idempotencyStillRunning);
    reply.code(existing.statusCode ?? 200).header('idempotent-replayed', 'true');
    if (existing.statusCode === 204 || existing.responseBody === null) reply.send();
    else reply.type(existing.contentType ?? 'application/json').send(JSON.stringify(existing.responseBody));
    return true;
  }
  throw conflict(PROBLEM_DETAIL.idempotencyStillRunning);
}

/**
 * Stores the first response of a claimed key; a 5xx frees the key so a retry can run. A hook of the routes that take a
 * body only (a GET claims no key): a GET does not run it.
 */
export function installIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (takesBody(route)) addRouteHook(route, 'onSend', storeResponse);
  });

  async function storeResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const mine = and(eq(records.userId, claim.userId), eq(records.key, claim.key));
    if (reply.statusCode >= 500) {
      await app.db.delete(records).where(mine);
      return payload;
    }
    let body: unknown = null;
    if (typeof payload === 'string' && payload.length) {
      try {
        body = JSON.parse(payload);
      } catch {
        body = null;
      }
    }
    const contentType = reply.getHeader('content-type');
    await app.db
      .update(records)
      .set({ state: 'done', statusCode: reply.statusCode, responseBody: body, contentType: contentType ? String(contentType) : null })
      .where(mine);
    return payload;
  }
}

/** Gives up the Idempotency-Key a call claimed (a call whose answer cannot be stored and replayed, such as a download). */
export async function releaseIdempotencyClaim(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const claim = request.idempotencyClaim;
  if (!claim) return;
  request.idempotencyClaim = undefined;
  await app.db.delete(records).where(and(eq(records.userId, claim.userId), eq(records.key, claim.key)));
}

import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}$/;

/** Random bytes for 128 ids, drawn from the system at once (randomBytes per id would ask it on every call). */
const pool = Buffer.allocUnsafe(16 * 128);
let used = pool.length;

/** 16 random bytes as 32 hex digits: a new trace id. */
function newTraceId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.toString('hex', used - 16, used);
}

/** W3C traceparent: the trace id becomes the request's correlation id; otherwise a new one. */
export function correlationIdOf(req: IncomingMessage): string {
  const header = req.headers['traceparent'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? TRACEPARENT.exec(value.trim().toLowerCase()) : null;
  if (match && !/^0+$/.test(match[1])) return match[1];
  return newTraceId();
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}$/;

/** W3C traceparent: the trace id becomes the request's correlation id; otherwise a new one. */
export function correlationIdOf(req: IncomingMessage): string {
  const header = req.headers['traceparent'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? TRACEPARENT.exec(value.trim().toLowerCase()) : null;
  if (match && !/^0+$/.test(match[1])) return match[1];
  // randomUUID draws from a cached pool of random bytes (randomBytes asks the system on every call): 32 hex digits.
  return randomUUID().replace(/-/g, '');
}

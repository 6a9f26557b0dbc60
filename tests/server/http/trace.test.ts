import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { correlationIdOf } from '../../../src/server/http/trace';

const requestWith = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;

describe('correlation ids', () => {
  it("take a W3C traceparent's trace id", () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(correlationIdOf(requestWith({ traceparent: ` 00-${traceId.toUpperCase()}-00f067aa0ba902b7-01 ` }))).toBe(traceId);
  });

  it('are new, 32 hex digits and different on every call without one (or with an all-zero or malformed one)', () => {
    const ids = new Set<string>();
    // More than one pool of random bytes (128 ids).
    for (let i = 0; i < 300; i++) ids.add(correlationIdOf(requestWith({})));
    ids.add(correlationIdOf(requestWith({ traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` })));
    ids.add(correlationIdOf(requestWith({ traceparent: 'not a traceparent' })));
    expect(ids.size).toBe(302);
    for (const id of ids) expect(id).toMatch(/^[\da-f]{32}$/);
  });
});

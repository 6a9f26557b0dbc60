import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRouteHook, takesBody } from './route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** SHA-256 (hex) of a JSON request's body exactly as received (its bytes before parsing); set once it is read. */
    bodySha256?: string;
  }
}

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;

/**
 * Hashes the body of every JSON request as its bytes arrive (a preParsing pass-through, before any parser), so a
 * signed receipt covers exactly what the device sent (issue 25), not the message as re-serialised after storing.
 * Other bodies (multipart, tus's octet streams) are left to their readers untouched. A hook of the routes that take a
 * body only (Fastify reads none for GET and HEAD): a GET does not run it.
 */
export function installBodyHash(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (takesBody(route)) addRouteHook(route, 'preParsing', hashJsonBody);
  });
}

async function hashJsonBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  if (!JSON_TYPE.test(String(request.headers['content-type'] ?? ''))) return payload;
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      request.bodySha256 = hash.digest('hex');
      done();
    },
  });
  payload.on('error', (error: Error) => tap.destroy(error));
  return payload.pipe(tap);
}

const scope = new AsyncLocalStorage<string | null>();
let callsWithBody = 0;
const ended = () => {
  // No call with a body under way: the storage is switched off (on Node 20 a live AsyncLocalStorage runs async hooks
  // on every promise of every call, a few per cent of a cheap GET); the next run() switches it on again.
  if (--callsWithBody === 0) scope.disable();
};

/**
 * Runs a call's handler knowing the hash of the JSON body it was sent (the messages it writes keep it); a call without
 * one runs as it is (receivedBodySha256() answers null there, as outside a call).
 */
export function withReceivedBody<T>(bodySha256: string | undefined, run: () => T): T {
  if (bodySha256 === undefined) return run();
  callsWithBody++;
  let result: T;
  try {
    result = scope.run(bodySha256, run);
  } catch (error) {
    ended();
    throw error;
  }
  Promise.resolve(result).then(ended, ended);
  return result;
}

/** The SHA-256 of the body of the call being handled, as received; null outside a call or for a non-JSON body. */
export function receivedBodySha256(): string | null {
  return scope.getStore() ?? null;
}

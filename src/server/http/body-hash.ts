import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';

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
 * Other bodies (multipart, tus's octet streams) are left to their readers untouched.
 */
export function installBodyHash(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
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
    payload.on('error', (error) => tap.destroy(error));
    return payload.pipe(tap);
  });
}

const scope = new AsyncLocalStorage<string | null>();

/** Runs a call's handler knowing the hash of the body it was sent (the messages it writes keep it). */
export function withReceivedBody<T>(bodySha256: string | undefined, run: () => T): T {
  return scope.run(bodySha256 ?? null, run);
}

/** The SHA-256 of the body of the call being handled, as received; null outside a call or for a non-JSON body. */
export function receivedBodySha256(): string | null {
  return scope.getStore() ?? null;
}

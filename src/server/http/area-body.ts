import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { runAreaBodyParse } from '../workers/geometry-pool';
import type { AreaBodySchema } from '../workers/geometry-task';
import { unpackGeometryKeepingPacked } from '../workers/packed-geometry';
import { badRequest } from './app-error';
import { parseOrThrow } from './validation';

/** A JSON body kept as bytes for a pool worker to parse (see installRawJsonBody). */
class RawJsonBody {
  constructor(readonly bytes: Uint8Array) {}
  /** What the idempotency fingerprint (JSON.stringify of the body) sees: the bytes' hash, not a copy of them. */
  toJSON(): string {
    return `sha256:${createHash('sha256').update(this.bytes).digest('hex')}`;
  }
}

/**
 * In this (encapsulated) scope, JSON bodies stay bytes: the area calls' bodies of up to 6 MB are parsed and checked
 * by a pool worker (parseAreaBodyInPool), so that 20 of them at once do not hold the event loop for everyone else.
 */
export function installRawJsonBody(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, new RawJsonBody(body as Buffer)),
  );
}

/** Fastify's own refusals of an unreadable JSON body, as its default parser gives them (the error handler maps them). */
function unreadable(kind: 'empty' | 'json'): Error {
  return kind === 'empty'
    ? Object.assign(new Error("Body cannot be empty when content-type is set to 'application/json'"), {
        statusCode: 400,
        code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
      })
    : Object.assign(new SyntaxError('Unexpected token in JSON body'), { statusCode: 400 });
}

/**
 * The body of an area call: parsed and validated by the contract's schema in a pool worker (the same field errors as
 * parseOrThrow), its areas unpacked on the event loop in one cheap pass. A body of another media type (text/plain)
 * is checked here as any call's.
 */
export async function parseAreaBodyInPool<S extends z.ZodType>(
  name: AreaBodySchema,
  schema: S,
  raw: unknown,
): Promise<z.output<S>> {
  if (!(raw instanceof RawJsonBody)) return parseOrThrow(schema, raw ?? undefined, 'body');
  const parsed = await runAreaBodyParse(name, raw.bytes);
  if (!parsed.ok) {
    if ('unreadable' in parsed) throw unreadable(parsed.unreadable);
    throw badRequest('problems:invalidInput', parsed.fieldErrors);
  }
  const areas = Object.entries(parsed.areas).map(([key, area]) => [
    key,
    { ...area, geometry: unpackGeometryKeepingPacked(area.geometry) },
  ]);
  return { ...parsed.body, ...Object.fromEntries(areas) } as z.output<S>;
}

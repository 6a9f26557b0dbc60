import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_BASE, toRoutePath, type CallContract } from '../../domain/contract';
import { hasPermission } from '../../domain/permissions';
import { forbidden } from './app-error';
import { withReceivedBody } from './body-hash';
import { idempotent } from './idempotency';
import { parseOrThrow } from './validation';

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CallInput<C extends CallContract> {
  params: OutputOf<NonNullable<C['params']>>;
  query: OutputOf<NonNullable<C['query']>>;
  body: OutputOf<NonNullable<C['body']>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallContract> = (
  input: CallInput<C>,
) => Promise<z.input<C['response']> | FastifyReply> | z.input<C['response']> | FastifyReply;

/** A multipart request read into the call's body (contract.multipart). */
export interface TMultipartBody {
  /** What the contract's body schema validates (e.g. the text parts and the ids of the received files). */
  body: unknown;
  /** What the Idempotency-Key's request hash covers (the parts, the files by name, size and SHA-256, not their new ids). */
  hashBody: unknown;
  /** Forgets the received files (the call was refused or replayed). */
  discard(): Promise<void>;
}

export interface CallOptions<C extends CallContract> {
  /** Parses and validates the body instead of the contract's schema on the event loop (the area calls: a pool worker). */
  parseBody?: (raw: unknown) => Promise<OutputOf<NonNullable<C['body']>>>;
  /**
   * For a contract with `multipart`: reads a multipart/form-data request (after authentication, the permission
   * and the params, so the reader can check access before it stores a byte) into the body's shape.
   */
  readMultipart?: (input: { params: CallInput<C>['params']; request: FastifyRequest }) => Promise<TMultipartBody>;
}

/**
 * Registers one call of the catalogue: authenticates to the contract's level, checks its static
 * permission, validates params, query and body with the shared zod schemas (400 problem+json on
 * failure), honours an Idempotency-Key on POST/PUT/DELETE, runs the handler and answers JSON (204 when
 * it returns undefined).
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
  options: CallOptions<C> = {},
): void {
  app.route({
    method: contract.method,
    url: API_BASE + toRoutePath(contract.path),
    config: { contract },
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    handler: async (request, reply) => {
      await app.authenticate(request, contract.auth);
      if (contract.permission && !hasPermission(request.userContext?.role, contract.permission)) {
        throw forbidden('problems:forbidden.permission', { permission: contract.permission });
      }
      const params = parseOrThrow(contract.params, request.params, 'params');
      const query = parseOrThrow(contract.query, request.query, 'query');
      const multipart =
        contract.multipart && options.readMultipart && request.isMultipart?.()
          ? await options.readMultipart({ params: params as CallInput<C>['params'], request })
          : undefined;
      let result: Awaited<ReturnType<CallHandler<C>>>;
      try {
        const body = multipart
          ? parseOrThrow(contract.body, multipart.body, 'body')
          : options.parseBody
            ? await options.parseBody(request.body)
            : parseOrThrow(contract.body, request.body ?? undefined, 'body');
        if (multipart) request.body = multipart.hashBody;
        if (contract.method !== 'GET' && (await idempotent(app, request, reply))) {
          await multipart?.discard();
          return reply;
        }
        result = await withReceivedBody(request.bodySha256, () => handler({ params, query, body, request, reply } as CallInput<C>));
      } catch (error) {
        await multipart?.discard();
        throw error;
      }
      // An async handler that returns the (thenable) reply resolves to undefined: check reply.sent too.
      if (result === reply || reply.sent) return reply;
      if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      return reply.send(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: CallContract;
  }
}

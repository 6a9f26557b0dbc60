import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_BASE, toRoutePath, type CallContract } from '../../domain/contract';
import { hasPermission } from '../../domain/permissions';
import { forbidden } from './app-error';
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

/**
 * Registers one call of the catalogue: authenticates to the contract's level, checks its static
 * permission, validates params, query and body with the shared zod schemas (400 problem+json on
 * failure), honours an Idempotency-Key on POST/PUT/DELETE, runs the handler and answers JSON (204 when
 * it returns undefined).
 */
export function registerCall<C extends CallContract>(app: FastifyInstance, contract: C, handler: CallHandler<C>): void {
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
      const body = parseOrThrow(contract.body, request.body ?? undefined, 'body');
      if (contract.method !== 'GET' && (await idempotent(app, request, reply))) return reply;
      const result = await handler({ params, query, body, request, reply } as CallInput<C>);
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

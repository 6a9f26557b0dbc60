import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TProblem } from '../../domain/contract';
import { AppError, titleOfStatus } from './app-error';
import { fieldErrorsOf } from './validation';

function send(reply: FastifyReply, request: FastifyRequest, problem: Omit<TProblem, 'type'>) {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send({ type: 'about:blank', instance: request.url, correlationId: String(request.id), ...problem });
}

/** One error handler: problem+json for every error, 5xx details hidden and logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, {
        status: error.status,
        title: titleOfStatus(error.status),
        detail: error.message,
        code: error.code,
        errors: error.fieldErrors,
      });
    }
    if (error instanceof ZodError) {
      return send(reply, request, {
        status: 400,
        title: titleOfStatus(400),
        detail: 'Invalid input',
        errors: fieldErrorsOf(error, 'body'),
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, { status, title: titleOfStatus(status), detail: 'An unexpected error occurred' });
    }
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large, ...
    return send(reply, request, { status, title: titleOfStatus(status), detail: error.message, code: error.code });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, { status: 404, title: titleOfStatus(404), detail: `No route ${request.method} ${request.url}` }),
  );
}

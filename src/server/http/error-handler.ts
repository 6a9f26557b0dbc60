import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TProblem } from '../../domain/contract';
import { uniqueViolationProblem } from '../db/unique-violation';
import { AppError, titleOfStatus, type ProblemExtra } from './app-error';
import { fieldErrorsOf } from './validation';

/** Details of the handler's own problems: keys of locales/nb/problems.json. */
export const HANDLER_DETAIL = {
  invalidInput: 'problems:invalidInput',
  unexpected: 'problems:unexpected',
  noRoute: 'problems:noRoute',
  unreadable: 'problems:request.unreadable',
  tooLarge: 'problems:request.tooLarge',
  unsupportedMediaType: 'problems:request.unsupportedMediaType',
  refused: 'problems:request.refused',
} as const;

/** The detail key of one of Fastify's own client errors (malformed JSON, unsupported media type, body too large, ...). */
export function clientErrorDetail(status: number): string {
  if (status === 400) return HANDLER_DETAIL.unreadable;
  if (status === 413) return HANDLER_DETAIL.tooLarge;
  if (status === 415) return HANDLER_DETAIL.unsupportedMediaType;
  return HANDLER_DETAIL.refused;
}

function send(reply: FastifyReply, request: FastifyRequest, problem: Omit<TProblem, 'type'>, extra: ProblemExtra = {}) {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send({ ...extra, type: 'about:blank', instance: request.url, correlationId: String(request.id), ...problem });
}

/** One error handler: problem+json for every error, its detail a message key, 5xx details hidden and logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | ZodError, request, reply) => {
    const error = uniqueViolationProblem(thrown) ?? thrown;
    if (error instanceof AppError) {
      return send(
        reply,
        request,
        {
          status: error.status,
          title: titleOfStatus(error.status),
          detail: error.message,
          code: error.code,
          errors: error.fieldErrors,
        },
        error.extra,
      );
    }
    if (error instanceof ZodError) {
      return send(reply, request, {
        status: 400,
        title: titleOfStatus(400),
        detail: HANDLER_DETAIL.invalidInput,
        errors: fieldErrorsOf(error, 'body'),
      });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, { status, title: titleOfStatus(status), detail: HANDLER_DETAIL.unexpected });
    }
    // Fastify's own client errors: the English message goes to the log, the code stays in the problem.
    request.log.info({ err: error }, 'client error');
    return send(reply, request, { status, title: titleOfStatus(status), detail: clientErrorDetail(status), code: error.code });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, { status: 404, title: titleOfStatus(404), detail: HANDLER_DETAIL.noRoute }),
  );
}

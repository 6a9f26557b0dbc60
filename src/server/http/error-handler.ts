import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TProblem } from '../../domain/contract';
import { uniqueViolationProblem } from '../db/unique-violation';
import { AppError, titleOfStatus, type ProblemExtra } from './app-error';
import { isPersonalCall } from './security-headers';
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
  badUrl: 'problems:request.badUrl',
  parameterTooLong: 'problems:request.parameterTooLong',
  timeout: 'problems:request.timeout',
} as const;

/** Fastify's own client errors that have a detail of their own (the rest go by status). */
const DETAIL_OF_CODE: Record<string, string> = {
  FST_ERR_BAD_URL: HANDLER_DETAIL.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: HANDLER_DETAIL.parameterTooLong,
};

/** The detail key of one of Fastify's own client errors (malformed JSON, unsupported media type, body too large, ...). */
export function clientErrorDetail(status: number, code?: string): string {
  if (code && DETAIL_OF_CODE[code]) return DETAIL_OF_CODE[code];
  if (status === 400) return HANDLER_DETAIL.unreadable;
  if (status === 413) return HANDLER_DETAIL.tooLarge;
  if (status === 415) return HANDLER_DETAIL.unsupportedMediaType;
  return HANDLER_DETAIL.refused;
}

/** A problem answer; no-store for the personal calls' addresses (a route's own hook does not run on a 404). */
function send(reply: FastifyReply, request: FastifyRequest, problem: Omit<TProblem, 'type'>, extra: ProblemExtra = {}) {
  if (!reply.hasHeader('cache-control') && isPersonalCall(request.url)) reply.header('cache-control', 'no-store');
  return reply
    .code(problem.status)
    .header('x-correlation-id', String(request.id))
    .type('application/problem+json')
    .send({ ...extra, type: 'about:blank', instance: request.url, correlationId: String(request.id), ...problem });
}

/** Fastify's own client errors: the English message goes to the log, the code stays in the problem. */
function sendClientError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, status: number) {
  request.log.info({ err: error }, 'client error');
  return send(reply, request, { status, title: titleOfStatus(status), detail: clientErrorDetail(status, error.code), code: error.code });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals before any route runs (a malformed percent-escape,
 * FST_ERR_BAD_URL; a path parameter over maxParamLength, FST_ERR_MAX_PARAM_LENGTH, which Fastify would answer
 * 414) answer 400 problem+json like every other bad input (docs/decisions.md).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? 400 : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'unhandled framework error');
    return send(reply, request, { status, title: titleOfStatus(status), detail: HANDLER_DETAIL.unexpected });
  }
  return sendClientError(error, request, reply, status);
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
          code: typeof error.extra?.code === 'string' ? error.extra.code : error.code,
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
    return sendClientError(error, request, reply, status);
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, { status: 404, title: titleOfStatus(404), detail: HANDLER_DETAIL.noRoute }),
  );
}

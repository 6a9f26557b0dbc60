import type { FastifyReply, FastifyRequest } from 'fastify';
import { titleOfStatus } from '../../http/app-error';

/** Answers a problem+json with extra members (the draft of a 409, the missing items of a submit). */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: titleOfStatus(status),
      status,
      detail,
      code,
      instance: request.url,
      correlationId: String(request.id),
      ...extra,
    });
}

import type { FastifyRequest } from 'fastify';
import type { TViewer } from '../../domain/visibility';
import { unauthorized } from '../http/app-error';

/** The viewer of a 'context' call: its user, organisation and role. */
export function viewerOf(request: FastifyRequest): TViewer {
  if (!request.auth || !request.userContext) throw unauthorized();
  return { userId: request.auth.userId, organisationId: request.userContext.organisationId, role: request.userContext.role };
}

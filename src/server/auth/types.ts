import type { CallAuth } from '../../domain/contract';
import type { Role } from '../../domain/roles';

/** The signed-in user of a request (from the bearer token). */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  /** When the request's access token expires (ms since the epoch). */
  expiresAt: number;
}

/** The organisation and role chosen by the user (from the user-context token). */
export interface ActiveUserContext {
  organisationId: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthenticatedUser;
    userContext?: ActiveUserContext;
  }
  interface FastifyInstance {
    /** Authenticates the request to the level a call needs; throws 401/403 as AppError. */
    authenticate(request: FastifyRequest, level: CallAuth): Promise<void>;
  }
}

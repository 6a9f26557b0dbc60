import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_CONTEXT_HEADER, type CallAuth } from '../../domain/contract';
import { forbidden, unauthorized } from '../http/app-error';
import { AccessCache } from './access-cache';
import { verifyAccessToken, verifyContextToken } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session and role cache of authentication; call forgetUser(userId) after changing a user's roles. */
    accessCache: AccessCache;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || header.length < 8 || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return header.slice(7).trim();
}

/** Decorates app.authenticate: 'public' passes, 'session' needs a live session, 'context' also a valid user context. */
export function installAuthenticate(app: FastifyInstance): void {
  const cache = new AccessCache(app.db);
  const secret = app.config.tokenSecret;
  app.decorate('accessCache', cache);
  app.decorate('authenticate', async (request: FastifyRequest, level: CallAuth) => {
    if (level === 'public') return;
    const token = bearerOf(request);
    if (!token) throw unauthorized('Missing bearer token');
    const claims = await verifyAccessToken(secret, token);
    if (!claims) throw unauthorized('Invalid or expired access token');
    const userId = await cache.userOfSession(claims.sessionId);
    if (!userId || userId !== claims.userId) throw unauthorized('The session has ended');
    request.auth = claims;
    if (level === 'session') return;
    const header = request.headers[USER_CONTEXT_HEADER];
    const contextToken = Array.isArray(header) ? header[0] : header;
    if (!contextToken) throw forbidden('Missing user context');
    const context = await verifyContextToken(secret, contextToken);
    if (!context) throw forbidden('Invalid user context');
    if (context.userId !== userId) throw forbidden('The user context belongs to another user');
    if (!(await cache.holdsRole(userId, context.organisationId, context.role))) {
      throw forbidden('The user no longer holds this role in the organisation');
    }
    request.userContext = { organisationId: context.organisationId, role: context.role };
  });
}

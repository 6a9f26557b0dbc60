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
    if (!token) throw unauthorized('problems:auth.missingToken');
    const claims = await verifyAccessToken(secret, token);
    if (!claims) throw unauthorized('problems:auth.invalidToken');
    const userId = await cache.userOfSession(claims.sessionId);
    if (!userId || userId !== claims.userId) throw unauthorized('problems:auth.sessionEnded');
    request.auth = claims;
    if (level === 'session') return;
    const header = request.headers[USER_CONTEXT_HEADER];
    const contextToken = Array.isArray(header) ? header[0] : header;
    if (!contextToken) throw forbidden('problems:auth.missingContext');
    const context = await verifyContextToken(secret, contextToken);
    if (!context) throw forbidden('problems:auth.invalidContext');
    if (context.userId !== userId) throw forbidden('problems:auth.contextOfAnotherUser');
    if (!(await cache.holdsRole(userId, context.organisationId, context.role))) {
      throw forbidden('problems:auth.roleWithdrawn');
    }
    request.userContext = { organisationId: context.organisationId, role: context.role };
  });
}

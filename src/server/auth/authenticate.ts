import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_CONTEXT_HEADER, type CallAuth } from '../../domain/contract';
import { forbidden, unauthorized } from '../http/app-error';
import { AccessCache } from './access-cache';
import { verifyAccessToken, verifyContextToken, type ContextClaims, type VerifiedAccessClaims } from './tokens';

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
  // Every check runs on every call; a check answered from a cache goes on at once, one waiting for its answer
  // continues when it comes (a call answered from the caches throughout makes no promise at all).
  const withContext = (request: FastifyRequest, userId: string): void | Promise<void> => {
    const header = request.headers[USER_CONTEXT_HEADER];
    const contextToken = Array.isArray(header) ? header[0] : header;
    if (!contextToken) throw forbidden('problems:auth.missingContext');
    const checkContext = (context: ContextClaims | undefined): void | Promise<void> => {
      if (!context) throw forbidden('problems:auth.invalidContext');
      if (context.userId !== userId) throw forbidden('problems:auth.contextOfAnotherUser');
      const held = (holds: boolean) => {
        if (!holds) throw forbidden('problems:auth.roleWithdrawn');
        request.userContext = { organisationId: context.organisationId, role: context.role };
      };
      const holds = cache.holdsRole(userId, context.organisationId, context.role);
      return typeof holds === 'boolean' ? held(holds) : holds.then(held);
    };
    const context = verifyContextToken(secret, contextToken);
    return context instanceof Promise ? context.then(checkContext) : checkContext(context);
  };
  const authenticate = (request: FastifyRequest, level: CallAuth): void | Promise<void> => {
    if (level === 'public') return;
    const token = bearerOf(request);
    if (!token) throw unauthorized('problems:auth.missingToken');
    const checkClaims = (claims: VerifiedAccessClaims | undefined): void | Promise<void> => {
      if (!claims) throw unauthorized('problems:auth.invalidToken');
      const checkSession = (userId: string | undefined): void | Promise<void> => {
        if (!userId || userId !== claims.userId) throw unauthorized('problems:auth.sessionEnded');
        request.auth = claims;
        if (level === 'session') return;
        return withContext(request, userId);
      };
      const userId = cache.userOfSession(claims.sessionId);
      return userId instanceof Promise ? userId.then(checkSession) : checkSession(userId);
    };
    const claims = verifyAccessToken(secret, token);
    return claims instanceof Promise ? claims.then(checkClaims) : checkClaims(claims);
  };
  // A synchronous throw becomes a rejected promise, as from the async function this was.
  app.decorate('authenticate', (request: FastifyRequest, level: CallAuth): void | Promise<void> => {
    try {
      return authenticate(request, level);
    } catch (error) {
      return Promise.reject(error);
    }
  });
}

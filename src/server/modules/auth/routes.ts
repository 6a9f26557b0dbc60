import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  authConfigCall,
  changeContextCall,
  refreshTokenCall,
  signOutCall,
  tokenCall,
} from '../../../domain/schemas/auth';
import { isEmbeddedIssuer, issuerOf, OIDC_SCOPE, OidcClient } from '../../auth/oidc-client';
import { localVariants } from '../../auth/idp/provider';
import { revokeSession } from '../../auth/sessions';
import { issueAccessToken, startSession, upsertUser } from '../../auth/sign-in';
import { registerCall } from '../../http/register-call';

/**
 * Where sign-out returns: PUBLIC_URL when it is configured; without it, the local address the user opened
 * (http://127.0.0.1:8080 stays 127.0.0.1, not the default localhost) when it is one the provider accepts.
 */
function signOutBase(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, publicUrlConfigured } = app.config;
  if (publicUrlConfigured) return publicUrl;
  const opened = `${request.protocol}://${request.host}`;
  return localVariants(publicUrl).includes(opened) ? opened : publicUrl;
}

export function registerAuth(app: FastifyInstance): void {
  const oidc = new OidcClient(app.config);
  const authority = issuerOf(app.config);

  registerCall(app, authConfigCall, () => ({ authority, clientId: app.config.oidcClientId, scope: OIDC_SCOPE }));

  registerCall(app, tokenCall, async ({ query }) => {
    const identity = await oidc.exchangeCode(query);
    const userId = await upsertUser(app, { ...identity, isEmbedded: isEmbeddedIssuer(app.config) });
    return startSession(app, userId, identity.idToken);
  });

  registerCall(app, refreshTokenCall, ({ request }) => issueAccessToken(app, request.auth!.userId, request.auth!.sessionId));

  registerCall(app, signOutCall, async ({ request }) => {
    const idToken = await revokeSession(app.db, request.auth!.sessionId);
    app.accessCache.forgetSession(request.auth!.sessionId);
    return { endSessionUrl: await oidc.endSessionUrl(idToken, signOutBase(app, request)) };
  });

  /** The user context is a token held by the web app; there is nothing to forget on the server. */
  registerCall(app, changeContextCall, () => undefined);
}

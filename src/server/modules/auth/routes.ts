import type { FastifyInstance } from 'fastify';
import {
  authConfigCall,
  changeContextCall,
  refreshTokenCall,
  signOutCall,
  tokenCall,
} from '../../../domain/schemas/auth';
import { isEmbeddedIssuer, issuerOf, OIDC_SCOPE, OidcClient } from '../../auth/oidc-client';
import { revokeSession } from '../../auth/sessions';
import { issueAccessToken, startSession, upsertUser } from '../../auth/sign-in';
import { registerCall } from '../../http/register-call';

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
    return { endSessionUrl: await oidc.endSessionUrl(idToken) };
  });

  /** The user context is a token held by the web app; there is nothing to forget on the server. */
  registerCall(app, changeContextCall, () => undefined);
}

import * as client from 'openid-client';
import type { AppConfig } from '../config';
import { AppError } from '../http/app-error';
import { embeddedIssuer } from './idp/provider';

export const OIDC_SCOPE = 'openid profile';

export interface IdentityResult {
  issuer: string;
  subject: string;
  idToken: string;
  givenName?: string;
  familyName?: string;
  email?: string;
}

export const issuerOf = (config: AppConfig) => config.oidcIssuer ?? embeddedIssuer(config);
export const isEmbeddedIssuer = (config: AppConfig) => !config.oidcIssuer;

/**
 * Turns what openid-client throws into 400 (refused by the provider), 401 (bad id_token) or 502 (unreachable).
 * The detail is a message key; the provider's own (English) reason goes in the problem's `reason` member.
 */
export function oidcError(error: unknown): AppError {
  if (error instanceof client.ResponseBodyError) {
    const reason = `${error.error}${error.error_description ? ` (${error.error_description})` : ''}`;
    return new AppError('BAD_REQUEST', 'problems:signIn.codeRefused', undefined, { reason });
  }
  if (error instanceof TypeError || (error instanceof client.ClientError && /RESPONSE_IS_NOT|HTTP_REQUEST/.test(error.code ?? ''))) {
    return new AppError('BAD_GATEWAY', 'problems:signIn.unreachable', undefined, { reason: error.message });
  }
  if (error instanceof client.ClientError) {
    const cause = error.cause instanceof Error && error.cause.message !== error.message ? ` (${error.cause.message})` : '';
    return new AppError('UNAUTHORIZED', 'problems:signIn.tokenRefused', undefined, { reason: `${error.message}${cause}` });
  }
  return new AppError('BAD_GATEWAY', 'problems:signIn.failed', undefined, { reason: (error as Error).message });
}

/** Discovers the provider lazily on first use and caches it; a failed discovery is retried next time. */
export class OidcClient {
  private discovered?: Promise<client.Configuration>;

  constructor(private readonly config: AppConfig) {}

  configuration(): Promise<client.Configuration> {
    const { oidcClientId, oidcClientSecret } = this.config;
    const issuer = new URL(issuerOf(this.config));
    this.discovered ??= client
      .discovery(issuer, oidcClientId, oidcClientSecret, client.ClientSecretPost(oidcClientSecret), {
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /** Exchanges the authorization code (PKCE verifier, client secret) and verifies the id_token with its nonce. */
  async exchangeCode(input: { code: string; codeVerifier: string; nonce: string; redirectUri?: string }): Promise<IdentityResult> {
    try {
      const configuration = await this.configuration();
      const callback = new URL(input.redirectUri ?? `${this.config.publicUrl}/callback`);
      callback.search = '';
      callback.searchParams.set('code', input.code);
      const metadata = configuration.serverMetadata();
      if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: input.codeVerifier,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new client.ClientError('no id_token in the token response');
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        idToken: tokens.id_token,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        email: text(claims.email),
      };
    } catch (error) {
      throw oidcError(error);
    }
  }

  /**
   * The provider's end-session URL for the id_token, or null when it has none. It returns to `base`/logout (the
   * address the user opened, see signOutBase), else to PUBLIC_URL.
   */
  async endSessionUrl(idToken: string | null, base = this.config.publicUrl): Promise<string | null> {
    try {
      const configuration = await this.configuration();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      const params: Record<string, string> = { post_logout_redirect_uri: `${base}/logout` };
      if (idToken) params.id_token_hint = idToken;
      else params.client_id = this.config.oidcClientId;
      return client.buildEndSessionUrl(configuration, params).href;
    } catch {
      return null;
    }
  }
}

import { z } from 'zod';
import { defineCall } from '../contract';
import { zText } from './safe-input';

/** Settings the web app needs to start the authorization code flow (not in the catalogue; see docs/decisions.md). */
export const ZAuthConfig = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

export const ZTokenResponse = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZTokenQuery = z.object({
  code: zText().min(1).max(4096),
  codeVerifier: z
    .string()
    .min(43)
    .max(128)
    .regex(/^[A-Za-z0-9\-._~]+$/, 'codeVerifier must be a PKCE code verifier (RFC 7636)'),
  /** The redirect URI used in the authorization request; defaults to PUBLIC_URL/callback. */
  redirectUri: zText().url().max(2048).optional(),
  /** The nonce sent in the authorization request; the id_token must carry it. */
  nonce: zText().min(1).max(512),
});

export const ZSignOutResponse = z.object({
  /** Where the browser goes to end the session at the identity provider (null when none). */
  endSessionUrl: z.string().nullable(),
});

export const authConfigCall = defineCall({ method: 'GET', path: '/Auth/config', response: ZAuthConfig, auth: 'public' });
export const tokenCall = defineCall({ method: 'GET', path: '/Auth/token', query: ZTokenQuery, response: ZTokenResponse, auth: 'public' });
export const refreshTokenCall = defineCall({ method: 'GET', path: '/Auth/refreshtoken', response: ZTokenResponse, auth: 'session' });
export const signOutCall = defineCall({ method: 'GET', path: '/Auth/signout', response: ZSignOutResponse, auth: 'session' });
/** Forgets the chosen user context on the server side; the web app then shows the role selector. */
export const changeContextCall = defineCall({ method: 'GET', path: '/Auth/changecontext', response: z.void(), auth: 'session' });

import type { OidcClient } from 'oidc-client-ts';
import { API_BASE } from '@/domain/api-base';
import type { TAuthConfig } from '@/domain/schemas/auth';
import { SESSION_KEYS } from '../../api/session-keys';

// The sign-in redirect's own small part, shared by the app (sign-in.ts) and the entry's check before the app loads
// (main.tsx): it needs neither zod nor the API client, so the entry can send the browser to sign-in early.

/** Paths that are not remembered as the place to return to after sign-in. */
const NOT_RETURN_PATHS = ['/callback', '/logout'];

export function redirectUri(): string {
  return `${window.location.origin}/callback`;
}

/** The OIDC client of the code flow (PKCE S256, state and nonce kept in sessionStorage under 'oidc.'). */
export async function oidcClient(config: TAuthConfig): Promise<OidcClient> {
  const { OidcClient, WebStorageStateStore } = await import('oidc-client-ts');
  return new OidcClient({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: redirectUri(),
    post_logout_redirect_uri: `${window.location.origin}/logout`,
    response_type: 'code',
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'oidc.' }),
  });
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Stores the URL asked for, then sends the browser to the identity provider. */
export async function startSignIn(config: Promise<TAuthConfig>): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (!NOT_RETURN_PATHS.includes(pathname))
    window.sessionStorage.setItem(SESSION_KEYS.originalUrl, `${pathname}${search}${hash}`);
  const [client] = await Promise.all([config.then(oidcClient), import('oidc-client-ts')]);
  const request = await client.createSigninRequest({ nonce: randomNonce() });
  window.location.assign(request.url);
}

/** The entry's sign-in: the identity provider's settings by a plain fetch (any failure: the app starts instead). */
export async function startSignInEarly(): Promise<void> {
  const config = fetch(`${API_BASE}/Auth/config`, { headers: { Accept: 'application/json' } }).then(async (r) => {
    if (!r.ok) throw new Error(`Auth/config ${r.status}`);
    const body = (await r.json()) as Partial<TAuthConfig>;
    if (typeof body.authority !== 'string' || typeof body.clientId !== 'string' || typeof body.scope !== 'string')
      throw new Error('Auth/config: unexpected answer');
    return { authority: body.authority, clientId: body.clientId, scope: body.scope };
  });
  await startSignIn(config);
}

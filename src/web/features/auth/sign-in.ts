import { authConfigCall, tokenCall } from '@/domain/schemas/auth';
import { callApi } from '../../api/client';
import {
  clearSession,
  forgetDeviceSession,
  rememberedUserId,
  setToken,
  storeOriginalUrl,
  takeOriginalUrl,
} from '../../api/session-storage';
import { tokenUserId } from '../../offline/owner';
import { createSignInThrottle } from './sign-in-throttle';

export { SIGN_IN_RETRY_MS } from './sign-in-throttle';

/** Paths that are not remembered as the place to return to after sign-in. */
const NOT_RETURN_PATHS = ['/callback', '/logout'];

export function redirectUri(): string {
  return `${window.location.origin}/callback`;
}

async function createOidcClient() {
  const [config, { OidcClient, WebStorageStateStore }] = await Promise.all([
    callApi(authConfigCall),
    import('oidc-client-ts'),
  ]);
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

/** Stores the URL asked for, then sends the browser to the identity provider (code flow, PKCE S256, state, nonce). */
export async function redirectToSignIn(): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (!NOT_RETURN_PATHS.includes(pathname)) storeOriginalUrl(`${pathname}${search}${hash}`);
  const client = await createOidcClient();
  const request = await client.createSigninRequest({ nonce: randomNonce() });
  window.location.assign(request.url);
}

let lastSignInError: unknown = null;
/** The error of the last failed attempt to start sign-in (e.g. the service did not answer). */
export function signInError(): unknown {
  return lastSignInError;
}

const throttle = createSignInThrottle(() => {
  redirectToSignIn().then(
    () => (lastSignInError = null),
    (error: unknown) => {
      lastSignInError = error;
      console.error('Sign-in redirect failed', error);
    },
  );
});

/** Leads an unauthenticated user to sign-in, at most once per 2000 ms. */
export function requestSignIn(): void {
  throttle.request();
}

export interface SignInResult {
  /** Where to go next: the URL first asked for, or '/'. */
  target: string;
  /** Another user than the one this device remembered signed in: that user's cached answers must go. */
  otherUser: boolean;
}

/**
 * Completes the sign-in on /callback: checks the state, exchanges the code at the service. A different user than the
 * device's remembered one makes the device forget that session (its offline data stays tagged with its owner).
 */
export async function completeSignIn(url: string): Promise<SignInResult> {
  const client = await createOidcClient();
  const { state, response } = await client.readSigninResponseState(url, true);
  if (response.error) throw new Error(response.error_description ?? response.error);
  if (!response.code || !state.code_verifier || !state.nonce)
    throw new Error('The sign-in answer has no code');
  const token = await callApi(tokenCall, {
    query: {
      code: response.code,
      codeVerifier: state.code_verifier,
      nonce: state.nonce,
      redirectUri: redirectUri(),
    },
  });
  clearSession();
  setToken(token.accessToken);
  const remembered = rememberedUserId();
  const otherUser = remembered !== null && remembered !== tokenUserId();
  if (otherUser) forgetDeviceSession();
  return { target: takeOriginalUrl() ?? '/', otherUser };
}

/** Removes what a half-finished sign-in may have left behind (oidc-client-ts state entries). */
export function clearStaleSignInState(): void {
  const keys: string[] = [];
  for (let i = 0; i < window.sessionStorage.length; i++) {
    const key = window.sessionStorage.key(i);
    if (key?.startsWith('oidc.')) keys.push(key);
  }
  for (const key of keys) window.sessionStorage.removeItem(key);
}

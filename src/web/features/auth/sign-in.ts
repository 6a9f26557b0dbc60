import { authConfigCall, tokenCall } from '@/domain/schemas/auth';
import { callApi } from '../../api/client';
import {
  clearSession,
  forgetDeviceSession,
  rememberedUserId,
  setToken,
  takeOriginalUrl,
} from '../../api/session-storage';
import { tokenUserId } from '../../offline/owner';
import { oidcClient, redirectUri, startSignIn } from './sign-in-start';
import { createSignInThrottle } from './sign-in-throttle';

export { SIGN_IN_RETRY_MS } from './sign-in-throttle';

export { redirectUri };

/** Stores the URL asked for, then sends the browser to the identity provider (code flow, PKCE S256, state, nonce). */
export async function redirectToSignIn(): Promise<void> {
  await startSignIn(callApi(authConfigCall));
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

/** Set when a sign-out has begun: the page is on its way to the provider's end-session page and stays signed out. */
let signingOut = false;

/**
 * Called as a sign-out begins, before the session is forgotten: forgetting it re-renders the session gate, whose
 * sign-in redirect would otherwise race the navigation to the end-session page and could sign the user in again.
 * The next page (/logout, or the provider's) starts with this unset.
 */
export function holdSignInForSignOut(): void {
  signingOut = true;
}

/** Leads an unauthenticated user to sign-in, at most once per 2000 ms (never while a sign-out is under way). */
export function requestSignIn(): void {
  if (signingOut) return;
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
  const client = await oidcClient(await callApi(authConfigCall));
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

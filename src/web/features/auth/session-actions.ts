import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { changeContextCall, signOutCall } from '@/domain/schemas/auth';
import { callApi } from '../../api/client';
import { clearPersistedCache } from '../../api/query-client';
import { clearSession, forgetDeviceSession, getToken, setUserContext } from '../../api/session-storage';
import { holdSignInForSignOut, requestSignIn } from './sign-in';

/** Ends the session in this browser: token, user context, cached answers. */
export function forgetSession(queryClient: QueryClient): void {
  clearSession();
  queryClient.clear();
  clearPersistedCache();
}

/**
 * Log out: GET /Auth/signout, clear state (and the device's remembered user: no offline session after a sign-out),
 * then the provider's end-session URL (which returns to /logout).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  let endSessionUrl: string | null = null;
  if (getToken()) {
    try {
      endSessionUrl = (await callApi(signOutCall)).endSessionUrl;
    } catch (error) {
      // The session ends in this browser anyway; the server's session expires on its own.
      console.error('Sign-out call failed', error);
    }
  }
  holdSignInForSignOut();
  forgetSession(queryClient);
  forgetDeviceSession();
  window.location.assign(endSessionUrl ?? '/logout');
}

/** Change company/role: GET /Auth/changecontext, then the role selector (no stored user context). */
export async function changeContext(queryClient: QueryClient): Promise<void> {
  try {
    await callApi(changeContextCall);
  } finally {
    setUserContext(null);
    queryClient.removeQueries();
  }
}

/** The handler of a 401 answer: the session is over; lead to sign-in. */
export function handleUnauthorised(queryClient: QueryClient): void {
  if (!getToken()) return;
  forgetSession(queryClient);
  requestSignIn();
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      signOut: () => signOut(queryClient),
      changeContext: () => changeContext(queryClient),
    }),
    [queryClient],
  );
}

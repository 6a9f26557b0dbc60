import { API_BASE, TRACEPARENT_HEADER, USER_CONTEXT_HEADER } from '@/domain/api-base';
import { fetchEarly } from './api/early-fetch';
import { SESSION_KEYS } from './api/session-keys';
import { createTraceparent } from './api/traceparent';

// The entry is kept tiny. With no token, online, on a page inside the sign-in gate, the browser goes to sign-in at
// once, before React and the app load (the app would only show "sending you to sign-in" and do the same). Otherwise
// (signed in, offline: the offline session or the offline screen, /callback, /logout, or the redirect failed, e.g.
// the service is unreachable) the app starts and takes the same decisions itself.
const OUTSIDE_GATE = ['/callback', '/logout'];

function hasToken(): boolean {
  try {
    return globalThis.sessionStorage.getItem(SESSION_KEYS.token) !== null;
  } catch {
    return false;
  }
}

const loadApp = () => import('./app/start').then((m) => m.startApp());

async function signInFirst(): Promise<boolean> {
  if (hasToken() || !navigator.onLine || OUTSIDE_GATE.includes(window.location.pathname)) return false;
  try {
    const { startSignInEarly } = await import('./features/auth/sign-in-start');
    await startSignInEarly();
    return true;
  } catch {
    return false;
  }
}

/**
 * Signed in with a chosen user context: the first call of the way in (the GDPR check, spec 000 section 2) starts now,
 * while the app's code downloads; the client takes its answer (api/early-fetch.ts).
 */
function startFirstCall(): void {
  try {
    const token = globalThis.sessionStorage.getItem(SESSION_KEYS.token);
    const raw = globalThis.sessionStorage.getItem(SESSION_KEYS.userContext);
    const context = raw ? (JSON.parse(raw) as { userContextToken?: unknown }).userContextToken : undefined;
    if (!token || typeof context !== 'string' || !navigator.onLine) return;
    const headers = new Headers({ accept: 'application/json, application/problem+json' });
    headers.set('authorization', `Bearer ${token}`);
    headers.set(USER_CONTEXT_HEADER, context);
    headers.set(TRACEPARENT_HEADER, createTraceparent());
    fetchEarly(`${API_BASE}/UserProfile/gdprVerificationCheck`, headers);
  } catch {
    // nothing started: the app makes the call itself
  }
}

if (!OUTSIDE_GATE.includes(window.location.pathname)) startFirstCall();
// Signed in on the overview: its page's code is fetched beside the app's instead of after the router asked for it.
if (hasToken() && window.location.pathname === '/')
  void import('./app/overview-route').catch(() => undefined);
void signInFirst().then((leaving) => (leaving ? undefined : loadApp()));

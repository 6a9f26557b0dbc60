import { API_BASE, TRACEPARENT_HEADER, USER_CONTEXT_HEADER } from '@/domain/api-base';
import { fetchEarly } from './api/early-fetch';
import { nextTask } from './api/next-task';
import { FIRST_CALL_PATHS, fieldPageFirstCalls, rememberedOverviewCall } from './api/first-calls';
import { SESSION_KEYS, sessionStore } from './api/session-keys';
import { createTraceparent } from './api/traceparent';
// In the entry itself: the sign-in page needs it first, and the app imports it too (one file less for either).
import { startSignInEarly } from './features/auth/sign-in-start';

// The entry is kept tiny. With no token, online, on a page inside the sign-in gate, the browser goes to sign-in at
// once, before React and the app load (the app would only show "sending you to sign-in" and do the same). Otherwise
// (signed in, offline: the offline session or the offline screen, /callback, /logout, or the redirect failed, e.g.
// the service is unreachable) the app starts and takes the same decisions itself.
// The accessibility statement too: the sign-in page links to it, and it must be readable without signing in (issue 26).
const OUTSIDE_GATE = ['/callback', '/logout', '/tilgjengelighet'];

const hasToken = () => (sessionStore()?.getItem(SESSION_KEYS.token) ?? null) !== null;

// The libraries, the domain layer, its call schemas, the app's own code and the start (the router, the first render)
// each run in a task of their own, so a slow phone never runs one long task; the first import fetches them all at once (scripts/build/first-screen-chunks.ts).
const loadApp = () =>
  import('./app/libraries')
    .then(nextTask)
    .then(() => import('./app/domain'))
    .then(nextTask)
    .then(() => import('./app/schemas'))
    .then(nextTask)
    .then(() => import('./app/start'))
    .then(async (m) => {
      await nextTask();
      m.startApp();
    });

async function signInFirst(): Promise<boolean> {
  if (hasToken() || !navigator.onLine || OUTSIDE_GATE.includes(window.location.pathname)) return false;
  try {
    await startSignInEarly();
    return true;
  } catch {
    return false;
  }
}

/**
 * Signed in with a chosen user context: the first calls of the way in (the GDPR check, spec 000 section 2, the
 * profile, the banners, the server's info) and, on the overview or the acquisition page, that page's own first calls start now, while the
 * app's code downloads; the client takes their answers (api/early-fetch.ts). The app still waits for the GDPR answer
 * before it shows anything else.
 */
function startFirstCalls(): void {
  try {
    const token = sessionStore()?.getItem(SESSION_KEYS.token);
    const raw = sessionStore()?.getItem(SESSION_KEYS.userContext);
    const context = raw ? (JSON.parse(raw) as { userContextToken?: unknown }).userContextToken : undefined;
    if (!token || typeof context !== 'string' || !navigator.onLine) return;
    const headers = () => {
      const h = new Headers({ accept: 'application/json, application/problem+json' });
      h.set('authorization', `Bearer ${token}`);
      h.set(USER_CONTEXT_HEADER, context);
      h.set(TRACEPARENT_HEADER, createTraceparent());
      return h;
    };
    for (const path of [...FIRST_CALL_PATHS, ...fieldPageFirstCalls(window.location.pathname)])
      fetchEarly(`${API_BASE}${path}`, headers());
    const overview = window.location.pathname === '/' ? rememberedOverviewCall(context) : undefined;
    if (overview) fetchEarly(overview, headers());
  } catch {
    // nothing started: the app makes the calls itself
  }
}

if (!OUTSIDE_GATE.includes(window.location.pathname)) startFirstCalls();
void signInFirst().then((leaving) => (leaving ? undefined : loadApp()));

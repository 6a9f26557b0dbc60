import { SESSION_KEYS } from './api/session-keys';

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

// Signed in on the overview: its page's code is fetched beside the app's instead of after the router asked for it.
if (hasToken() && window.location.pathname === '/') void import('./app/overview-route').catch(() => undefined);
void signInFirst().then((leaving) => (leaving ? undefined : loadApp()));

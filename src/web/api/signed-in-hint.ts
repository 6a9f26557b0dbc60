import { SIGNED_IN_HINT_COOKIE } from '@/domain/api-base';

/**
 * Sets or clears the hint that a tab of this browser holds a session (the cookie carries nothing else): the service then
 * sends the app's page with the first screen's files preloaded (index.signed-in.html). A session cookie, like the tab's
 * sessionStorage; its own module, so the tiny entry (main.tsx) has it without zod.
 */
export function setSignedInHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; path=/; SameSite=Strict`
    : `${SIGNED_IN_HINT_COOKIE}=; path=/; SameSite=Strict; max-age=0`;
}

/** The sign-in redirect is retried at most once per 2000 ms (spec 000 sections 2 and 9). */
export const SIGN_IN_RETRY_MS = 2000;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Wraps the redirect so it runs at most once per interval: a request inside the interval is postponed to its end,
 * and several requests inside one interval lead to one redirect.
 */
export function createSignInThrottle(
  redirect: () => void,
  clock: Clock = realClock,
  intervalMs = SIGN_IN_RETRY_MS,
) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown = null;
  const run = () => {
    pending = null;
    last = clock.now();
    redirect();
  };
  return {
    request(): void {
      if (pending !== null) return;
      const wait = last + intervalMs - clock.now();
      if (wait <= 0) run();
      else pending = clock.setTimeout(run, wait);
    },
    cancel(): void {
      if (pending !== null) clock.clearTimeout(pending);
      pending = null;
    },
  };
}

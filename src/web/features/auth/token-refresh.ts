import { isApiError } from '../../api/api-error';

/** The access token is refreshed every 50 seconds (spec 000 sections 4 and 9). */
export const TOKEN_REFRESH_INTERVAL_MS = 50_000;

export interface TokenRefreshOptions {
  refresh: () => Promise<string>;
  onToken: (token: string) => void;
  /** A refresh failure makes the user unauthenticated. */
  onFailure: (error: unknown) => void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  intervalMs?: number;
}

/**
 * Starts refreshing; returns a stop function. A failure without an answer (status 0: offline) does not end the
 * session: the app keeps working from its cache and the next tick tries again (see docs/decisions.md).
 */
export function startTokenRefresh(options: TokenRefreshOptions): () => void {
  const every = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stop =
    options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const token = await options.refresh();
      if (!stopped) options.onToken(token);
    } catch (error) {
      if (stopped) return;
      if (isApiError(error) && error.responseStatus === 0) return;
      stopped = true;
      stop(handle);
      options.onFailure(error);
    } finally {
      running = false;
    }
  };
  const handle = every(() => void tick(), options.intervalMs ?? TOKEN_REFRESH_INTERVAL_MS);
  return () => {
    stopped = true;
    stop(handle);
  };
}

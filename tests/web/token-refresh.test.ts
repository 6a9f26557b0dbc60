import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/api/api-error';
import { startTokenRefresh, TOKEN_REFRESH_INTERVAL_MS } from '@/web/features/auth/token-refresh';

function fakeInterval() {
  let tick: (() => void) | null = null;
  let interval = 0;
  const cleared: unknown[] = [];
  return {
    setInterval: (callback: () => void, ms: number) => {
      tick = callback;
      interval = ms;
      return 'handle';
    },
    clearInterval: (handle: unknown) => cleared.push(handle),
    tick: async () => {
      tick?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    interval: () => interval,
    cleared,
  };
}

const offline = () =>
  new ApiError({ url: '/x', responseStatus: 0, statusText: 'Failed to fetch', body: undefined });
const forbidden = () =>
  new ApiError({ url: '/x', responseStatus: 403, statusText: 'Forbidden', body: undefined });

describe('token refresh', () => {
  it('refreshes every 50 seconds and stores each new token', async () => {
    const timer = fakeInterval();
    const tokens = ['t1', 't2'];
    const onToken = vi.fn();
    startTokenRefresh({ refresh: async () => tokens.shift()!, onToken, onFailure: vi.fn(), ...timer });
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(50_000);
    expect(timer.interval()).toBe(50_000);
    expect(onToken).not.toHaveBeenCalled();
    await timer.tick();
    await timer.tick();
    expect(onToken.mock.calls).toEqual([['t1'], ['t2']]);
  });

  it('a refresh failure makes the user unauthenticated and stops refreshing', async () => {
    const timer = fakeInterval();
    const onFailure = vi.fn();
    const refresh = vi.fn(async () => Promise.reject(forbidden()));
    startTokenRefresh({ refresh, onToken: vi.fn(), onFailure, ...timer });
    await timer.tick();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(timer.cleared).toEqual(['handle']);
    await timer.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('no answer (offline) keeps the session and tries again on the next tick', async () => {
    const timer = fakeInterval();
    const onFailure = vi.fn();
    const onToken = vi.fn();
    const answers: Array<() => Promise<string>> = [
      async () => Promise.reject(offline()),
      async () => 'fresh',
    ];
    startTokenRefresh({ refresh: () => answers.shift()!(), onToken, onFailure, ...timer });
    await timer.tick();
    expect(onFailure).not.toHaveBeenCalled();
    await timer.tick();
    expect(onToken).toHaveBeenCalledWith('fresh');
  });

  it('stop ends the refresh; an answer arriving after stop is ignored', async () => {
    const timer = fakeInterval();
    let release: (token: string) => void = () => undefined;
    const onToken = vi.fn();
    const stop = startTokenRefresh({
      refresh: () => new Promise<string>((resolve) => (release = resolve)),
      onToken,
      onFailure: vi.fn(),
      ...timer,
    });
    await timer.tick();
    stop();
    release('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onToken).not.toHaveBeenCalled();
    expect(timer.cleared).toEqual(['handle']);
  });
});

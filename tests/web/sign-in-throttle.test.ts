import { describe, expect, it } from 'vitest';
import { createSignInThrottle, SIGN_IN_RETRY_MS, type Clock } from '@/web/features/auth/sign-in-throttle';

function fakeClock() {
  let now = 1_000_000;
  const timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    }
  };
  return { clock, advance, pending: () => timers.length };
}

describe('sign-in redirect throttle', () => {
  it('is 2000 ms', () => {
    expect(SIGN_IN_RETRY_MS).toBe(2000);
  });

  it('redirects at once the first time', () => {
    const { clock } = fakeClock();
    let redirects = 0;
    createSignInThrottle(() => redirects++, clock).request();
    expect(redirects).toBe(1);
  });

  it('postpones a second request inside 2000 ms to the end of the interval, and merges several into one', () => {
    const { clock, advance, pending } = fakeClock();
    let redirects = 0;
    const throttle = createSignInThrottle(() => redirects++, clock);
    throttle.request();
    advance(500);
    throttle.request();
    throttle.request();
    expect(redirects).toBe(1);
    expect(pending()).toBe(1);
    advance(1499);
    expect(redirects).toBe(1);
    advance(1);
    expect(redirects).toBe(2);
  });

  it('never redirects twice within 2000 ms over many requests', () => {
    const { clock, advance } = fakeClock();
    const times: number[] = [];
    const throttle = createSignInThrottle(() => times.push(clock.now()), clock);
    for (let i = 0; i < 100; i++) {
      throttle.request();
      advance(137);
    }
    expect(times.length).toBeGreaterThan(3);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(2000);
  });

  it('redirects at once again after the interval has passed; cancel drops a pending redirect', () => {
    const { clock, advance } = fakeClock();
    let redirects = 0;
    const throttle = createSignInThrottle(() => redirects++, clock);
    throttle.request();
    advance(2500);
    throttle.request();
    expect(redirects).toBe(2);
    throttle.request();
    throttle.cancel();
    advance(5000);
    expect(redirects).toBe(2);
  });
});

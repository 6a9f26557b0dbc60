import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarly } from '@/web/api/early-fetch';

const headers = (token: string, context = 'ctx-1') =>
  new Headers({ authorization: `Bearer ${token}`, 'x-user-context': context, traceparent: 'x' });

describe('calls started by the entry before the app loads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once, by the same URL with the same bearer and user context only', async () => {
    const answer = new Response('{}');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer)));
    fetchEarly('/api/a', headers('t1'));
    expect(takeEarly('/api/b', 'GET', headers('t1'))).toBeUndefined();
    expect(takeEarly('/api/a', 'GET', headers('t2'))).toBeUndefined();
    expect(takeEarly('/api/a', 'GET', headers('t1', 'ctx-2'))).toBeUndefined();
    await expect(takeEarly('/api/a', 'GET', headers('t1'))).resolves.toBe(answer);
    expect(takeEarly('/api/a', 'GET', headers('t1'))).toBeUndefined();
  });

  it('is dropped by any change sent before it was taken', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
    fetchEarly('/api/a', headers('t1'));
    expect(takeEarly('/api/confirm', 'POST', headers('t1'))).toBeUndefined();
    expect(takeEarly('/api/a', 'GET', headers('t1'))).toBeUndefined();
  });

  it('is not taken when older than its time limit', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
      fetchEarly('/api/a', headers('t1'));
      vi.advanceTimersByTime(11_000);
      expect(takeEarly('/api/a', 'GET', headers('t1'))).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

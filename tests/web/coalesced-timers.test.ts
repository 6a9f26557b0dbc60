import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { COALESCE_FROM_MS, createCoalescedTimers } from '@/web/api/coalesced-timers';
import '@/web/api/query-client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coalesced timers (the query cache timeoutManager provider)', () => {
  it('runs each long timer at its time, in order, and not a cleared one', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('b'), 5000);
    timers.setTimeout(() => ran.push('a'), 2000);
    const cleared = timers.setTimeout(() => ran.push('cleared'), 3000);
    timers.setTimeout(() => ran.push('c'), 5000);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(1999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(2999);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('sets one browser timer for many long ones, again only for an earlier one, and none to clear one', () => {
    const timers = createCoalescedTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const ids = Array.from({ length: 50 }, (_, i) => timers.setTimeout(() => undefined, 30_000 + i));
    expect(set).toHaveBeenCalledTimes(1);
    for (const id of ids) timers.clearTimeout(id);
    timers.clearTimeout(undefined as never);
    expect(clear).not.toHaveBeenCalled();
    const ran = vi.fn();
    timers.setTimeout(ran, 2000);
    expect(set).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('leaves short timers to the browser, and runs the others when one throws', () => {
    const timers = createCoalescedTimers();
    const set = vi.spyOn(globalThis, 'setTimeout');
    const short = vi.fn();
    const id = timers.setTimeout(short, COALESCE_FROM_MS - 1);
    expect(set).toHaveBeenCalledWith(short, COALESCE_FROM_MS - 1);
    expect(Number(id)).toBeGreaterThan(0);
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 1500);
    timers.setTimeout(after, 1500);
    const thrown = vi.fn();
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        thrown(error);
      }
    });
    vi.advanceTimersByTime(1500);
    expect(after).toHaveBeenCalledTimes(1);
    expect(thrown).toHaveBeenCalledWith(new Error('boom'));
  });

  it('is the query cache provider: an unobserved query is collected after its gcTime, not while observed', async () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
    await client.prefetchQuery({ queryKey: ['thing'], queryFn: () => 1 });
    const observer = new QueryObserver(client, { queryKey: ['thing'], queryFn: () => 1 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(client.getQueryCache().find({ queryKey: ['thing'] })).toBeDefined();
    unsubscribe();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(client.getQueryCache().find({ queryKey: ['thing'] })).toBeDefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getQueryCache().find({ queryKey: ['thing'] })).toBeUndefined();
    // The gc timers were coalesced: each long browser timer set was the provider's own, none a query's.
    const long = set.mock.calls.filter(([, ms]) => (ms ?? 0) >= COALESCE_FROM_MS);
    expect(long.length).toBeGreaterThan(0);
    expect(long.map(([callback]) => (callback as () => void).name)).toEqual(long.map(() => 'fire'));
  });
});

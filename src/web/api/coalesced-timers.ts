import type { TimeoutProvider } from '@tanstack/react-query';

/**
 * The query cache's timers (React Query's timeoutManager, as its documentation suggests for many queries): each query
 * sets a garbage-collection timer when it is made and clears it when it is observed, and each observer a timer for
 * when its answer goes stale. A page's first render makes dozens, and each browser timer set or cleared is work of the
 * page's main thread (with DevTools open, a JavaScript stack taken for each: a fifth of the commits' effects in
 * Lighthouse's traces, issue 27). Here the timers of a second or more share one browser timer, set for the earliest of
 * them, and clearing one only forgets it; shorter ones (retries, short waits) are the browser's own.
 */

/** Timers shorter than this are the browser's own: their timing matters, and there are few of them. */
export const COALESCE_FROM_MS = 1000;

type Callback = () => void;
/** A coalesced timer's id: negative, so it is never taken for one of the browser's (positive integers). */
type CoalescedId = number;

/** Date.now, not performance.now: a test's fake clock moves it. */
const now = () => Date.now();

export function createCoalescedTimers(): TimeoutProvider<ReturnType<typeof setTimeout> | CoalescedId> {
  const timers = new Map<CoalescedId, { due: number; callback: Callback }>();
  let lastId = 0;
  let armed: ReturnType<typeof setTimeout> | undefined;
  let armedFor = Infinity;

  function arm(due: number) {
    if (armed !== undefined) clearTimeout(armed);
    armedFor = due;
    armed = setTimeout(fire, Math.max(0, due - now()));
  }

  function fire() {
    armed = undefined;
    armedFor = Infinity;
    const at = now();
    const due = [...timers].filter(([, timer]) => timer.due <= at).sort((a, b) => a[1].due - b[1].due);
    for (const [id] of due) timers.delete(id);
    let next = Infinity;
    for (const timer of timers.values()) next = Math.min(next, timer.due);
    if (next < Infinity) arm(next);
    for (const [, timer] of due) {
      try {
        timer.callback();
      } catch (error) {
        // As a browser timer's would: reported, and the others still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout(callback, delay) {
      const ms = Number(delay) || 0;
      if (ms < COALESCE_FROM_MS) return setTimeout(callback, ms);
      const id = -++lastId;
      const due = now() + ms;
      timers.set(id, { due, callback });
      // The browser's timer is set again only for a timer due before the one it waits for.
      if (due < armedFor) arm(due);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      if (typeof id === 'number' && id < 0) timers.delete(id);
      else clearTimeout(id as ReturnType<typeof setTimeout>);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };
}

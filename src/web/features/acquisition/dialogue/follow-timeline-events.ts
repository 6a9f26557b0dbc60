import { API_BASE, buildPath } from '@/domain/contract';
import { timelineEventsCall } from '@/domain/schemas/case-dialogue';
import { headersOf } from '../../../api/client';
import { nextTask } from '../../../api/next-task';
import { getToken, subscribeSession } from '../../../api/session-storage';

/** How long the page waits before asking for a stream again after one was cut, refused or never came. */
const RETRY_MS = 3000;
/** How long it waits for a new access token after its stream was refused (401) or ended with its session or token. */
const TOKEN_WAIT_MS = 60_000;

/** Resolves when the access token is another than `previous` (the session's refresh, a new sign-in), or after `ms`. */
function untilTokenChanges(previous: string | null, ms: number, stopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => undefined as void;
    const done = () => {
      clearTimeout(timer);
      clearInterval(poll);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    // The page's unmount ends the wait too (checked every second).
    const poll = setInterval(() => stopped() && done(), 1000);
    unsubscribe = subscribeSession(() => {
      if (getToken() !== previous) done();
    });
    if (getToken() !== previous) done();
  });
}

/**
 * Follows the live timeline of a case: reads GET /Acquisitions/{id}/events (server-sent events, with the call's
 * headers) and calls onChange on each event; when the stream is cut (or never came) it tries again every 3 s and calls
 * onChange once a new stream is ready, since something may have come meanwhile. Answers its stop.
 *
 * A stream lives no longer than the access token it was opened with: the service ends it with an event 'end'
 * {reason: 'tokenExpired'} (the next one is opened at once, with the token the session's refresh holds now: authorised
 * anew), {reason: 'sessionEnded'} at sign-out (no new stream until there is a new token), and refuses one with 401
 * when the token has expired (it waits for the refresh instead of asking every 3 s) and 429 beyond the user's cap of
 * open streams (asked again after Retry-After).
 */
export function followTimelineEvents(id: string, onChange: () => void): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  async function connect(): Promise<void> {
    let tries = 0;
    while (!stopped) {
      // In a task of its own, not in the commit that mounted the page (next-task.ts, issue 27).
      await nextTask();
      if (stopped) break;
      controller = new AbortController();
      const token = getToken();
      /** What to do once this try is over: wait RETRY_MS, wait for another token, go on at once, or wait longer. */
      let next: { kind: 'retry' } | { kind: 'newToken' } | { kind: 'now' } | { kind: 'after'; ms: number } = { kind: 'retry' };
      try {
        const headers = headersOf(timelineEventsCall, {} as never);
        headers.set('accept', 'text/event-stream');
        const response = await fetch(API_BASE + buildPath(timelineEventsCall.path, { id }), { headers, signal: controller.signal });
        if (response.status === 401) next = { kind: 'newToken' };
        if (response.status === 429) next = { kind: 'after', ms: Math.max(RETRY_MS, Number(response.headers.get('retry-after')) * 1000 || 30_000) };
        if (!response.ok || !response.body) throw new Error(String(response.status));
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === 'message' || (event === 'ready' && tries > 0)) onChange();
            if (event === 'end') {
              const reason = /"reason":"(\w+)"/.exec(block)?.[1];
              next = reason === 'tokenExpired' ? { kind: 'now' } : reason === 'sessionEnded' ? { kind: 'newToken' } : { kind: 'retry' };
            }
          }
        }
      } catch {
        /* cut, refused or offline: try again below */
      }
      if (stopped) return;
      tries += 1;
      // The token expired: the refresh (every 50 s) has normally given another one already; if not, wait for it.
      if (next.kind === 'now' && getToken() === token) next = { kind: 'newToken' };
      if (next.kind === 'newToken') await untilTokenChanges(token, TOKEN_WAIT_MS, () => stopped);
      else if (next.kind !== 'now') await new Promise((resolve) => setTimeout(resolve, next.kind === 'after' ? next.ms : RETRY_MS));
    }
  }
  void connect();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

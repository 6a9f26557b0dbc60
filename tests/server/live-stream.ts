// A reader of the live event stream (GET /Acquisitions/{id}/events) for the server tests.
import { API_BASE } from '../../src/domain/contract';

export interface TStreamEvent {
  event: string;
  data: Record<string, string>;
}

/**
 * Opens a live stream and reads its server-sent events into a list: `waitFor` resolves when an event matches, `ended`
 * when the service closes the stream (not when the test aborts it); a refused stream answers its status and problem.
 */
export async function openStream(base: string, id: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API_BASE}/Acquisitions/${id}/events`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: TStreamEvent[] = [];
  const waiters: { test: (e: TStreamEvent) => boolean; resolve: (e: TStreamEvent) => void }[] = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  let problem: Record<string, unknown> | undefined;
  if (res.status === 200) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data) continue;
            const e = { event, data: JSON.parse(data) as Record<string, string> };
            events.push(e);
            for (const w of waiters.splice(0).filter((w) => !w.test(e) || (w.resolve(e), false))) waiters.push(w);
          }
        }
        markEnded();
      } catch {
        /* aborted */
      }
    })();
  } else {
    problem = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  }
  const waitFor = (test: (e: TStreamEvent) => boolean, ms = 2000) =>
    new Promise<TStreamEvent>((resolve, reject) => {
      const found = events.find(test);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms; got ${JSON.stringify(events)}`)), ms);
      waiters.push({ test, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  /** Resolves when the service has closed the stream; rejects after `ms`. */
  const waitEnded = (ms = 2000) =>
    Promise.race([
      ended,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`stream still open after ${ms} ms; got ${JSON.stringify(events)}`)), ms).unref()),
    ]);
  return {
    status: res.status,
    headers: res.headers,
    problem,
    events,
    waitFor,
    waitEnded,
    close: () => controller.abort(),
  };
}

export type TStream = Awaited<ReturnType<typeof openStream>>;

// Live timeline (issue 12), against the built service (PGlite): 100 open event streams on one case (GET
// /Acquisitions/{id}/events), then 30 messages posted one after the other (an inquiry of the regulator's case
// handler to the company); for each, the time from sending the POST until its event has reached all 100 streams.
// Aim: p95 under 200 ms on loopback.
import { signInOverHttp } from '../lib/oidc-sign-in';
import { startService } from '../lib/service-process';

const STREAMS = 100;
const MESSAGES = 30;
const AIM_P95_MS = 200;
/** Demo acquisition 3 (Troll havbunn, ongoing) of Nordkapp Energi. */
const CASE = 'a6000000-0000-4000-a000-000000000003';
const BASE = '/DataAcquisition-service';

/** One stream: records when each message id arrived. */
async function openStream(url: string, headers: Record<string, string>, arrived: Map<string, number>[], controller: AbortController) {
  const response = await fetch(`${url}${BASE}/Acquisitions/${CASE}/events`, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`events: ${response.status}`);
  const seen = new Map<string, number>();
  arrived.push(seen);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (/^event: ready$/m.test(block)) ready();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: message$/m.test(block) && data) seen.set((JSON.parse(data) as { messageId: string }).messageId, performance.now());
        }
      }
    } catch {
      /* closed */
    }
  })();
  await isReady;
}

export async function run(): Promise<void> {
  const service = await startService();
  const controller = new AbortController();
  try {
    const company = await signInOverHttp(service.url, 'innmelder', 'meldesystem');
    const regulator = await signInOverHttp(service.url, 'saksbehandler.od', 'meldesystem');
    const arrived: Map<string, number>[] = [];
    for (let i = 0; i < STREAMS; i++) await openStream(service.url, company, arrived, controller);
    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const started = performance.now();
      const response = await fetch(`${service.url}${BASE}/Messages/${CASE}/inquiry`, {
        method: 'POST',
        headers: { ...regulator, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ MessageContent: `Spørsmål ${i}`, CmpReplyIndicator: 30 }),
      });
      if (response.status !== 201) throw new Error(`inquiry: ${response.status} ${await response.text()}`);
      const { messageId } = (await response.json()) as { messageId: string };
      const deadline = performance.now() + 5000;
      while (arrived.some((s) => !s.has(messageId)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      if (arrived.some((s) => !s.has(messageId))) throw new Error(`message ${i} did not reach every stream within 5 s`);
      latencies.push(Math.max(...arrived.map((s) => s.get(messageId)!)) - started);
    }
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const p95 = p(0.95);
    console.log(`POST of a message to its event on all ${STREAMS} open streams, ${MESSAGES} messages: median ${p(0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${p(1).toFixed(0)} ms (aim p95 < ${AIM_P95_MS} ms) ${p95 < AIM_P95_MS ? 'OK' : 'OVER AIM'}`);
  } finally {
    controller.abort();
    await service.stop();
  }
}

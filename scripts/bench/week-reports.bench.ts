// 200 week reports queued on a device (a start-up report and 199 weekly reports of one acquisition, each with its
// Idempotency-Key) drained against the running service on loopback in order, one after another as the outbox sends
// them; then the whole queue replayed with the same keys (a drain interrupted before the receipts were kept). Prints
// the time, the requests and the rows the service holds (aim: under 10 s and exactly 200 rows, also after the replay).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { startService } from '../lib/service-process';
import { queuedWeekReports, type QueuedReport } from './lib/week-report-queue';

const REPORTS = 200;
const AIM_MS = 10_000;
/** Heidrun 4D, the demo case of Nordkapp Energi in Planlagt (4D: payment and shadow areas required). */
const ACQUISITION = 'a6000000-0000-4000-a000-000000000002';

/** CPU time (user + system) of a process so far, in ms, from /proc (Linux); the figure that does not depend on the machine's load. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function drain(url: string, headers: Record<string, string>, items: QueuedReport[]) {
  const statuses: Record<number, number> = {};
  const started = performance.now();
  for (const item of items) {
    const res = await fetch(`${url}/DataAcquisition-service${item.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': item.key },
      body: JSON.stringify(item.body),
    });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 300) throw new Error(`${item.path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  return { ms: performance.now() - started, statuses };
}

export async function run(): Promise<void> {
  const service = await startService();
  try {
    const headers = await signInOverHttp(service.url, 'innmelder', 'meldesystem');
    const get = async (path: string) => (await fetch(`${service.url}/DataAcquisition-service${path}`, { headers })).json();
    const [vessel] = (await get(`/Acquisition/${ACQUISITION}/Vessels`)) as { acquisitionVesselId: string }[];
    const items = queuedWeekReports(ACQUISITION, vessel!.acquisitionVesselId, REPORTS);
    const cpuBefore = cpuMsOf(service.child.pid);
    const first = await drain(service.url, headers, items);
    const cpu = cpuMsOf(service.child.pid) - cpuBefore;
    const rows = ((await get(`/acquisition/${ACQUISITION}/weekReport`)) as unknown[]).length;
    const replay = await drain(service.url, headers, items);
    const rowsAfter = ((await get(`/acquisition/${ACQUISITION}/weekReport`)) as unknown[]).length;
    const ok = first.ms < AIM_MS && rows === REPORTS && rowsAfter === REPORTS;
    console.log(`drain of ${REPORTS} queued week reports (sequential, loopback): ${first.ms.toFixed(0)} ms, ${items.length} requests ${JSON.stringify(first.statuses)}, ${(first.ms / items.length).toFixed(1)} ms each`);
    console.log(`service CPU during the drain: ${cpu.toFixed(0)} ms (${(cpu / items.length).toFixed(1)} ms a report); load average ${loadavg()[0]!.toFixed(1)} on this machine`);
    console.log(`rows: ${rows} (aim exactly ${REPORTS})`);
    console.log(`replay of the same ${items.length} with their keys: ${replay.ms.toFixed(0)} ms ${JSON.stringify(replay.statuses)}, rows after: ${rowsAfter}`);
    console.log(`aim: under ${AIM_MS} ms and exactly ${REPORTS} rows ${ok ? 'OK' : 'MISSED'}`);
  } finally {
    await service.stop();
  }
}

// The acquisition page's timeline at scale, on PostgreSQL: one acquisition with 500 messages, then 5,000 (every kind the
// store holds, half with a party state), then GET /Acquisitions/{id}/timeline at 20 connections for 10 s: the whole
// timeline (as before paging) and the first page the web app asks for (?limit=50; aim p95 < 20 ms and < 50 KB gzip;
// autocannon reports p90 and p97.5, so p97.5 is taken as the upper bound of p95). Needs the PostgreSQL of
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); it makes a database of its own and drops it.
// Requests carry accept-encoding: gzip, as every browser's do. Besides latencies it prints the CPU time per request of the
// service and of the database's PostgreSQL backends (from /proc, Linux): figures that a busy shared machine moves much
// less than req/s and latencies.
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { TIMELINE_PAGE_SIZE } from '../../src/domain/case-dialogue/timeline-cursor';
import { startService } from '../lib/service-process';
import { benchDatabase, fillTimeline, withAdmin } from './lib/timeline-data';

const SIZES = [500, 5000];
const AIM_PAGE_GZIP_KB = 50;
const CONNECTIONS = 20;
const DURATION_S = 10;
const AIM_P95_MS = 20;
/** Troll havbunn (ongoing, Nordkapp Energi): the demo acquisition that gets the 500 messages. */
const ACQUISITION = 'a6000000-0000-4000-a000-000000000003';

/** CPU seconds (user + system) the process has used so far, from /proc (Linux); undefined elsewhere. */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/** CPU seconds of each PostgreSQL backend serving the database, when they run on this machine (Linux). */
async function backendCpuOf(database: string): Promise<Map<number, number>> {
  const rows = await withAdmin((c) => c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]));
  const cpu = new Map<number, number>();
  for (const { pid } of rows.rows) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== undefined) cpu.set(pid, seconds);
  }
  return cpu;
}

/** One URL at CONNECTIONS connections: latencies, size plain and gzip, CPU per call of the service and PostgreSQL. */
async function measure(
  service: Awaited<ReturnType<typeof startService>>,
  database: string,
  headers: Record<string, string>,
  path: string,
  label: string,
  atLeast: number,
): Promise<void> {
  const probe = await fetch(`${service.url}${path}`, { headers });
  const count = ((await probe.json()) as unknown[]).length;
  if (!probe.ok || count < atLeast) throw new Error(`timeline answered ${probe.status} with ${count} messages`);
  // fetch unzips: the size on the wire from a raw request.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    httpGet(`${service.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    }).on('error', reject);
  });
  const plainKb = gunzipSync(raw).length / 1024;
  const gzipKb = raw.length / 1024;
  await autocannon({ url: `${service.url}${path}`, connections: 4, duration: 2, headers }); // warm-up
  const cpuBefore = cpuSecondsOf(service.child.pid);
  const backendsBefore = await backendCpuOf(database);
  const result = await autocannon({ url: `${service.url}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuAfter = cpuSecondsOf(service.child.pid);
  const backendsAfter = await backendCpuOf(database);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`timeline: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const p95 = result.latency.p97_5;
  console.log(
    `GET /Acquisitions/{id}/timeline, ${label} (${count} in the answer, ${plainKb.toFixed(0)} KB JSON, ${gzipKb.toFixed(1)} KB gzip; PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p97.5 ${p95} ms, p99 ${result.latency.p99} ms`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    // Load-independent: the service's own CPU time per answered call (a busy machine lowers req/s, not this).
    console.log(`  service CPU per request: ${(((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(3)} ms (${result.requests.total} requests, ${(result.throughput.average / 1024).toFixed(0)} KiB/s)`);
  }
  if (backendsAfter.size > 0) {
    let seconds = 0;
    for (const [pid, after] of backendsAfter) seconds += after - (backendsBefore.get(pid) ?? 0);
    console.log(`  PostgreSQL CPU per request: ${((seconds * 1000) / result.requests.total).toFixed(3)} ms (${backendsAfter.size} backends of the database)`);
  }
  const sizeText = count <= TIMELINE_PAGE_SIZE ? `; gzip ${gzipKb.toFixed(1)} KB (aim < ${AIM_PAGE_GZIP_KB}) ${gzipKb < AIM_PAGE_GZIP_KB ? 'OK' : 'OVER AIM'}` : '';
  console.log(`  p95 <= p97.5 = ${p95} ms (aim < ${AIM_P95_MS}, ratio ${(p95 / AIM_P95_MS).toFixed(2)}) ${p95 < AIM_P95_MS ? 'OK' : 'OVER AIM'}${sizeText}`);
}

export async function run(): Promise<void> {
  const database = `bench_timeline_${process.pid}`;
  const { url, drop } = await benchDatabase(database);
  // BENCH_CPU_PROF=<dir>: the service writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  try {
    // Inside try: a service that fails to start still has its database dropped.
    service = await startService({ DATABASE_URL: url }, undefined, profile);
    // accept-encoding: gzip as every browser sends it (the service keeps the gzipped answer with the JSON).
    const headers = { ...(await signInOverHttp(service.url, 'innmelder', 'meldesystem')), 'accept-encoding': 'gzip' };
    let filled = 0;
    for (const size of SIZES) {
      await fillTimeline(url, ACQUISITION, size - filled);
      filled = size;
      const path = `/DataAcquisition-service/Acquisitions/${ACQUISITION}/timeline`;
      await measure(service, database, headers, `${path}`, `whole timeline, ${size} messages`, size);
      await measure(service, database, headers, `${path}?limit=${TIMELINE_PAGE_SIZE}`, `first page (limit ${TIMELINE_PAGE_SIZE}), ${size} messages`, TIMELINE_PAGE_SIZE);
    }
  } finally {
    await service?.stop();
    await drop();
  }
}

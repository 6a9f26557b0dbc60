// Issue 8: the service under the largest allowed geometry work. One client sends the largest allowed geometry to
// POST /Draft/Validate (a survey line of MAX_VERTICES_PER_GEOMETRY shot points, the costliest kind to check; with
// BENCH_BOTH=1 also a gross polygon of as many vertices: the largest allowed request) 20 times in parallel; another sends GET /info one after another meanwhile. Prints the service's event-loop
// delay (p99, measured inside it by loop-delay-probe.mjs), GET /info's p99, and the service's peak RSS, beside the aims.
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_VERTICES_PER_GEOMETRY } from '../../src/domain/geometry/limits';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { startService } from '../lib/service-process';

const PARALLEL = 20;
const AIM_INFO_P99_MS = 50;
const AIM_LOOP_P99_MS = 50;
const AIM_RSS_MB = 1024;

const meta = { loadedFromFile: true, transformationToWgs84: null, csOriginWkId: 4326 };

/** The largest allowed request: a survey line of shot points 25 m apart (wiggling a few metres) and a polygon. */
function largestRequest() {
  const n = MAX_VERTICES_PER_GEOMETRY;
  const line = Array.from({ length: n }, (_, i) => [
    2.6 + (i % 20_000) * 0.00002,
    60.3 + Math.floor(i / 20_000) * 0.01 + Math.sin(i) * 2e-5,
  ]);
  const ring = Array.from({ length: n - 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / (n - 1);
    return [2.8 + (0.3 + 0.01 * Math.sin(a * 200)) * Math.cos(a), 60.45 + 0.2 * Math.sin(a)];
  });
  return JSON.stringify({
    netGeometry: { ...meta, geometry: { type: 'LineString', coordinates: line } },
    ...(process.env.BENCH_BOTH
      ? { grossGeometry: { ...meta, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } } }
      : {}),
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const rssMbOf = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU time (ms) the service's main thread (the event loop; its tid is the pid) has used: utime + stime of its /proc task. */
const mainThreadCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms (USER_HZ 100)
};
const SEQUENTIAL = 10;
const verdict = (ok: boolean) => (ok ? 'OK' : '<-- above aim');

export async function run(): Promise<void> {
  const loopFile = path.join(tmpdir(), `meldesystem-loop-delay-${process.pid}.json`);
  const probe = path.resolve('scripts/bench/loop-delay-probe.mjs');
  const service = await startService({
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
    LOOP_DELAY_OUT: loopFile,
  });
  const pid = service.child.pid!;
  try {
    const headers = await signInOverHttp(service.url, 'innmelder', 'meldesystem');
    const body = largestRequest();
    const validate = `${service.url}/DataAcquisition-service/Draft/Validate`;
    // Checks queue behind each other: no client-side timeout (the service answers 422/503 by its own limits).
    const send = () =>
      new Promise<{ status: number; text: string }>((resolve) => {
        const req = request(validate, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', (error) => resolve({ status: 0, text: error.message }));
        req.end(body);
      });
    const rssIdle = rssMbOf(pid, 'VmRSS');
    // Warm up: the workers start and compile once.
    const warmStart = performance.now();
    const warm = await send();
    console.log(`warm-up (one check): ${warm.status} in ${(performance.now() - warmStart).toFixed(0)} ms`);
    // The event loop's own CPU time per check, one after another: independent of the machine's load (the lead compares it).
    const cpuBefore = mainThreadCpuMs(pid);
    for (let i = 0; i < SEQUENTIAL; i++) await send();
    const cpuPerCall = (mainThreadCpuMs(pid) - cpuBefore) / SEQUENTIAL;
    const rssBefore = rssMbOf(pid, 'VmRSS');
    service.child.kill('SIGUSR2'); // a new event-loop measurement from here

    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMbOf(pid, 'VmRSS'))), 50);
    const started = performance.now();
    let running = true;
    const heavy = Promise.all(Array.from({ length: PARALLEL }, send)).finally(() => (running = false));
    const info: number[] = [];
    while (running) {
      const t = performance.now();
      await fetch(`${service.url}/DataAcquisition-service/info`).then((r) => r.arrayBuffer());
      info.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
    const answers = await heavy;
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    service.child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 200));
    const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as { p50: number; p99: number; max: number };
    const statuses = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

    const mb = (body.length / 1024 / 1024).toFixed(1);
    console.log(
      `${PARALLEL} x POST /Draft/Validate in parallel (${process.env.BENCH_BOTH ? 'net line + gross polygon' : 'a line'} of ${MAX_VERTICES_PER_GEOMETRY} vertices${process.env.BENCH_BOTH ? ' each' : ''}, ${mb} MB): ` +
        `all answered in ${(elapsed / 1000).toFixed(1)} s; statuses ${JSON.stringify(statuses)}`,
    );
    const infoP99 = percentile(info, 99);
    // On a shared machine the figures mean little when others keep its cores busy: the load is printed beside them.
    console.log(`machine load average (1 min) at the end: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
    console.log(`main-thread CPU per POST /Draft/Validate (${SEQUENTIAL} one after another): ${cpuPerCall.toFixed(1)} ms`);
    console.log(`figure                                  value      aim`);
    console.log(`service event-loop delay p99        ${loop.p99.toFixed(1).padStart(8)} ms  < ${AIM_LOOP_P99_MS} ms  ${verdict(loop.p99 < AIM_LOOP_P99_MS)}  (p50 ${loop.p50.toFixed(1)} ms, max ${loop.max.toFixed(1)} ms)`);
    console.log(`GET /info p99 (${String(info.length).padStart(4)} requests)      ${infoP99.toFixed(1).padStart(8)} ms  < ${AIM_INFO_P99_MS} ms  ${verdict(infoP99 < AIM_INFO_P99_MS)}  (p50 ${percentile(info, 50).toFixed(1)} ms, max ${Math.max(...info).toFixed(1)} ms)`);
    console.log(`service peak RSS during the load    ${peakRss.toFixed(0).padStart(8)} MB  < ${AIM_RSS_MB} MB  ${verdict(peakRss < AIM_RSS_MB)}  (idle ${rssIdle.toFixed(0)} MB, after one check ${rssBefore.toFixed(0)} MB, process high-water mark ${rssMbOf(pid, 'VmHWM').toFixed(0)} MB)`);
  } finally {
    await service.stop();
    rmSync(loopFile, { force: true });
  }
}

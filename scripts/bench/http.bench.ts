// Throughput and p99 latency of an authenticated GET /UserProfile/user at 50 connections on PGlite and on PostgreSQL
// (BENCH_DATABASE_URL's server, a database of its own), against a bare Fastify route in the same run, and the service's
// time from start to first answer (fresh data directory, then existing data).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { freePort, startService } from '../lib/service-process';
import { cpuSecondsOf } from './lib/process-cpu';

const CONNECTIONS = 50;
const DURATION_S = 10;
const AIM_RATIO = 0.5;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface TLoad {
  rps: number;
  p99: number;
  /** The server process's CPU milliseconds per answered call (load-independent, unlike req/s on a shared machine). */
  cpuMs?: number;
}

async function load(url: string, pid: number | undefined, headers: Record<string, string> = {}): Promise<TLoad> {
  const before = cpuSecondsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const after = cpuSecondsOf(pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuMs = before !== undefined && after !== undefined ? ((after - before) * 1000) / result.requests.total : undefined;
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs };
}

const cpuText = (l: TLoad) => (l.cpuMs === undefined ? '' : `, CPU ${l.cpuMs.toFixed(3)} ms/call`);

async function withAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function bareBaseline() {
  const port = await freePort();
  const bare = fork('scripts/bench/bare-server.mjs', { env: { ...process.env, PORT: String(port) } });
  await new Promise((r) => bare.once('message', r));
  try {
    return await load(`http://127.0.0.1:${port}/bare`, bare.pid);
  } finally {
    bare.kill();
  }
}

async function profileCalls(service: { url: string; child: { pid?: number } }) {
  const headers = await signInOverHttp(service.url, 'innmelder', 'meldesystem');
  const url = `${service.url}/DataAcquisition-service/UserProfile/user`;
  await autocannon({ url, connections: 4, duration: 2, headers }); // warm-up
  return load(url, service.child.pid, headers);
}

function print(db: string, service: TLoad, baseline: TLoad) {
  const ratio = service.rps / baseline.rps;
  const cpuRatio = service.cpuMs && baseline.cpuMs ? ` (by CPU per call: ${(baseline.cpuMs / service.cpuMs).toFixed(2)})` : '';
  console.log(
    `GET /UserProfile/user (authenticated, ${db}, ${CONNECTIONS} connections): ${service.rps.toFixed(0)} req/s, p99 ${service.p99} ms${cpuText(service)}; ` +
      `ratio service/bare ${ratio.toFixed(2)}${cpuRatio} (aim >= ${AIM_RATIO}) ${ratio >= AIM_RATIO ? 'OK' : 'BELOW AIM'}`,
  );
}

export async function run(): Promise<void> {
  const fresh = await startService();
  console.log(
    `service start to first answer (new data directory: migrate + demo data): ${fresh.startupMs.toFixed(0)} ms`,
  );
  await fresh.stop({ keepData: true });
  const again = await startService({}, fresh.dataDir);
  console.log(`service start to first answer (existing data): ${again.startupMs.toFixed(0)} ms`);
  let pglite;
  try {
    pglite = await profileCalls(again);
  } finally {
    await again.stop();
  }
  const database = `bench_http_${process.pid}`;
  await withAdmin(`create database ${database}`);
  let postgres;
  try {
    const service = await startService({ DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`) });
    try {
      postgres = await profileCalls(service);
    } finally {
      await service.stop();
    }
  } finally {
    await withAdmin(`drop database if exists ${database} with (force)`);
  }
  // The baseline right after the service runs, on the same machine in the same minute.
  const baseline = await bareBaseline();
  console.log(`bare Fastify route (${CONNECTIONS} connections): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms${cpuText(baseline)}`);
  print('PGlite', pglite, baseline);
  print('PostgreSQL', postgres, baseline);
}

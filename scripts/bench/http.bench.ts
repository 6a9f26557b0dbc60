// Throughput and p99 latency of an authenticated GET /UserProfile/user at 50 connections, against a bare Fastify route
// in the same run, and the service's time from start to first answer (fresh data directory, then existing data).
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { freePort, startService } from '../lib/service-process';

const CONNECTIONS = 50;
const DURATION_S = 10;
const AIM_RATIO = 0.25;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function run(): Promise<void> {
  const fresh = await startService();
  console.log(
    `service start to first answer (new data directory: migrate + demo data): ${fresh.startupMs.toFixed(0)} ms`,
  );
  await fresh.stop({ keepData: true });
  const again = await startService({}, fresh.dataDir);
  console.log(`service start to first answer (existing data): ${again.startupMs.toFixed(0)} ms`);
  try {
    const headers = await signInOverHttp(again.url, 'innmelder', 'meldesystem');
    const service = await load(`${again.url}/DataAcquisition-service/UserProfile/user`, headers);

    const port = await freePort();
    const bare = fork('scripts/bench/bare-server.mjs', { env: { ...process.env, PORT: String(port) } });
    await new Promise((r) => bare.once('message', r));
    const baseline = await load(`http://127.0.0.1:${port}/bare`);
    bare.kill();

    const ratio = service.rps / baseline.rps;
    console.log(
      `GET /UserProfile/user (authenticated, ${CONNECTIONS} connections): ${service.rps.toFixed(0)} req/s, p99 ${service.p99} ms`,
    );
    console.log(
      `bare Fastify route (${CONNECTIONS} connections): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`,
    );
    console.log(
      `ratio service/bare: ${ratio.toFixed(2)} (aim >= ${AIM_RATIO}) ${ratio >= AIM_RATIO ? 'OK' : 'BELOW AIM'}`,
    );
  } finally {
    await again.stop();
  }
}

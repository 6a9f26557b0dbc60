// Calls per second through a real load balancer (Debian's haproxy, round-robin, no sticky sessions) in front of one and
// then two instances of the built service on one PostgreSQL (FILE_STORE=postgres), printed with the machine's cores:
// on 2 shared cores the two instances and PostgreSQL share the same CPUs, so the ratio is bounded well below 2.
// BENCH_PG_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); a database is made and dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp } from '../lib/oidc-sign-in';
import { freePort, startService, type ServiceProcess } from '../lib/service-process';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 20;
const DURATION_S = 10;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** haproxy in the foreground: every call, the embedded identity provider's too (its state is in PostgreSQL),
 * round-robin over `servers`. */
async function startHaproxy(port: number, servers: ServiceProcess[]): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'meldesystem-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  const line = (s: ServiceProcess, i: number) => `  server s${i} 127.0.0.1:${s.port} check`;
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend meldesystem',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /health/ready',
      ...servers.map((s, i) => line(s, i)),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://localhost:${port}/health/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    stop: async () => {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(lbUrl: string, headers: Record<string, string>): Promise<number> {
  const url = `${lbUrl}/DataAcquisition-service/Overview/view?Query=status%3D1%2C10%2C20%2C30&OrderBy=startDate&Order=desc&PageSize=10&Page=1`;
  await autocannon({ url, connections: 4, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`through the load balancer: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function run(): Promise<void> {
  const name = `bench_lb_${Date.now().toString(36)}`;
  await admin(`create database ${name}`);
  const lbPort = Number(process.env.BENCH_LB_PORT) || (await freePort());
  const lbUrl = `http://localhost:${lbPort}`;
  const env = { DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), FILE_STORE: 'postgres', PUBLIC_URL: lbUrl };
  const services: ServiceProcess[] = [];
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    services.push(await startService(env));
    haproxy = await startHaproxy(lbPort, services);
    const headers = await signInOverHttp(lbUrl, 'saksbehandler.od', 'meldesystem');
    const one = await measure(lbUrl, headers);
    await haproxy.stop();
    services.push(await startService(env));
    haproxy = await startHaproxy(lbPort, services);
    const two = await measure(lbUrl, headers);
    console.log(`machine: ${availableParallelism()} cores (service instances, haproxy, PostgreSQL and autocannon share them)`);
    console.log(`GET /Overview/view through haproxy (round-robin, ${CONNECTIONS} connections, ${DURATION_S} s):`);
    console.log(`  one instance:  ${one.toFixed(0)} calls/s`);
    console.log(`  two instances: ${two.toFixed(0)} calls/s (${(two / one).toFixed(2)}x)`);
  } finally {
    await haproxy?.stop();
    for (const service of services) await service.stop();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

// haproxy (Debian's package) in front of service instances for the load-balancer browser test: round-robin, no
// stickiness, readiness checks, and a stats page that tells which servers it holds up.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { expect } from './test';
import { freePort, startService, type ServiceProcess } from '../scripts/lib/service-process';

const LOG_MARK = 'meldesystem-request';

/** haproxy's binary, or undefined when it is not installed (/usr/sbin is not on every user's PATH). */
export function haproxyBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** A request as haproxy logged it: the server it went to ('<NOSRV>' when none) and the bytes the client sent (headers and body). */
export interface LoggedRequest {
  method: string;
  uri: string;
  status: number;
  server: string;
  uploaded: number;
}

export interface Haproxy {
  url: string;
  /** 'UP', 'DOWN', … per server name (s0, s1, …) as haproxy's stats page says. */
  states(): Promise<Record<string, string>>;
  /** Every request haproxy has ended so far (its log), in order. */
  requests(): LoggedRequest[];
  stop(): Promise<void>;
}

/**
 * haproxy in the foreground on `port`: every call round-robin over the instances (no cookie, no stickiness), each
 * checked on GET /health/ready every 250 ms (out after 2 failures, back after 1 success); a call whose connection
 * fails is sent to the other server. Every answer names its server in X-Served-By; every request is logged
 * (requests(): method, URI, status, server, bytes the client sent).
 */
export async function startHaproxy(binary: string, port: number, statsPort: number, instancePorts: number[]): Promise<Haproxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'meldesystem-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 500',
      '  log stdout format raw local0 info',
      'defaults',
      '  mode http',
      '  log global',
      // One line per request when it ends, aborted ones too.
      `  log-format "${LOG_MARK} %HM %HU %ST %s %U"`,
      '  timeout connect 2s',
      '  timeout client 120s',
      '  timeout server 120s',
      '  timeout tunnel 1h',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response',
      'frontend meldesystem',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /health/ready',
      '  http-response set-header X-Served-By %[srv_name]',
      '  default-server inter 250ms fall 2 rise 1',
      ...instancePorts.map((p, i) => `  server s${i} 127.0.0.1:${p} check`),
      'listen stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /stats',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const logged: LoggedRequest[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const [mark, method, uri, status, server, uploaded] = line.trim().split(' ');
    if (mark === LOG_MARK) logged.push({ method: method!, uri: uri!, status: Number(status), server: server!, uploaded: Number(uploaded) });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [name, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const answer: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[name!] === 'app' && /^s\d+$/.test(cells[server!]!)) answer[cells[server!]!] = cells[status!]!;
    }
    return answer;
  };
  // Until the stats page answers (haproxy has read its configuration and listens).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    const ready = await states().then(
      () => true,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://localhost:${port}`,
    states,
    requests: () => [...logged],
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ADMIN_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** Whether PostgreSQL answers on the test server. */
export const postgresAnswers = () => admin('select 1').then(
  () => true,
  () => false,
);

/** A new, empty database on the test server: its address, and how to drop it. */
export async function newDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `e2e_lb_${Date.now().toString(36)}`;
  await admin(`create database ${name}`);
  return { url: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** One series of an instance's GET /metrics (Prometheus text), read with its token; NaN when it is not there. */
export async function metric(instanceUrl: string, token: string, name: string): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

/** Rows a query answers on the test's database (to count what the service stored). */
export async function rows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client.query(text, values).then((result) => result.rows as T[]).finally(() => client.end());
}

/** Two built instances on a fresh database (FILE_STORE=postgres) with haproxy in front of them. */
export interface Cluster {
  database: { url: string; drop(): Promise<void> };
  /** The instances' environment (a restarted instance takes it again). */
  env: Record<string, string>;
  services: ServiceProcess[];
  haproxy: Haproxy;
  stop(): Promise<void>;
}

/** Starts a Cluster and waits until haproxy holds both instances up; what started is stopped again if a step fails. */
export async function startCluster(binary: string, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const database = await newDatabase();
  const services: ServiceProcess[] = [];
  let haproxy: Haproxy | undefined;
  const stop = async () => {
    await haproxy?.stop();
    for (const service of services) await service.stop();
    await database.drop();
  };
  try {
    const lbPort = await freePort();
    const env = { DATABASE_URL: database.url, FILE_STORE: 'postgres', PUBLIC_URL: `http://localhost:${lbPort}`, ...extraEnv };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) services.push(await startService(env));
    haproxy = await startHaproxy(binary, lbPort, await freePort(), services.map((s) => s.port));
    const up = haproxy;
    await expect.poll(() => up.states(), { timeout: 30_000 }).toEqual({ s0: 'UP', s1: 'UP' });
    return { database, env, services, haproxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Starts the built service (dist/server/main.mjs) as a child process on a free port with its own data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICE_NODE_ARGS, serviceEnv } from './service-runtime.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServiceProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first successful answer of GET /DataAcquisition-service/info. */
  startupMs: number;
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** A certificate (PEM files) for the service's HTTPS with HTTP/2; the service trusts it for its own calls to itself. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** Whether the service answers GET /info: over HTTPS, the test certificate (ca) is trusted for this request only. */
async function answers(url: string, ca?: Buffer): Promise<boolean> {
  const target = `${url}/DataAcquisition-service/info`;
  if (!ca) return (await fetch(target)).ok;
  return new Promise((resolve, reject) => {
    https.get(target, { ca }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', reject);
  });
}

/** nodeArgs: options for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
export async function startService(
  env: Record<string, string> = {},
  dataDir?: string,
  nodeArgs: string[] = [],
  tls?: TlsFiles,
): Promise<ServiceProcess> {
  // env.PORT: this port (an instance started again where it was); BENCH_PORT: a port of one's own on a shared
  // machine (one service at a time); else a free one.
  const port = Number(env.PORT) || Number(process.env.BENCH_PORT) || (await freePort());
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'meldesystem-'));
  const url = `${tls ? 'https' : 'http'}://localhost:${port}`;
  const tlsEnv = tls
    ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, NODE_EXTRA_CA_CERTS: tls.certFile }
    : {};
  const started = performance.now();
  // Started as `npm start` starts it (scripts/start.mjs): the same Node options and environment.
  const child = spawn(process.execPath, [...SERVICE_NODE_ARGS, ...nodeArgs, 'dist/server/main.mjs'], {
    env: serviceEnv({ ...process.env, PORT: String(port), DATA_DIR: dir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...tlsEnv, ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ca = tls && readFileSync(tls.certFile);
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the service exited during start-up');
    try {
      if (await answers(url, ca)) break;
    } catch {
      // not listening yet
    }
    // A busy shared machine may take a while to migrate and seed; a service that never answers is not left behind.
    if (performance.now() - started > 180_000) {
      child.kill('SIGKILL');
      throw new Error('the service did not answer within 180 s');
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    port,
    dataDir: dir,
    child,
    startupMs,
    async stop(opts = {}) {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await done;
      }
      if (!opts.keepData && !dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { geometryPoolStats } from '../workers/geometry-pool';
import { uploadMeter } from './upload-meter';

export const METRICS_PATH = '/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The gauges read at scrape time (collect): nothing is counted on the hot path for them. */
function registerGauges(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'meldesystem_event_streams_open',
    help: 'Live timeline event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('timelineBus') ? app.timelineBus.size : 0);
    },
  });
  new Gauge({
    name: 'meldesystem_uploads_in_progress',
    help: 'Resumable uploads receiving bytes now',
    registers: [registry],
    collect() {
      this.set(uploadMeter.inProgress);
    },
  });
  new Counter({
    name: 'meldesystem_upload_bytes_received_total',
    help: 'Bytes received by resumable uploads',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(uploadMeter.bytesReceived);
    },
  });
  new Gauge({
    name: 'meldesystem_geometry_pool_queue',
    help: 'Geometry checks waiting for a worker',
    registers: [registry],
    collect() {
      this.set(geometryPoolStats().queued);
    },
  });
  new Gauge({
    name: 'meldesystem_geometry_pool_running',
    help: 'Geometry checks a worker is working on',
    registers: [registry],
    collect() {
      this.set(geometryPoolStats().running);
    },
  });
  new Counter({
    name: 'meldesystem_geometry_pool_timeouts_total',
    help: 'Geometry checks stopped at their time or memory limit (answered 422)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(geometryPoolStats().timeouts);
    },
  });
  new Counter({
    name: 'meldesystem_geometry_pool_refused_total',
    help: 'Geometry checks refused for a full queue or a long wait (answered 503)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(geometryPoolStats().refused);
    },
  });
  const pool = app.dbKind === 'postgres' ? ((app.db as unknown as { $client: pg.Pool }).$client) : undefined;
  new Gauge({
    name: 'meldesystem_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite: none',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool?.totalCount ?? 0);
      this.set({ state: 'idle' }, pool?.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
    },
  });
}

/** Whether the call may read the metrics: without a token configured, anyone who reaches the metrics port. */
function authorized(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  return sameToken(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '', token);
}

/**
 * METRICS_PORT: /metrics on a port of its own (plain HTTP, nothing else served there), opened when the app is ready
 * and closed with it; `app.metricsAddress` says where it listens.
 */
function serveOnOwnPort(app: FastifyInstance, registry: Registry, port: number): void {
  let server: Server | undefined;
  app.decorate('metricsAddress', undefined as AddressInfo | undefined);
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      if (!authorized(request.headers.authorization, app.config.metricsToken)) {
        response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, app.config.metricsHost ?? app.config.host ?? '127.0.0.1', () => resolve());
    });
    app.metricsAddress = server.address() as AddressInfo;
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}

/**
 * GET /metrics in Prometheus text format (prom-client): request duration by route and status, open event streams,
 * idempotent replays, uploads in progress and bytes received, the geometry pool's queue and time-outs, the database
 * pool, and the process's own (memory, CPU, event-loop lag). Never open by default: on the service's port only with
 * METRICS_TOKEN ('Authorization: Bearer <token>', else 404); with METRICS_PORT on that port instead (and 404 on the
 * service's). Not logged at info level.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metricsToken: token, metricsPort } = app.config;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'meldesystem_http_request_duration_seconds',
    help: 'Time from request to response, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const replays = new Counter({
    name: 'meldesystem_idempotent_replays_total',
    help: 'Calls answered from a stored response of the same Idempotency-Key',
    registers: [registry],
  });
  registerGauges(app, registry);

  // A callback hook: no promise per call.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw address (ids would make a series per case).
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.getHeader('idempotent-replayed') === 'true') replays.inc();
    done();
  });

  if (metricsPort !== undefined) serveOnOwnPort(app, registry, metricsPort);
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!token || metricsPort !== undefined) return reply.code(404).type('text/plain').send('Not Found');
    if (!authorized(request.headers.authorization, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where /metrics listens with METRICS_PORT (after ready). */
    metricsAddress?: AddressInfo;
  }
}

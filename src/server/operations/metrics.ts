import { timingSafeEqual } from 'node:crypto';
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

/**
 * GET /metrics in Prometheus text format (prom-client): request duration by route and status, open event streams,
 * idempotent replays, uploads in progress and bytes received, the geometry pool's queue and time-outs, the database
 * pool, and the process's own (memory, CPU, event-loop lag). Closed unless METRICS_TOKEN is set; then only with
 * 'Authorization: Bearer <token>'. Not logged at info level.
 */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
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

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw address (ids would make a series per case).
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.getHeader('idempotent-replayed') === 'true') replays.inc();
  });

  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!token) return reply.code(404).type('text/plain').send('Not Found');
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}

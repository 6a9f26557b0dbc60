import { buildApp } from './app';
import { configFromEnv } from './config';

const startedAt = performance.now();
const config = configFromEnv();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { ms: Math.round(performance.now() - startedAt), db: app.dbKind, files: config.fileStore, url: config.publicUrl },
  'Meldesystem service started',
);

/**
 * A stop (SIGTERM from an orchestrator, a deploy; SIGINT): no new connections, /health/ready answers 503, open event
 * streams end, calls in flight finish (Fastify answers 503 to new calls on kept-alive connections); past the grace
 * time the connections still open are cut and the process ends anyway.
 */
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceMs ?? 25_000;
    app.log.info({ signal, graceMs }, 'stopping: finishing the calls in flight');
    const force = setTimeout(() => {
      app.log.warn('stopping: grace time over, cutting the connections still open');
      app.server.closeAllConnections?.();
      process.exit(1);
    }, graceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

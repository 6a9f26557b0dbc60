import { buildApp } from './app';
import { configFromEnv } from './config';

const startedAt = performance.now();
const config = configFromEnv();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { ms: Math.round(performance.now() - startedAt), db: app.dbKind, url: config.publicUrl },
  'Meldesystem service started',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

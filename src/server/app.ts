import Fastify, { type FastifyInstance } from 'fastify';
import type { CallContract } from '../domain/contract';
import type { AppConfig } from './config';
import { openDatabase, type Db, type DbHandle } from './db/client';
import { installBodyHash } from './http/body-hash';
import { clientErrorHandler } from './http/client-error';
import { frameworkErrorHandler, installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { correlationIdOf } from './http/trace';
import { registerModules } from './modules/index';
import './auth/types';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: DbHandle['kind'];
    /** Every call of the catalogue registered on this app (routes with config.contract), in order. */
    callContracts: CallContract[];
    /** Every route registered on this app (method, url, its contract when it is a call of the catalogue), in order. */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  contract?: CallContract;
}

export interface BuildAppOptions {
  /** Use an already opened database (tests share one per file); otherwise one is opened from config. */
  database?: DbHandle;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(value: AppConfig['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** Builds the service: used by main.ts and by the tests (with app.inject). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // With a certificate: HTTPS, HTTP/2 where the client offers it (ALPN), HTTP/1.1 otherwise (docs/decisions.md).
  const transport = config.tls ? { http2: true, https: { ...config.tls, allowHTTP1: true } } : {};
  const app = Fastify({
    ...(transport as object),
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: correlationIdOf,
    requestIdHeader: false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 60 * 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }) as unknown as FastifyInstance;
  const database = options.database ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('callContracts', [] as CallContract[]);
  app.decorate('routeTable', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, contract: route.config?.contract });
    }
    if (route.config?.contract && route.method === route.config.contract.method) app.callContracts.push(route.config.contract);
  });

  installBodyHash(app);
  installErrorHandler(app);
  await installSecurityHeaders(app);
  await registerModules(app);
  return app;
}

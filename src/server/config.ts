import path from 'node:path';

export interface AppConfig {
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; when unset, PGlite under dataDir (or in memory for tests). */
  databaseUrl?: string;
  /** 'memory' runs PGlite in memory (tests). */
  pgliteDir?: string | 'memory';
  oidcIssuer?: string;
  oidcClientId: string;
  oidcClientSecret: string;
  environment: string;
  inProduction: boolean;
  publicUrl: string;
  /** Secret that signs the service's own access and user-context tokens. */
  tokenSecret: string;
  /** Keys that sign the embedded identity provider's cookies (first one signs, all verify). */
  cookieKeys: string[];
  /** Directory of the built web app to serve; unset serves nothing. */
  webDir?: string;
  /** Load demo data on first start. */
  seedDemoData: boolean;
  logLevel: string;
  version: string;
  /** Time one geometry check may work in the pool before it is stopped and answered 422 (default 10 s). */
  geometryTimeBudgetMs?: number;
}

export const DEV_CLIENT_ID = 'meldesystem';
export const DEV_CLIENT_SECRET = 'meldesystem-dev-secret';
export const DEV_TOKEN_SECRET = 'meldesystem-dev-token-secret-change-me-in-production';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const environment = env.APP_ENVIRONMENT ?? 'local';
  const inProduction = environment === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  if (inProduction && !env.TOKEN_SECRET) throw new Error('TOKEN_SECRET must be set when APP_ENVIRONMENT=production');
  if (inProduction && !env.OIDC_ISSUER) throw new Error('OIDC_ISSUER must be set when APP_ENVIRONMENT=production');
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'pglite'),
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? DEV_CLIENT_ID,
    oidcClientSecret: env.OIDC_CLIENT_SECRET ?? DEV_CLIENT_SECRET,
    environment,
    inProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    tokenSecret: env.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    cookieKeys: (env.COOKIE_KEYS ?? `${env.TOKEN_SECRET ?? DEV_TOKEN_SECRET}-cookies`).split(',').filter(Boolean),
    webDir: env.WEB_DIR ?? path.resolve('dist/web'),
    seedDemoData: !inProduction && env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.APP_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    geometryTimeBudgetMs: Number(env.GEOMETRY_TIME_BUDGET_MS) || undefined,
  };
}

/** Configuration for tests: in-memory PGlite, no web app, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    dataDir: path.resolve('data/test'),
    pgliteDir: 'memory',
    oidcClientId: DEV_CLIENT_ID,
    oidcClientSecret: DEV_CLIENT_SECRET,
    environment: 'test',
    inProduction: false,
    publicUrl: 'http://localhost:0',
    tokenSecret: DEV_TOKEN_SECRET,
    cookieKeys: ['test-cookie-key'],
    seedDemoData: true,
    logLevel: 'silent',
    version: 'test',
    ...overrides,
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  /** Address to listen on (main.ts); beyond loopback only with a TOKEN_SECRET of one's own. */
  host?: string;
  /**
   * Which proxies' X-Forwarded-* headers are trusted (Fastify's trustProxy: true, a hop count, or
   * addresses/CIDRs); unset: none, the request's own address and host count.
   */
  trustProxy?: boolean | number | string;
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
  /** PUBLIC_URL was set: redirects always use it; unset, sign-out returns to the local address the user opened. */
  publicUrlConfigured?: boolean;
  /** Secret that signs the service's own access and user-context tokens. */
  tokenSecret: string;
  /** Secret the receipt signing key (Ed25519) is derived from; TOKEN_SECRET when unset (issue 25). */
  receiptKeySecret?: string;
  /** Keys that sign the embedded identity provider's cookies (first one signs, all verify). */
  cookieKeys: string[];
  /** Directory of the built web app to serve; unset serves nothing. */
  webDir?: string;
  /** Load demo data on first start. */
  seedDemoData: boolean;
  logLevel: string;
  version: string;
  /** Certificate and key (PEM): the service speaks HTTPS, with HTTP/2 for clients that offer it (HTTP/1.1 beside it). */
  tls?: { cert: Buffer; key: Buffer };
  /** Time one geometry check may work in the pool before it is stopped and answered 422 (default 15 s). */
  geometryTimeBudgetMs?: number;
  /** E-mail notifications (issue 24): SMTP_URL and MAIL_FROM; without SMTP_URL (not in production) mails are kept for 'E-post sendt'. */
  mail?: TMailConfig;
  /** METRICS_TOKEN: GET /metrics answers only with 'Authorization: Bearer <token>'; unset, /metrics is closed (404). */
  metricsToken?: string;
  /**
   * METRICS_PORT: GET /metrics is served on this port of its own (METRICS_HOST, default HOST) and no longer on the
   * service's port; a network the public cannot reach protects it (with METRICS_TOKEN set, the token is asked too).
   */
  metricsPort?: number;
  metricsHost?: string;
  /** FILE_STORE: where attachments and resumable uploads live: 'disk' (DATA_DIR, one instance) or 'postgres' (shared). */
  fileStore: 'disk' | 'postgres';
  /** ACCESSIBILITY_CONTACT: the e-mail address the accessibility statement names for reports (docs/decisions.md, issue 26). */
  accessibilityContact?: string;
  /** SHUTDOWN_GRACE_MS: how long a stop (SIGTERM) waits for calls in flight before it ends them (default 25 s). */
  shutdownGraceMs?: number;
}

export interface TMailConfig {
  smtpUrl?: string;
  from: string;
  /** Hour (0-23, Oslo time) of the daily digest (NOTIFICATION_DIGEST_HOUR, default 7). */
  digestHour: number;
  /** Business days before a statement deadline the approaching notice goes (NOTIFICATION_DEADLINE_DAYS, default 3). */
  deadlineWarningDays: number;
  /** Days after the regulator's case handler is told of a missing week report, beyond the company's 7 (default 3). */
  weekReportGraceDays: number;
  /** How often the delivery job looks for due mails, and the periodic jobs for their period (ms). 0: never by itself (tests). */
  pollMs: number;
  /** Lease of a claimed mail (ms) and the retry backoff's base (ms). */
  leaseMs?: number;
  backoffBaseMs?: number;
}

const intOf = (value: string | undefined, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export function mailConfigOf(env: NodeJS.ProcessEnv): TMailConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Meldesystem <ikke-svar@meldesystem.local>',
    digestHour: intOf(env.NOTIFICATION_DIGEST_HOUR, 0, 23, 7),
    deadlineWarningDays: intOf(env.NOTIFICATION_DEADLINE_DAYS, 0, 30, 3),
    weekReportGraceDays: intOf(env.NOTIFICATION_WEEK_REPORT_GRACE_DAYS, 0, 60, 3),
    pollMs: intOf(env.MAIL_POLL_MS, 0, 3_600_000, 2000),
  };
}

/** FILE_STORE as configured: 'disk' unless 'postgres' (which needs DATABASE_URL or the embedded PGlite). */
export function fileStoreOf(value: string | undefined): AppConfig['fileStore'] {
  const text = value?.trim().toLowerCase() || 'disk';
  if (text !== 'disk' && text !== 'postgres') throw new Error(`FILE_STORE must be 'disk' or 'postgres' (was '${value}')`);
  return text;
}

export const DEV_CLIENT_ID = 'meldesystem';
export const DEV_CLIENT_SECRET = 'meldesystem-dev-secret';
export const DEV_TOKEN_SECRET = 'meldesystem-dev-token-secret-change-me-in-production';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
export const isLoopback = (host: string) => LOOPBACK.has(host.trim().toLowerCase());

/** TRUST_PROXY: 'true', a number of hops, or a comma-separated list of proxy addresses/CIDRs; unset or 'false': none. */
export function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim();
  if (!text || text === 'false') return undefined;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** METRICS_PORT: unset or empty, none; else a port number (0: any free one). */
export function metricsPortOf(text: string | undefined): number | undefined {
  if (!text?.trim()) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number (got '${text}')`);
  return port;
}

/** TLS_CERT_FILE and TLS_KEY_FILE: both or neither. */
export function tlsOf(env: NodeJS.ProcessEnv): AppConfig['tls'] {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const environment = env.APP_ENVIRONMENT ?? 'local';
  const inProduction = environment === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const host = env.HOST || 'localhost';
  const tls = tlsOf(env);
  const ownSecret = !!env.TOKEN_SECRET && env.TOKEN_SECRET !== DEV_TOKEN_SECRET;
  if (inProduction && !ownSecret) throw new Error('TOKEN_SECRET must be set when APP_ENVIRONMENT=production');
  if (!isLoopback(host) && !ownSecret) {
    throw new Error(`TOKEN_SECRET must be set when the service listens beyond loopback (HOST=${host})`);
  }
  if (inProduction && !env.OIDC_ISSUER) throw new Error('OIDC_ISSUER must be set when APP_ENVIRONMENT=production');
  return {
    port,
    host,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.join(dataDir, 'pglite'),
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? DEV_CLIENT_ID,
    oidcClientSecret: env.OIDC_CLIENT_SECRET ?? DEV_CLIENT_SECRET,
    environment,
    inProduction,
    tls,
    publicUrl: (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    publicUrlConfigured: !!env.PUBLIC_URL,
    tokenSecret: env.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    receiptKeySecret: env.RECEIPT_KEY_SECRET || undefined,
    cookieKeys: (env.COOKIE_KEYS ?? `${env.TOKEN_SECRET ?? DEV_TOKEN_SECRET}-cookies`).split(',').filter(Boolean),
    webDir: env.WEB_DIR ?? path.resolve('dist/web'),
    seedDemoData: !inProduction && env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.APP_VERSION ?? process.env.npm_package_version ?? '0.1.0',
    geometryTimeBudgetMs: Number(env.GEOMETRY_TIME_BUDGET_MS) || undefined,
    mail: mailConfigOf(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: metricsPortOf(env.METRICS_PORT),
    metricsHost: env.METRICS_HOST || undefined,
    fileStore: fileStoreOf(env.FILE_STORE),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS) || undefined,
    accessibilityContact: env.ACCESSIBILITY_CONTACT?.trim() || undefined,
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
    fileStore: 'disk',
    ...overrides,
  };
}

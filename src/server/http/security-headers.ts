import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../domain/contract';
import type { AppConfig } from '../config';

/** Answers of the service that hold nothing personal and may be cached by the browser as their route says. */
const PUBLIC_CALLS = ['/info', '/SystemNotification', '/Auth/config'].map((p) => (API_BASE + p).toLowerCase());

/** The public address and, for a local one, its localhost/127.0.0.1 twin, as origins. */
function ownOrigins(config: AppConfig): string[] {
  const url = new URL(config.publicUrl);
  const twin = ({ localhost: '127.0.0.1', '127.0.0.1': 'localhost' } as Record<string, string>)[url.hostname];
  const origins = [url.origin];
  if (twin) {
    url.hostname = twin;
    origins.push(url.origin);
  }
  return origins;
}

/** The CSP source ('sha256-…') that allows one inline script by its exact text. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/**
 * The Content-Security-Policy of the app and the login pages: scripts only from the service itself
 * (the logout page's and the app page's inline scripts by their hashes; WebAssembly may be compiled, JavaScript never evaluated), styles inline too (Fluent UI's Griffel and the
 * login pages insert style elements), MapLibre's worker from the service or a blob:, its canvas
 * images as data:/blob:, calls only to the service (and an external identity provider, when one is
 * configured), forms posting to the service (its local twin address too), never framed.
 */
export function contentSecurityPolicy(config: AppConfig, inlineScriptHashes: string[] = []) {
  const issuer = config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [];
  const self = ["'self'", ...ownOrigins(config)];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // 'wasm-unsafe-eval': WebAssembly only (hash-wasm hashes attachments in pieces); no JavaScript eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((h) => `'${h}'`)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      childSrc: ["'self'", 'blob:'],
      connectSrc: [...self, ...issuer],
      manifestSrc: ["'self'"],
      formAction: [...self, ...issuer],
      ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, X-Frame-Options DENY,
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer, HSTS only behind https; and
 * Cache-Control no-store on the service's personal answers (all calls but the public ones, unless
 * the route chose its own private caching).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(app.config),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: app.config.publicUrl.startsWith('https:') ? { maxAge: 31536000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  const base = API_BASE.toLowerCase();
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0]!.toLowerCase();
    if ((url === base || url.startsWith(`${base}/`)) && !PUBLIC_CALLS.includes(url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

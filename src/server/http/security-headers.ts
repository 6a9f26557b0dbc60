import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { API_BASE } from '../../domain/contract';
import type { AppConfig } from '../config';
import { addRouteHook } from './route-hooks';

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
function contentSecurityPolicy(config: AppConfig, inlineScriptHashes: string[] = []) {
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

type TDirectives = ReturnType<typeof contentSecurityPolicy>['directives'];

/** The header value of a CSP: each directive in kebab case with its sources, ';'-separated. */
function cspHeaderOf(directives: TDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...(sources as string[])].join(' '))
    .join(';');
}

/** Security headers of one kind of answer, computed once: [name, value] pairs set on every answer as they are. */
export type TSecurityHeaders = readonly (readonly [string, string])[];

/**
 * The security headers of the service's answers with the CSP above (inlineScriptHashes: the page's own inline
 * scripts): the headers helmet's defaults send, X-Frame-Options DENY, Referrer-Policy no-referrer, HSTS only behind https.
 * Computed once per kind of answer, not per call (helmet built and serialized its CSP on every call).
 */
export function securityHeadersFor(config: AppConfig, inlineScriptHashes: string[] = []): TSecurityHeaders {
  const headers: [string, string][] = [
    ['content-security-policy', cspHeaderOf(contentSecurityPolicy(config, inlineScriptHashes).directives)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
  if (config.publicUrl.startsWith('https:')) headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  return Object.freeze(headers.map((h) => Object.freeze(h)));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own security headers (securityHeadersFor with its inline script hashes); else the service's. */
    securityHeaders?: TSecurityHeaders;
  }
}

/** Whether an answer to this address is personal: the service's calls but the public ones (any case, no query). */
export function isPersonalCall(url: string): boolean {
  const path = url.split('?')[0]!.toLowerCase();
  const base = API_BASE.toLowerCase();
  return (path === base || path.startsWith(`${base}/`)) && !PUBLIC_CALLS.includes(path);
}

const setAll = (raw: ServerResponse, headers: TSecurityHeaders) => {
  for (const [name, value] of headers) raw.setHeader(name, value);
};

const noStoreUnlessChosen: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  done(null, payload);
};

/**
 * The request's correlation id and the service's security headers on every answer (computed once, set on the raw
 * answer so that hijacked answers carry them too); a route's own config.securityHeaders set after them, only those
 * that differ. Cache-Control no-store on the personal calls (decided per route, not per call; unless the route chose
 * its own private caching). Nothing per call reads the route's options (Fastify builds that object on every read).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const defaults = securityHeadersFor(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-correlation-id', String(request.id));
    setAll(reply.raw, defaults);
    done();
  });
  app.addHook('onRoute', (route) => {
    const own = route.config?.securityHeaders?.filter(([name, value]) => !defaults.some((d) => d[0] === name && d[1] === value));
    if (own?.length) {
      const setOwn: onRequestHookHandler = (_request, reply, done) => {
        setAll(reply.raw, own);
        done();
      };
      addRouteHook(route, 'onRequest', setOwn);
    }
    if (isPersonalCall(route.url)) addRouteHook(route, 'onSend', noStoreUnlessChosen);
  });
}

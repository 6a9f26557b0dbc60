import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEV_TOKEN_SECRET } from '../../src/server/config';
import { LOGOUT_SCRIPT_HASH } from '../../src/server/auth/idp/provider';
import { api, createTestApp, type TestApp } from './helpers';

/** Security headers (issue 8 item 8), proxy trust only when configured, and no development secret beyond loopback. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 180_000);
  afterAll(() => t?.close());

  it('sends a CSP that forbids framing, nosniff, DENY and a referrer policy on the service and the login pages', async () => {
    for (const url of [api('/info'), '/idp/interaction/unknown', '/idp/.well-known/openid-configuration']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("worker-src 'self' blob:");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it("names each answer's correlation id, the problem's own: a traceparent's trace id, else a new one", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const traced = await t.app.inject({ method: 'GET', url: api('/NoSuchCall'), headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(traced.headers['x-correlation-id']).toBe(traceId);
    expect(traced.json().correlationId).toBe(traceId);
    const [a, b] = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: api('/info') })));
    expect(a!.headers['x-correlation-id']).toMatch(/^[\da-f]{32}$/);
    expect(a!.headers['x-correlation-id']).not.toBe(b!.headers['x-correlation-id']);
  });

  it("allows the login pages' own inline script by its hash there only", async () => {
    const own = `'${LOGOUT_SCRIPT_HASH}'`;
    const idp = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(String(idp.headers['content-security-policy'])).toContain(own);
    const info = await t.app.inject({ method: 'GET', url: api('/info') });
    expect(String(info.headers['content-security-policy'])).not.toContain(own);
  });

  it('answers personal calls with no-store, the public ones cacheable', async () => {
    const headers = await t.signIn('innmelder');
    const profile = await t.app.inject({ method: 'GET', url: api('/UserProfile/user'), headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const problem = await t.app.inject({ method: 'GET', url: api('/Draft/00000000-0000-4000-8000-000000000000'), headers });
    expect(problem.headers['cache-control']).toBe('no-store');
    const noCall = await t.app.inject({ method: 'GET', url: api('/NoSuchCall?x=1') });
    expect(noCall.statusCode).toBe(404);
    expect(noCall.headers['cache-control']).toBe('no-store');
    const info = await t.app.inject({ method: 'GET', url: api('/info') });
    expect(info.headers['cache-control']).toBeUndefined();
  });

  it('names only its own host in discovery, whatever Host or X-Forwarded-Host a client sends', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.json().authorization_endpoint).toMatch(/^http:\/\/localhost(:\d+)?\/idp\//);
  });

  it('trusts X-Forwarded-Host only behind a configured proxy', async () => {
    const proxied = await createTestApp('pglite', { trustProxy: true });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/idp/.well-known/openid-configuration',
        headers: { 'x-forwarded-host': 'meldesystem.example.no', 'x-forwarded-proto': 'https' },
      });
      expect(res.json().authorization_endpoint).toMatch(/^https:\/\/meldesystem\.example\.no\/idp\//);
    } finally {
      await proxied.close();
    }
  });
});

describe('the development token secret', () => {
  it('is refused beyond loopback and in production, accepted on loopback', () => {
    expect(() => configFromEnv({ HOST: '0.0.0.0' })).toThrow(/TOKEN_SECRET/);
    expect(() => configFromEnv({ HOST: '10.0.0.5', TOKEN_SECRET: DEV_TOKEN_SECRET })).toThrow(/TOKEN_SECRET/);
    expect(() => configFromEnv({ APP_ENVIRONMENT: 'production', OIDC_ISSUER: 'https://idp.example.no' })).toThrow(/TOKEN_SECRET/);
    for (const HOST of [undefined, 'localhost', '127.0.0.1', '::1']) expect(configFromEnv({ HOST }).host).toBe(HOST ?? 'localhost');
    expect(configFromEnv({ HOST: '0.0.0.0', TOKEN_SECRET: 'a-secret-of-our-own-0123456789' }).host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as true, a hop count or addresses, unset as none', () => {
    expect(configFromEnv({}).trustProxy).toBeUndefined();
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

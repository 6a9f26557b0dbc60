import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, toRoutePath } from '../../src/domain/contract';
import type { RegisteredRoute } from '../../src/server/app';
import { isNonApiRoute } from '../../src/server/modules/openapi/non-api-routes';
import { api, createTestApp, type TestApp } from './helpers';

/** GET /openapi.json: valid OpenAPI 3.1, generated from the registered contracts, every route described. */
let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { parameters: { name?: string; in?: string; $ref?: string }[]; requestBody?: unknown; responses: Record<string, unknown>; security: unknown[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

beforeAll(async () => {
  t = await createTestApp('pglite');
  const response = await t.app.inject({ method: 'GET', url: api('/openapi.json') });
  expect(response.statusCode).toBe(200);
  document = response.json();
}, 240_000);
afterAll(() => t?.close());

const operationOf = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

/** The registered routes the document does not describe (and that are not in the short list of non-API routes). */
function undescribed(routes: RegisteredRoute[]): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    if (route.contract) {
      expect(route.url.toLowerCase()).toBe((API_BASE + toRoutePath(route.contract.path)).toLowerCase());
      if (!operationOf(route.method, route.contract.path)) missing.push(`${route.method} ${route.url}`);
    } else if (!isNonApiRoute(route.url)) {
      missing.push(`${route.method} ${route.url} (no contract)`);
    }
  }
  return missing;
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app registers, except the short list of non-API routes', () => {
    expect(undescribed(t.app.routeTable)).toEqual([]);
    const operations = Object.values(document.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(operations).toBe(t.app.callContracts.length);
    expect(operations).toBeGreaterThan(100);
  });

  it('fails for a route without a description (a route registered without a contract, or missing from the document)', () => {
    const withStray = [...t.app.routeTable, { method: 'GET', url: `${API_BASE}/Acquisitions/:id/secret` }];
    expect(undescribed(withStray)).toEqual([`GET ${API_BASE}/Acquisitions/:id/secret (no contract)`]);
    const contract = { method: 'GET' as const, path: '/Nowhere/{id}', response: t.app.callContracts[0]!.response, auth: 'context' as const };
    expect(undescribed([{ method: 'GET', url: `${API_BASE}/Nowhere/:id`, contract }])).toEqual([`GET ${API_BASE}/Nowhere/:id`]);
    expect(isNonApiRoute('/idp/auth')).toBe(true);
  });

  it('has parameters, bodies, answers, problem+json errors, the bearer scheme and the Idempotency-Key', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const fileReport = operationOf('POST', '/acquisition/{id}/weekReport')!;
    expect(fileReport.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(fileReport.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(JSON.stringify(fileReport.requestBody)).toContain('"done"');
    expect(fileReport.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(fileReport.security).toEqual([{ bearer: [], userContext: [] }]);
    const overview = operationOf('GET', '/Overview/view')!;
    expect(overview.parameters.some((p) => p.in === 'query')).toBe(true);
    expect(JSON.stringify(overview.responses['200'])).toContain('application/json');
    const problem = JSON.stringify(document.components);
    expect(problem).toContain('application/problem+json');
    expect(operationOf('GET', '/Auth/config')!.security).toEqual([]);
  });

  it('serves a page for integrators from our own origin, with our CSP and no script', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('/docs') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('/acquisition/{id}/weekReport');
    expect(response.body).toContain('Idempotency');
  });
});

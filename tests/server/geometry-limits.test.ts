import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VERTICES_PER_GEOMETRY } from '../../src/domain/geometry/limits';
import { runningGeometryChecks } from '../../src/server/workers/geometry-pool';
import { area, client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const meta = { loadedFromFile: true, transformationToWgs84: null, csOriginWkId: 4326 };

/** A closed ring of n vertices (plus the closing one) around 3°E 60.4°N, inside the demo licence PL 104. */
function ring(n: number): number[][] {
  const points = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [2.8 + 0.25 * Math.cos(a), 60.45 + 0.15 * Math.sin(a)];
  });
  return [...points, points[0]];
}
const polygonOf = (n: number) => ({ ...meta, geometry: { type: 'Polygon', coordinates: [ring(n)] } });
/** A survey line of n shot points, wiggling a few metres, 25 m apart. */
const lineOf = (n: number) => ({
  ...meta,
  geometry: {
    type: 'LineString',
    coordinates: Array.from({ length: n }, (_, i) => [2.6 + (i % 20_000) * 0.00002, 60.3 + Math.floor(i / 20_000) * 0.01 + Math.sin(i) * 2e-5]),
  },
});
const geometryOf = (type: string, coordinates: unknown) => ({ ...meta, geometry: { type, coordinates } });

/** Degenerate areas: each is refused with 400 naming the field on every call that stores or validates an area. */
const DEGENERATE: [string, unknown, string][] = [
  ['a one-point polygon', geometryOf('Polygon', [[[3, 60]]]), 'geometry-input:ringTooFewPoints'],
  ['a two-point ring', geometryOf('Polygon', [[[3, 60], [3.1, 60], [3, 60]]]), 'geometry-input:ringTooFewPoints'],
  ['an unclosed ring', geometryOf('Polygon', [[[3, 60], [3.1, 60], [3.1, 60.1], [3, 60.1]]]), 'geometry-input:ringNotClosed'],
  ['one repeated point', geometryOf('Polygon', [[[3, 60], [3, 60], [3, 60], [3, 60]]]), 'geometry-input:ringTooFewPoints'],
  ['a ring on one line', geometryOf('Polygon', [[[3, 60], [3.1, 60], [3.2, 60], [3, 60]]]), 'geometry-input:ringWithoutArea'],
  ['a one-point LineString', geometryOf('LineString', [[3, 60]]), 'geometry-input:lineTooFewPoints'],
  ['a line of one repeated point', geometryOf('MultiLineString', [[[3, 60], [3, 60]]]), 'geometry-input:lineTooFewPoints'],
  ['a latitude beyond the pole', geometryOf('LineString', [[3, 60], [3, 91]]), 'geometry-input:coordinateOutOfRange'],
  ['a longitude beyond 180', geometryOf('LineString', [[3, 60], [1e300, 60]]), 'geometry-input:coordinateOutOfRange'],
  ['a position of five numbers', geometryOf('LineString', [[3, 60], [3, 61, 0, 0, 0]]), 'geometry-input:malformed'],
];

describe.each(DB_KINDS)('geometry limits and degenerate areas (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    id = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json().acquisitionId;
  });
  afterAll(() => t?.close());

  const storingCalls = (body: Record<string, unknown>): [string, () => Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json: () => Record<string, unknown> }>][] => [
    ['POST /Draft/Validate', () => c.call('POST', '/Draft/Validate', kari, body)],
    ['PUT /Draft/{id}', () => c.put(kari, id, { version: 1, ...body })],
  ];

  it.each(DEGENERATE)('refuses %s with 400 naming the field on every call', async (_name, geometry, key) => {
    for (const [call, send] of storingCalls({ grossGeometry: geometry })) {
      const response = await send();
      expect(response.statusCode, `${call}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors, call).toEqual({ 'body.grossGeometry.geometry': [key] });
    }
  });

  it('refuses an area over the vertex limit with 400 before reading it as a geometry', async () => {
    // The last position is not even a position: the count is what refuses it, not the shape.
    const coordinates = [...lineOf(MAX_VERTICES_PER_GEOMETRY).geometry.coordinates, ['x', 'y']];
    for (const [call, send] of storingCalls({ netGeometry: geometryOf('LineString', coordinates) })) {
      const response = await send();
      expect(response.statusCode, call).toBe(400);
      expect(response.json().errors, call).toEqual({ 'body.netGeometry.geometry': ['geometry-input:tooManyVertices'] });
    }
  });

  it('accepts areas at the limit (net and gross of 50,000 vertices each)', async () => {
    const body = { grossGeometry: polygonOf(MAX_VERTICES_PER_GEOMETRY - 1), netGeometry: lineOf(MAX_VERTICES_PER_GEOMETRY) };
    const response = await c.call('POST', '/Draft/Validate', kari, body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json().errors).toEqual([]);
  });

  it('answers a body over the limit of the area calls with 413 problem+json', async () => {
    const padding = 'x'.repeat(7 * 1024 * 1024);
    const response = await c.put(kari, id, { version: 1, generalComment: padding });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers GET /info while heavy validations run in the pool', async () => {
    const heavy = Array.from({ length: 4 }, () =>
      c.call('POST', '/Draft/Validate', kari, { netGeometry: lineOf(MAX_VERTICES_PER_GEOMETRY) }),
    );
    while (runningGeometryChecks() === 0) await new Promise((r) => setTimeout(r, 5));
    // The service's event loop is free: /info answers while the checks still work in the workers.
    const info = await t.app.inject({ method: 'GET', url: '/DataAcquisition-service/info' });
    expect(info.statusCode).toBe(200);
    expect(runningGeometryChecks()).toBeGreaterThan(0);
    expect((await Promise.all(heavy)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });
});

describe('a geometry check over its time budget', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { geometryTimeBudgetMs: 5 });
    c = client(t);
    kari = await t.signIn('innmelder');
    id = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json().acquisitionId;
  });
  afterAll(() => t?.close());

  it.each([
    ['POST /Draft/Validate', () => c.call('POST', '/Draft/Validate', kari, { netGeometry: lineOf(40_000) })],
    ['PUT /Draft/{id}', () => c.put(kari, id, { version: 1, netGeometry: lineOf(40_000) })],
  ])('is stopped and answered 422 problem+json (%s)', async (_call, send) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe('geometry-input:tooComplex');
  });

  it('leaves the pool working for the next check', async () => {
    const response = await c.call('POST', '/Draft/Validate', kari, { grossGeometry: area(2.5, 60.25, 3.1, 60.65) });
    // A small area fits the budget when the worker is warm; either way the answer is a clear one, never a 500.
    expect([200, 422]).toContain(response.statusCode);
  });
});

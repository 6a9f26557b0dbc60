import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type SignInHeaders, type TestApp } from './helpers';

const meta = { loadedFromFile: true, transformationToWgs84: null, csOriginWkId: 4326 };
const square = {
  ...meta,
  geometry: { type: 'Polygon', coordinates: [[[2.7, 60.4], [2.9, 60.4], [2.9, 60.5], [2.7, 60.5], [2.7, 60.4]]] },
};

/** POST /Draft/Validate's body is parsed and validated in a pool worker: the answers are those of any other call. */
describe('an area body parsed in the geometry pool', () => {
  let t: TestApp;
  let kari: SignInHeaders;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    kari = await t.signIn('innmelder');
  });
  afterAll(() => t?.close());

  const send = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: api('/Draft/Validate'), headers: { ...kari, 'content-type': contentType }, payload });

  it('answers a valid body as before, with the area checked', async () => {
    const response = await send(JSON.stringify({ grossGeometry: square }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isValid: expect.any(Boolean), errors: expect.any(Array) });
  });

  it('answers malformed and empty JSON 400 problem+json, as Fastify does elsewhere', async () => {
    for (const payload of ['{"grossGeometry": ', '']) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 400, detail: 'problems:request.unreadable' });
    }
  });

  it('names the field of an invalid area, as the schema on the event loop did', async () => {
    const open = { ...meta, geometry: { type: 'Polygon', coordinates: [[[3, 60], [3.1, 60], [3.1, 60.1], [3, 60.1]]] } };
    const response = await send(JSON.stringify({ netGeometry: open, acquisitionId: 'not-a-uuid' }));
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors['body.netGeometry.geometry']).toEqual(['geometry-input:ringNotClosed']);
    expect(Object.keys(errors)).toContain('body.acquisitionId');
  });

  it('checks a body of another media type on the event loop (400, not a 500)', async () => {
    const response = await send(JSON.stringify({ grossGeometry: square }), 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});

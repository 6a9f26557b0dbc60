import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitions } from '@/server/db/schema/index';
import { area, client, completeFields, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, type TestApp } from './helpers';

/** An amended area is checked as the wizard's (spec 001 s5, spec 002 s5): in the form before saving, and on PUT. */
describe('amended areas: checks on PUT /Acquisition/{id}/details/TimeAndArea and POST /Acquisition/Validate', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let id: string;

  const section = async () => (await c.call('GET', `/Acquisition/${id}/details/TimeAndArea`, kari)).json();
  const versionOf = async () => (await c.call('GET', `/Acquisitions/${id}`, kari)).json<{ version: number }>().version;
  const put = async (body: Record<string, unknown>) =>
    c.call('PUT', `/Acquisition/${id}/details/TimeAndArea`, kari, { changeSubmissionComment: 'Nytt område', ...body, version: await versionOf() });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    c = client(t);
    kari = await t.signIn('innmelder');
    ({ acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>());
    expect((await c.put(kari, id, completeFields(1))).statusCode).toBe(200);
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, kari, {})).statusCode).toBe(201);
    await t.app.db.update(acquisitions).set({ status: 10 }).where(eq(acquisitions.id, id));
  });
  afterAll(() => t?.close());

  it('refuses an area outside the licences with 400 areaInvalid (problem+json), and changes nothing', async () => {
    const before = await versionOf();
    const stored = await section();
    const response = await put({ ...stored, grossGeometry: area(4.0, 59.0, 4.4, 59.2) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'areaInvalid' });
    expect(JSON.stringify(response.json())).toContain('geometry:validation.areaNotMatchingLicences');
    expect(await versionOf()).toBe(before);
  });

  it('bad geometry is a 400, never a 500: malformed, degenerate, self-crossing, off the shelf', async () => {
    const stored = await section();
    const bodies = [
      { geometry: { type: 'Polygon', coordinates: [[['a', 'b']]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 },
      { geometry: { type: 'Polygon', coordinates: [[[2.5, 60.3], [2.5, 60.3], [2.5, 60.3], [2.5, 60.3]]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 },
      { geometry: { type: 'Polygon', coordinates: [[[2.5, 60.3], [3.0, 60.6], [3.0, 60.3], [2.5, 60.6], [2.5, 60.3]]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 },
      area(-40, 10, -39, 11),
      { geometry: { type: 'Polygon', coordinates: [] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 },
    ];
    for (const grossGeometry of bodies) {
      const response = await put({ ...stored, grossGeometry });
      expect(response.statusCode, JSON.stringify(grossGeometry)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('an area inside the licence is stored as 3001; the ocean area follows the new area', async () => {
    const stored = await section();
    const response = await put({ ...stored, grossGeometry: area(2.5, 60.25, 3.2, 60.65) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ messageType: 3001 });
    const [row] = await t.app.db.select({ oceanArea: acquisitions.oceanArea }).from(acquisitions).where(eq(acquisitions.id, id));
    expect(row.oceanArea).toBe('NORDSJOEN');
  });

  it('POST /Acquisition/Validate answers the same check for the form', async () => {
    const outside = await c.call('POST', '/Acquisition/Validate', kari, { acquisitionId: id, grossGeometry: area(4.0, 59.0, 4.4, 59.2) });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toMatchObject({ isValid: false, errors: [expect.objectContaining({ code: 'areaNotMatchingLicences', area: 'gross' })] });
    const inside = await c.call('POST', '/Acquisition/Validate', kari, { acquisitionId: id, grossGeometry: area(2.5, 60.25, 3.2, 60.65) });
    expect(inside.json()).toMatchObject({ isValid: true, errors: [] });
    expect((await c.call('POST', '/Survey/Validate', kari, {})).statusCode).toBe(400);
  });
});

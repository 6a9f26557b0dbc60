import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxArea } from '../../src/domain/geometry/box-area';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('vessels, harbours, fisheries experts and licences on a draft (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let vpa: Headers;
  let id: string;
  let vesselIds: string[];
  let harbourIds: string[];
  let expertIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    vpa = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    id = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json().acquisitionId;
    vesselIds = (await c.call('GET', '/Vessel/vessels', kari)).json().map((v: { id: string }) => v.id);
    harbourIds = (await c.call('GET', '/Harbour/designated', kari)).json().map((h: { id: string }) => h.id);
    expertIds = (await c.call('GET', '/FisheriesExpert', kari)).json().map((e: { id: string }) => e.id);
  });
  afterAll(() => t?.close());

  it('adds a vessel without a role, updates it, adds, changes and removes a harbour, and removes the vessel', async () => {
    const added = await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: vesselIds[0] });
    expect(added.statusCode).toBe(201);
    const vessel = added.json();
    expect(vessel).toMatchObject({ vesselId: vesselIds[0], vesselRole: -1, harbours: [] });
    expect(vessel.daqVesselName).toEqual(expect.any(String));
    expect((await c.get(kari, id)).json().configuration.vesselRoleHasValue).toBe(false);

    const updated = await c.call('PUT', `/Acquisition/${id}/Vessels/${vessel.acquisitionVesselId}`, kari, {
      vesselId: vesselIds[0],
      vesselRole: 10,
      phoneNumber: '+47 55 00 00 00',
      fromDate: '2030-05-01',
      toDate: '2030-06-01',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ vesselRole: 10, fromDate: '2030-05-01' });
    expect((await c.get(kari, id)).json().configuration.vesselRoleHasValue).toBe(true);

    const harbour = await c.call(
      'POST',
      `/Acquisition/${id}/Vessels/${vessel.acquisitionVesselId}/VesselHarbour`,
      kari,
      { harbourId: harbourIds[0] },
    );
    expect(harbour.statusCode).toBe(201);
    const { vesselHarbourId } = harbour.json();
    const moved = await c.call('PUT', `/Acquisition/${id}/Vessels/VesselHarbour/${vesselHarbourId}`, kari, {
      harbourId: harbourIds[1],
      fromDate: '2030-05-10',
    });
    expect(moved.json()).toMatchObject({ harbourId: harbourIds[1], fromDate: '2030-05-10' });
    const list = await c.call(
      'GET',
      `/Acquisition/${id}/Vessels/${vessel.acquisitionVesselId}/VesselHarbours`,
      kari,
    );
    expect(list.json()).toHaveLength(1);
    expect((await c.call('GET', `/Acquisition/${id}/Vessels`, kari)).json()[0].harbours).toHaveLength(1);
    expect(
      (await c.call('DELETE', `/Acquisition/${id}/Vessels/VesselHarbour/${vesselHarbourId}`, kari))
        .statusCode,
    ).toBe(204);
    expect(
      (await c.call('DELETE', `/Acquisition/${id}/Vessels/${vessel.acquisitionVesselId}`, kari)).statusCode,
    ).toBe(204);
    expect((await c.call('GET', `/Acquisition/${id}/Vessels`, kari)).json()).toEqual([]);
  });

  it('keeps client-generated row ids, so rows added offline can be changed before they reach the service', async () => {
    const acquisitionVesselId = crypto.randomUUID();
    const first = await c.call('POST', `/Acquisition/${id}/Vessels`, kari, {
      vesselId: vesselIds[1],
      acquisitionVesselId,
    });
    expect(first.json().acquisitionVesselId).toBe(acquisitionVesselId);
    const again = await c.call('POST', `/Acquisition/${id}/Vessels`, kari, {
      vesselId: vesselIds[1],
      acquisitionVesselId,
    });
    expect(again.statusCode).toBe(201);
    expect((await c.call('GET', `/Acquisition/${id}/Vessels`, kari)).json()).toHaveLength(1);
    const vesselHarbourId = crypto.randomUUID();
    const harbour = await c.call(
      'POST',
      `/Acquisition/${id}/Vessels/${acquisitionVesselId}/VesselHarbour`,
      kari,
      { harbourId: harbourIds[0], vesselHarbourId },
    );
    expect(harbour.json().vesselHarbourId).toBe(vesselHarbourId);
    const acquisitionFisheriesExpertId = crypto.randomUUID();
    const expert = await c.call('POST', `/Acquisition/${id}/FisheriesExpert`, kari, {
      fisheriesExpertId: expertIds[0],
      acquisitionFisheriesExpertId,
    });
    expect(expert.json().acquisitionFisheriesExpertId).toBe(acquisitionFisheriesExpertId);
    // Another draft may not take a row id in use.
    const other = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json().acquisitionId;
    expect(
      (
        await c.call('POST', `/Acquisition/${other}/Vessels`, kari, {
          vesselId: vesselIds[1],
          acquisitionVesselId,
        })
      ).statusCode,
    ).toBe(409);
    await c.call('DELETE', `/Acquisition/${id}/Vessels/${acquisitionVesselId}`, kari);
    await c.call('DELETE', `/Acquisition/${id}/FisheriesExpert/${acquisitionFisheriesExpertId}`, kari);
  });

  it('refuses bad vessel input with 400 and other companies with 404', async () => {
    expect((await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: 'nope' })).statusCode).toBe(
      400,
    );
    const unknown = await c.call('POST', `/Acquisition/${id}/Vessels`, kari, {
      vesselId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['body.vesselId']).toBeDefined();
    expect(
      (
        await c.call('PUT', `/Acquisition/${id}/Vessels/${crypto.randomUUID()}`, kari, {
          vesselId: vesselIds[0],
          vesselRole: 99,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await c.call('POST', `/Acquisition/${id}/Vessels`, vpa, { vesselId: vesselIds[0] })).statusCode,
    ).toBe(404);
    expect((await c.call('GET', `/Acquisition/${id}/Vessels`, vpa)).statusCode).toBe(404);
  });

  it('adds, updates and removes a fisheries expert', async () => {
    const added = await c.call('POST', `/Acquisition/${id}/FisheriesExpert`, kari, {
      fisheriesExpertId: expertIds[0],
    });
    expect(added.statusCode).toBe(201);
    const row = added.json();
    const updated = await c.call(
      'PUT',
      `/Acquisition/${id}/FisheriesExpert/${row.acquisitionFisheriesExpertId}`,
      kari,
      {
        fisheriesExpertId: expertIds[0],
        fromDate: '2030-05-01',
        toDate: '2030-05-20',
        phoneNumber: '99 88 77 66',
      },
    );
    expect(updated.json()).toMatchObject({
      fromDate: '2030-05-01',
      toDate: '2030-05-20',
      phoneNumber: '99 88 77 66',
    });
    expect((await c.call('GET', `/Acquisition/${id}/FisheriesExpert`, kari)).json()).toHaveLength(1);
    expect(
      (await c.call('DELETE', `/Acquisition/${id}/FisheriesExpert/${row.acquisitionFisheriesExpertId}`, kari))
        .statusCode,
    ).toBe(204);
    expect(
      (await c.call('DELETE', `/Acquisition/${id}/FisheriesExpert/${row.acquisitionFisheriesExpertId}`, kari))
        .statusCode,
    ).toBe(404);
  });

  it('adds licences of the offered kinds and of the own company, lists them per kind and removes them', async () => {
    const added = await c.call('POST', `/Acquisition/${id}/ProductionLicence/21018`, kari, {
      licenceNpdId: 21018,
      licenceType: 10,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ npdIdLicence: 21018, licenceName: 'PL 018', licenceType: 10 });
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21018`, kari, {})).statusCode).toBe(
      201,
    );
    expect((await c.call('GET', `/Acquisition/${id}/ProductionLicences`, kari)).json()).toHaveLength(1);
    expect((await c.call('GET', `/Acquisition/${id}/Surveys`, kari)).json()).toEqual([]);
    // Another company's licence, a CO2 licence under petroleum law, a wrong body: refused.
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21057`, kari, {})).statusCode).toBe(
      404,
    );
    expect((await c.call('POST', `/Acquisition/${id}/Co2Survey/28001`, kari, {})).statusCode).toBe(400);
    expect(
      (await c.call('POST', `/Acquisition/${id}/ProductionLicence/21018`, kari, { licenceType: 20 }))
        .statusCode,
    ).toBe(400);
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/abc`, kari, {})).statusCode).toBe(400);
    expect((await c.call('DELETE', `/Acquisition/${id}/21018`, kari)).statusCode).toBe(204);
    expect((await c.call('GET', `/Acquisition/${id}/ProductionLicences`, kari)).json()).toEqual([]);
  });

  it('validates areas with the draft licences and the restriction areas of the database', async () => {
    await c.call('POST', `/Acquisition/${id}/ProductionLicence/21018`, kari, {});
    const box = boxArea;
    const overEkofisk = await c.call('POST', '/Draft/Validate', kari, {
      acquisitionId: id,
      grossGeometry: box(3.05, 56.35, 3.45, 56.65),
    });
    expect(overEkofisk.statusCode).toBe(200);
    expect(overEkofisk.json()).toMatchObject({ isValid: true, oceanArea: 'NORDSJOEN' });
    expect(overEkofisk.json().warnings.map((w: { code: string }) => w.code)).toContain(
      'restrictionAreaOverlap',
    );
    expect(overEkofisk.json().errorMessage).toContain('Ekofisk');
    const elsewhere = await c.call('POST', '/Draft/Validate', kari, {
      acquisitionId: id,
      grossGeometry: box(4.5, 63.5, 5, 63.9),
    });
    expect(elsewhere.json()).toMatchObject({
      isValid: false,
      errors: [{ code: 'areaNotMatchingLicences', area: 'gross' }],
    });
    expect(elsewhere.json().errorMessage).toMatch(/tillatelse/);
    expect((await c.call('POST', '/Survey/Validate', kari, {})).statusCode).toBe(400);
    expect(
      (
        await c.call('POST', '/Draft/Validate', kari, {
          grossGeometry: { geometry: { type: 'Polygon', coordinates: 'x' } },
        })
      ).statusCode,
    ).toBe(400);
    expect((await c.call('POST', '/Draft/Validate', vpa, { acquisitionId: id })).statusCode).toBe(404);
  });

  it('serves the restriction areas and sea areas to signed-in users', async () => {
    const restrictions = await c.call('GET', '/AcquisitionMap/restrictionAreas', kari);
    expect(restrictions.statusCode).toBe(200);
    expect(restrictions.json().length).toBeGreaterThanOrEqual(5);
    expect(restrictions.json().map((r: { category: string }) => r.category)).toEqual(
      expect.arrayContaining(['field', 'pipeline', 'cable']),
    );
    const seas = await c.call('GET', '/AcquisitionMap/seaAreas', kari);
    expect(
      seas
        .json()
        .map((s: { oceanArea: string }) => s.oceanArea)
        .sort(),
    ).toEqual(['BARENTSHAVET', 'GRONLANDSHAVET', 'NORDSJOEN', 'NORSKEHAVET']);
    expect((await c.call('GET', '/AcquisitionMap/restrictionAreas', {})).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema/index';
import { client, completeFields, inDays, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

type Draft = {
  acquisitionId: string;
  version: number;
  status: number;
  configuration: Record<string, unknown> & { acquisitionConfig: Record<string, unknown> };
};

describe.each(DB_KINDS)('drafts (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let vpa: Headers;
  let caseHandler: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    vpa = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    caseHandler = await t.signIn('saksbehandler.od');
  });
  afterAll(() => t?.close());

  it('creates a draft with its configuration; the create rules answer 400 naming the field', async () => {
    const created = await c.create(kari, SEISMIC_3D_PETROLEUM);
    expect(created.statusCode).toBe(201);
    const draft = created.json<Draft>();
    expect(draft).toMatchObject({
      status: 99,
      version: 1,
      configuration: { lawCategory: 1000, type: 2521, companyId: 1001, companyHasPrefix: true },
    });
    expect(draft.configuration.acquisitionConfig).toMatchObject({
      requiresLicence: true,
      hasNetGeometry: true,
      showKm2Quantity: true,
    });

    const noType = await c.create(kari, { lawCategory: 1000 });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors['body.type']).toBeDefined();
    const noOption = await c.create(kari, { lawCategory: 1000, type: 40000, seismicOptions: 1 });
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().errors['body.additionalOptions']).toEqual([
      'draft-rules:validation.atLeastOneRequired',
    ]);
    const notOffered = await c.create(kari, { lawCategory: 6000, type: 2521, govtReason: 1 });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors['body.lawCategory']).toBeDefined();
    const garbage = await c.create(kari, { lawCategory: 'x', type: [1], additionalOptions: 5 });
    expect(garbage.statusCode).toBe(400);
  });

  it('stores the detailed type of a seabed survey from its options', async () => {
    const created = await c.create(kari, {
      lawCategory: 1000,
      type: 40000,
      seismicOptions: 1,
      additionalOptions: { sampling: true, geotechnicalMeasurement: true },
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<Draft>();
    expect(draft.configuration.type).toBe(41101);
    expect(draft.configuration.acquisitionConfig).toMatchObject({
      hasNetGeometry: false,
      hasUkooaUpload: false,
      sensorOptions: { cableOptions: [], nodeOptions: [] },
    });
  });

  it('keeps drafts inside the company: another company and other roles get 404, and may not delete', async () => {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<Draft>();
    expect((await c.get(kari, id)).statusCode).toBe(200);
    expect((await c.get(vpa, id)).statusCode).toBe(404);
    expect((await c.get(caseHandler, id)).statusCode).toBe(404);
    expect((await c.put(vpa, id, { version: 1 })).statusCode).toBe(404);
    expect((await c.put(caseHandler, id, { version: 1 })).statusCode).toBe(403);
    expect((await c.call('DELETE', `/Draft/${id}`, vpa)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/Draft/${id}`, kari)).statusCode).toBe(204);
    expect((await c.get(kari, id)).statusCode).toBe(404);
  });

  it('deletes a draft only in its own organisation: a user switched to another company gets 404 (issue 8 item 6)', async () => {
    const asVpa = vpa;
    const asPolarhav = await t.signIn('flere.roller', { organizationId: 1003, roleId: 'daq_innmelder_selskap' });
    const { acquisitionId: id } = (await c.create(asVpa, SEISMIC_3D_PETROLEUM)).json<Draft>();
    expect((await c.call('DELETE', `/Draft/${id}`, asPolarhav)).statusCode).toBe(404);
    expect((await c.get(asPolarhav, id)).statusCode).toBe(404);
    expect((await c.get(asVpa, id)).statusCode).toBe(200);
    expect((await c.call('DELETE', `/Draft/${id}`, asVpa)).statusCode).toBe(204);
  });

  it('saves an incomplete draft and refuses a stale version with 409 carrying the current draft', async () => {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<Draft>();
    const first = await c.put(kari, id, { version: 1, environmentalComment: 'Første' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      version: 2,
      environmentalComment: 'Første',
      plannedStartDate: null,
    });
    const stale = await c.put(kari, id, { version: 1, environmentalComment: 'Andre' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'draftVersionConflict',
      current: { version: 2, environmentalComment: 'Første' },
    });
    const bad = await c.put(kari, id, {
      version: 2,
      plannedStartDate: '2026-13-40',
      quantityKm: -1,
      approverUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['body.plannedStartDate', 'body.quantityKm']),
    );
    const unknownUser = await c.put(kari, id, {
      version: 2,
      approverUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json().errors['body.approverUserId']).toBeDefined();
    // The contact person must be of the draft's company; the approver an approver.
    const vpaContacts = (await c.call('GET', '/UserProfile/contactPersons', vpa)).json();
    const ownContacts = (await c.call('GET', '/UserProfile/contactPersons', kari)).json();
    const foreign = await c.put(kari, id, {
      version: 2,
      contactPersonUserId: vpaContacts[0].userProfileGuid,
    });
    expect(foreign.json().errors['body.contactPersonUserId']).toBeDefined();
    const notApprover = await c.put(kari, id, { version: 2, approverUserId: ownContacts[0].userProfileGuid });
    expect(notApprover.json().errors['body.approverUserId']).toBeDefined();
    const regulator = await c.put(kari, id, { version: 2, companyConductorNpdId: 100 });
    expect(regulator.json().errors['body.companyConductorNpdId']).toBeDefined();
    const own = await c.put(kari, id, {
      version: 2,
      contactPersonUserId: ownContacts[0].userProfileGuid,
      companyConductorNpdId: 1003,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      contactPersonUserId: ownContacts[0].userProfileGuid,
      companyConductorNpdId: 1003,
    });
  });

  it('lets exactly one of two saves on the same version win', async () => {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<Draft>();
    const results = await Promise.all([
      c.put(kari, id, { version: 1, generalComment: 'A' }),
      c.put(kari, id, { version: 1, generalComment: 'B' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await c.get(kari, id)).json<Draft & { generalComment: string }>();
    expect(after.version).toBe(2);
    expect(after.generalComment).toBe(results.find((r) => r.statusCode === 200)?.json().generalComment);
  });

  it('keeps a client-generated id, and a repeated create answers the same draft', async () => {
    const acquisitionId = crypto.randomUUID();
    const first = await c.create(kari, { ...SEISMIC_3D_PETROLEUM, acquisitionId });
    expect(first.statusCode).toBe(201);
    expect(first.json().acquisitionId).toBe(acquisitionId);
    const again = await c.create(kari, { ...SEISMIC_3D_PETROLEUM, acquisitionId });
    expect(again.statusCode).toBe(200);
    expect(again.json().acquisitionId).toBe(acquisitionId);
    expect((await c.create(vpa, { ...SEISMIC_3D_PETROLEUM, acquisitionId })).statusCode).toBe(409);
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const headers = { ...kari, 'idempotency-key': `create-${kind}` };
    const a = await c.create(headers, SEISMIC_3D_PETROLEUM);
    const b = await c.create(headers, SEISMIC_3D_PETROLEUM);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().acquisitionId).toBe(a.json().acquisitionId);
  });

  it('submits only a complete draft, names it from the company prefix and writes the Submission message', async () => {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<Draft>();
    const early = await c.submit(kari, id);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('missingRequiredItems');
    const keys = early.json().missing.map((m: { key: string }) => m.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'plannedStartDate',
        'licenceRequired',
        'areaRequired',
        'environmentalComment',
        'sensorType',
        'sourceType',
        'dataSalable',
      ]),
    );

    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, kari, {})).statusCode).toBe(
      201,
    );
    const saved = await c.put(kari, id, completeFields(1));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().configuration).toMatchObject({ isGeometryValid: true, oceanArea: 'NORDSJOEN' });

    const submitted = await c.submit(kari, id, { version: 2 });
    expect(submitted.statusCode).toBe(200);
    const yy = inDays(0).slice(2, 4);
    expect(submitted.json()).toMatchObject({ id, status: 1, plannedStartDate: inDays(60) });
    expect(submitted.json().name).toMatch(new RegExp(`^NKE${yy}\\d{2,}$`));
    const timeline = await t.app.db.select().from(messages).where(eq(messages.acquisitionId, id));
    expect(timeline.map((m) => m.messageType)).toEqual([5001]);
    expect((await c.submit(kari, id)).statusCode).toBe(403);
    expect((await c.put(kari, id, completeFields(3))).statusCode).toBe(403);
    // The next one of the same company and year gets the next number.
    const second = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<Draft>().acquisitionId;
    await c.call('POST', `/Acquisition/${second}/ProductionLicence/21104`, kari, {});
    await c.put(kari, second, completeFields(1));
    const next = (await c.submit(kari, second)).json().name as string;
    expect(Number(next.slice(5))).toBe(Number(submitted.json().name.slice(5)) + 1);
  });

  it('submits once when two submits race; the loser takes no name number', async () => {
    const names: string[] = [];
    for (let round = 0; round < 2; round++) {
      const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<Draft>();
      await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, kari, {});
      await c.put(kari, id, completeFields(1));
      const results = await Promise.all([c.submit(kari, id), c.submit(kari, id)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      names.push(results.find((r) => r.statusCode === 200)?.json().name);
      const timeline = await t.app.db.select().from(messages).where(eq(messages.acquisitionId, id));
      expect(timeline).toHaveLength(1);
    }
    expect(Number(names[1].slice(5))).toBe(Number(names[0].slice(5)) + 1);
  });

  it('refuses submit without a company prefix, but saves the draft', async () => {
    const polarhav = await t.signIn('innmelder.uten.prefiks');
    const { acquisitionId: id } = (await c.create(polarhav, SEISMIC_3D_PETROLEUM)).json<Draft>();
    expect((await c.call('POST', `/Acquisition/${id}/Survey/24001`, polarhav, {})).statusCode).toBe(201);
    const fields = { ...completeFields(1), grossGeometry: undefined, netGeometry: undefined };
    const inside = {
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [3.6, 57],
            [4.2, 57],
            [4.2, 57.5],
            [3.6, 57.5],
            [3.6, 57],
          ],
        ],
      },
      loadedFromFile: false,
      transformationToWgs84: null,
      csOriginWkId: 4326,
    };
    const saved = await c.put(polarhav, id, { ...fields, grossGeometry: inside, netGeometry: inside });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().configuration.companyHasPrefix).toBe(false);
    const refused = await c.submit(polarhav, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('companyPrefixMissing');
  });

  it('shows a saved draft with its area in the overview of its company only', async () => {
    const { acquisitionId: id, npdId } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<
      Draft & { npdId: number }
    >();
    await c.put(kari, id, completeFields(1));
    const query = { Query: 'status=99', PageSize: '25', Page: '1', OrderBy: 'npdId', Order: 'desc' };
    const view = (headers: Headers) =>
      t.app.inject({ method: 'GET', url: '/DataAcquisition-service/Overview/view', headers, query });
    let row: { id: string; npdId: number; hasGeometry: boolean; isDraft: boolean } | undefined;
    for (let attempt = 0; attempt < 20 && !row?.hasGeometry; attempt++) {
      row = (await view(kari)).json().items.find((r: { id: string }) => r.id === id);
      if (!row?.hasGeometry) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toMatchObject({ npdId, isDraft: true, hasGeometry: true });
    expect((await view(vpa)).json().items.find((r: { id: string }) => r.id === id)).toBeUndefined();
  });

  it('answers whether a type needs the extra options', async () => {
    expect((await c.call('GET', '/Draft/type/40000', kari)).json()).toBe(true);
    expect((await c.call('GET', '/Draft/type/2521', kari)).json()).toBe(false);
    expect((await c.call('GET', '/Draft/type/77', kari)).statusCode).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReference, type MatrixReference } from './authorization/objects';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { DB_KINDS, createTestApp, type DbKind, type TestApp } from './helpers';

/**
 * Every uniqueness rule of docs/decisions.md is kept by the database: 20 requests at once that would
 * double a row give one success and 409s naming the field (never 500); the caller's own draft id sent
 * 20 times at once gives one 201 and 200s with the same draft. Races need PostgreSQL (PGlite has one
 * connection); the same duplicates one after another are checked on both.
 */
const N = 20;

function statuses(responses: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

function expectConflicts(
  responses: { statusCode: number; headers: Record<string, unknown>; json(): unknown }[],
  field: string,
) {
  for (const r of responses.filter((r) => r.statusCode === 409)) {
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((r.json() as { errors: Record<string, string[]> }).errors[field]).toBeDefined();
  }
}

describe.each(DB_KINDS.map((k) => [k] as [DbKind]))('uniqueness under concurrent requests (%s)', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let kari: Headers;
  let ref: MatrixReference;
  const at = kind === 'postgres' ? N : 3; // PGlite serialises: the same duplicates one after another
  const inParallel = kind === 'postgres';
  const send = async <T>(count: number, one: (i: number) => Promise<T>): Promise<T[]> => {
    if (inParallel) return Promise.all(Array.from({ length: count }, (_, i) => one(i)));
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(await one(i));
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    kari = await t.signIn('innmelder');
    ref = await loadReference(t.app.db);
  }, 180_000);
  afterAll(() => t?.close());

  const c = () => client(t);
  const newDraft = async () => {
    const created = await c().create(kari, SEISMIC_3D_PETROLEUM);
    expect(created.statusCode).toBe(201);
    return created.json().acquisitionId as string;
  };

  it('one harbour per name, trimmed and ignoring case', async () => {
    const responses = await send(at, (i) =>
      c().call('POST', '/admin/harbours', admin, { name: i % 2 ? ' Kræmmervika ' : 'KRÆMMERVIKA' }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: at - 1 });
    expectConflicts(responses, 'body.name');
  });

  it('one vessel per IMO number', async () => {
    const responses = await send(at, (i) =>
      c().call('POST', '/admin/vessels', admin, {
        name: `Kappløp ${i}`,
        imo: 9799901,
        callSignal: `LKP${i}`,
        country: 'NO',
      }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: at - 1 });
    expectConflicts(responses, 'body.imo');
  });

  it('one licence per number and year', async () => {
    const body = {
      npdIdLicence: 99901,
      licenceYear: 2026,
      npdIdCompany: 1002,
      lawCategory: 1000,
      kind: 'survey',
      licencePeriodStart: '2026-01-01T00:00:00Z',
      licencePeriodEnd: '2026-12-31T00:00:00Z',
      licenceName: 'US kappløp',
    };
    const responses = await send(at, () => c().call('POST', '/admin/licences', admin, body));
    expect(statuses(responses)).toEqual({ 200: 1, 409: at - 1 });
    expectConflicts(responses, 'body.npdIdLicence');
  });

  it('one row per vessel, fisheries expert and harbour of a vessel on a draft', async () => {
    const id = await newDraft();
    const vessels = await send(at, () =>
      c().call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: ref.vesselId }),
    );
    expect(statuses(vessels)).toEqual({ 201: 1, 409: at - 1 });
    expectConflicts(vessels, 'body.vesselId');

    const experts = await send(at, () =>
      c().call('POST', `/Acquisition/${id}/FisheriesExpert`, kari, { fisheriesExpertId: ref.expertId }),
    );
    expect(statuses(experts)).toEqual({ 201: 1, 409: at - 1 });
    expectConflicts(experts, 'body.fisheriesExpertId');

    const rowId = (vessels.find((r) => r.statusCode === 201)!.json() as { acquisitionVesselId: string })
      .acquisitionVesselId;
    const harbours = await send(at, () =>
      c().call('POST', `/Acquisition/${id}/Vessels/${rowId}/VesselHarbour`, kari, {
        harbourId: ref.harbourId,
      }),
    );
    expect(statuses(harbours)).toEqual({ 201: 1, 409: at - 1 });
    expectConflicts(harbours, 'body.harbourId');

    // Another vessel can still be changed to the one already there: 409 too.
    const other = await c().call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: ref.otherVesselId });
    expect(other.statusCode).toBe(201);
    const changed = await c().call(
      'PUT',
      `/Acquisition/${id}/Vessels/${other.json().acquisitionVesselId}`,
      kari,
      {
        vesselId: ref.vesselId,
      },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors['body.vesselId']).toBeDefined();
  });

  it('a row id sent again answers the row (an offline add replayed), not 409', async () => {
    const id = await newDraft();
    const acquisitionVesselId = randomUUID();
    const responses = await send(at, () =>
      c().call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId: ref.vesselId, acquisitionVesselId }),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().acquisitionVesselId))).toEqual(
      new Set([acquisitionVesselId]),
    );
  });

  it("the caller's own acquisitionId sent many times: one 201, the rest 200 with the same draft", async () => {
    const acquisitionId = randomUUID();
    const responses = await send(at, () => c().create(kari, { ...SEISMIC_3D_PETROLEUM, acquisitionId }));
    expect(statuses(responses)).toEqual({ 201: 1, 200: at - 1 });
    expect(new Set(responses.map((r) => r.json().acquisitionId))).toEqual(new Set([acquisitionId]));
    const someoneElse = await c().create(await t.signIn('flere.roller'), {
      ...SEISMIC_3D_PETROLEUM,
      acquisitionId,
    });
    expect(someoneElse.statusCode).toBe(409);
  });
});

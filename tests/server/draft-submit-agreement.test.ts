import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitReadiness } from '@/domain/draft/submit-readiness';
import { LICENCE_KIND_PATHS, ZAcquisitionLicence } from '@/domain/schemas/acquisition-licences';
import { ZAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { ZDraft } from '@/domain/schemas/draft';
import { osloDate } from '@/domain/rules/calendar-date';
import { area, client, completeFields, inDays, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/**
 * The summary step and the service's submit must never disagree (audit d5 items 2 and 5): the summary's verdict is
 * computed here exactly as the browser does, from what the service answers (the draft, its licences and vessels,
 * read with the shared schemas) through submitReadiness, and compared with PUT /Draft/{id}/Submit.
 */
describe.each(DB_KINDS)('the summary and submit agree (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
  });
  afterAll(() => t?.close());

  /** What the summary shows for the draft as the service holds it. */
  async function summaryOf(headers: Headers, id: string) {
    const draft = ZDraft.parse((await c.get(headers, id)).json());
    const lists = await Promise.all(
      draft.configuration.acquisitionConfig.licenceKinds.map(async (k) =>
        ZAcquisitionLicence.array().parse(
          (await c.call('GET', `/Acquisition/${id}/${LICENCE_KIND_PATHS[k].list}`, headers)).json(),
        ),
      ),
    );
    const vessels = ZAcquisitionVessel.array().parse(
      (await c.call('GET', `/Acquisition/${id}/Vessels`, headers)).json(),
    );
    return { draft, readiness: submitReadiness(draft, { today: osloDate(), licences: lists.flat(), vessels }) };
  }

  /** Submits and checks the answer is what the summary promised; returns the summary's verdict and the answer. */
  async function submitAgrees(headers: Headers, id: string) {
    const { draft, readiness } = await summaryOf(headers, id);
    const answer = await c.submit(headers, id, { version: draft.version });
    if (readiness.missing.length > 0) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'missingRequiredItems', missing: readiness.missing });
    } else if (readiness.prefixMissing) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('companyPrefixMissing');
    } else {
      expect(answer.statusCode).toBe(200);
    }
    return { draft, readiness, answer };
  }

  const draftWithLicence = async () => {
    const id = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json().acquisitionId as string;
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, kari, {})).statusCode).toBe(201);
    return id;
  };

  it('an area inside no licence: the summary lists geometryInvalid on the area step, submit refuses it', async () => {
    const id = await draftWithLicence();
    const saved = await c.put(kari, id, {
      ...completeFields(1),
      grossGeometry: area(4.0, 59.0, 4.4, 59.2),
      netGeometry: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().configuration.isGeometryValid).toBe(false);
    const { readiness } = await submitAgrees(kari, id);
    expect(readiness.missing).toEqual([{ key: 'geometryInvalid', step: 'area' }]);
    expect(readiness.areaErrors).toEqual([{ code: 'areaNotMatchingLicences', area: 'gross' }]);
  });

  it('an area off the shelf, and several missing items at once: the same list on both sides', async () => {
    const id = await draftWithLicence();
    const vesselId = (await c.call('GET', '/Vessel/vessels', kari)).json()[0].id as string;
    expect((await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId })).statusCode).toBe(201);
    await c.put(kari, id, {
      ...completeFields(1),
      environmentalComment: null,
      grossGeometry: area(-12, 52, -11, 53),
      netGeometry: null,
    });
    const { readiness } = await submitAgrees(kari, id);
    expect(readiness.missing.map((m) => m.key)).toEqual(['geometryInvalid', 'environmentalComment', 'vesselRole']);
    expect(readiness.areaErrors).toContainEqual({ code: 'outsideShelf', area: 'gross' });
  });

  it('a complete draft inside its licence: ready on the summary, and submitted', async () => {
    const id = await draftWithLicence();
    await c.put(kari, id, completeFields(1));
    const { readiness, answer } = await submitAgrees(kari, id);
    expect(readiness).toMatchObject({ missing: [], prefixMissing: false });
    expect(answer.json().name).toMatch(/^NKE\d{4}$/);
    // The submission card names its author, the author's party and organisation.
    const [submission] = (await c.call('GET', `/Acquisitions/${id}/timeline`, kari)).json();
    expect(submission.auditUser).toMatchObject({ createdBy: 'Kari Nordmann', createdByParty: 4, createdByOrganisationName: 'Nordkapp Energi ASA' });
  });

  it("a government-law draft of the regulator: no prefix error, submitted with the regulator's SOD", async () => {
    const od = await t.signIn('innmelder.od');
    const approverUserId = (await c.call('GET', '/UserProfile/NpdApprovers', od)).json()[0].userProfileId;
    const created = await c.create(od, { lawCategory: 6000, type: 2521, govtReason: 1 });
    const id = created.json().acquisitionId as string;
    expect(created.json().configuration.companyHasPrefix).toBe(true);
    await c.put(od, id, { ...completeFields(1), approverUserId });
    const { readiness, answer } = await submitAgrees(od, id);
    expect(readiness).toMatchObject({ missing: [], prefixMissing: false });
    expect(answer.json().name).toMatch(new RegExp(`^SOD${inDays(0).slice(2, 4)}\\d{2,}$`));
  });

  it('a company without a prefix: the summary shows the prefix error and submit refuses it', async () => {
    const polarhav = await t.signIn('innmelder.uten.prefiks');
    const id = (await c.create(polarhav, SEISMIC_3D_PETROLEUM)).json().acquisitionId as string;
    expect((await c.call('POST', `/Acquisition/${id}/Survey/24001`, polarhav, {})).statusCode).toBe(201);
    const inside = area(3.6, 57, 4.2, 57.5);
    await c.put(polarhav, id, { ...completeFields(1), grossGeometry: inside, netGeometry: inside });
    const { readiness, answer } = await submitAgrees(polarhav, id);
    expect(readiness).toMatchObject({ missing: [], prefixMissing: true });
    expect(answer.json().code).toBe('companyPrefixMissing');
  });
});

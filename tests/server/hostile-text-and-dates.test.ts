import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../src/server/db/seed/demo-users';
import { insertDraftObject, loadReference, type DraftObject, type MatrixReference } from './authorization/objects';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

/**
 * Issue 8 item 3 (text and dates) and the 500s the catalogue fuzz found: each answered 400 (or 409) problem+json
 * naming the field with a Norwegian message key, by the shared schemas, before the database sees it.
 */
const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const CHARS = 'problems:input.invalidCharacters';
const RANGE = 'problems:input.dateOutOfRange';

describe.each(DB_KINDS)('hostile text and dates (%s)', (kind) => {
  let t: TestApp;
  let ref: MatrixReference;
  let draft: DraftObject;
  let kari: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ref = await loadReference(t.app.db);
    draft = await insertDraftObject(t.app.db, ref, demoUser('innmelder').roles[0]!.organisationId, demoUser('innmelder').id);
    kari = await t.signIn('innmelder');
    admin = await t.signIn('admin');
  }, 120_000);
  afterAll(() => t?.close());

  async function expectField(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown, field: string, message: string) {
    const res = await t.app.inject({ method, url: api(url), headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('problems:invalidInput');
    expect(res.json().errors[field], res.body).toContain(message);
  }

  it('NUL and lone surrogates in the profile, the admin registers and the searches', async () => {
    const profile = { email: 'kari@example.no', phone: '', signature: '', requireContactInfoConfirmation: false };
    await expectField('PUT', '/UserProfile/saveDaqUserInformation', kari, { ...profile, phone: NUL }, 'body.phone', CHARS);
    await expectField('PUT', '/UserProfile/saveDaqUserInformation', kari, { ...profile, signature: LONE }, 'body.signature', CHARS);
    await expectField('POST', '/admin/harbours', admin, { name: NUL }, 'body.name', CHARS);
    await expectField('PUT', `/admin/harbours/${ref.harbourId}`, admin, { name: '\udc00' }, 'body.name', CHARS);
    await expectField('POST', '/admin/vessels', admin, { name: 'Polar', callSignal: NUL, country: 'NO' }, 'body.callSignal', CHARS);
    const expert = { firstName: 'Ola', lastName: 'Hansen', address: 'Sjøgata 1', place: 'Bodø', country: 'NO' };
    await expectField('POST', '/admin/fisheriesExperts', admin, { ...expert, postNo: NUL }, 'body.postNo', CHARS);
    await expectField('POST', '/admin/fisheriesExperts', admin, { ...expert, address: LONE }, 'body.address', CHARS);
    const licence = { npdIdLicence: 99001, licenceYear: 2026, npdIdCompany: 1001, lawCategory: 1000, kind: 'production', licencePeriodStart: '2026-01-01T00:00:00Z', licencePeriodEnd: '2026-12-31T00:00:00Z' };
    await expectField('POST', '/admin/licences', admin, { ...licence, licenceName: NUL }, 'body.licenceName', CHARS);
    await expectField('POST', '/admin/acquisition/search', admin, { id: NUL }, 'body.id', CHARS);
    await expectField('GET', '/admin/licences?text=%00', admin, undefined, 'query.text', CHARS);
    await expectField('GET', '/Overview/view?Query=%00', kari, undefined, 'query.Query', CHARS);
  });

  it("NUL and lone surrogates in a draft's texts and its on-behalf contact person", async () => {
    const onBehalf = { lawCategory: 7000, type: 2521, onBehalfOfCompanyId: 1001, onBehalfOfCompanyContactPerson: { firstName: LONE, lastName: 'Nordmann', email: 'kari@example.no' } };
    await expectField('POST', '/Draft', kari, onBehalf, 'body.onBehalfOfCompanyContactPerson.firstName', CHARS);
    await expectField('PUT', `/Draft/${draft.id}`, kari, { version: 1, onBehalfOfCompanyContactPersonInfo: { firstName: 'Kari', lastName: NUL, email: 'kari@example.no' } }, 'body.onBehalfOfCompanyContactPersonInfo.lastName', CHARS);
    await expectField('PUT', `/Draft/${draft.id}`, kari, { version: 1, generalComment: '\ud83d' }, 'body.generalComment', CHARS);
    await expectField('PUT', `/Acquisition/${draft.id}/Vessels/${draft.acquisitionVesselId}`, kari, { vesselId: ref.vesselId, phoneNumber: NUL }, 'body.phoneNumber', CHARS);
  });

  it('the year 0000 (and any date outside 1900-2200) in every kind of date', async () => {
    await expectField('PUT', `/Draft/${draft.id}`, kari, { version: 1, plannedStartDate: '0000-01-01' }, 'body.plannedStartDate', RANGE);
    await expectField('PUT', `/Draft/${draft.id}`, kari, { version: 1, plannedEndDate: '2201-01-01' }, 'body.plannedEndDate', RANGE);
    await expectField('PUT', `/Acquisition/${draft.id}/Vessels/${draft.acquisitionVesselId}`, kari, { vesselId: ref.vesselId, fromDate: '0000-01-01' }, 'body.fromDate', RANGE);
    await expectField('PUT', `/Acquisition/${draft.id}/Vessels/VesselHarbour/${draft.vesselHarbourId}`, kari, { harbourId: ref.harbourId, toDate: '0000-12-31' }, 'body.toDate', RANGE);
    await expectField('PUT', `/Acquisition/${draft.id}/FisheriesExpert/${draft.acquisitionExpertId}`, kari, { fisheriesExpertId: ref.expertId, fromDate: '0000-01-01' }, 'body.fromDate', RANGE);
    const expert = { firstName: 'Ola', lastName: 'Hansen', address: 'Sjøgata 1', place: 'Bodø', country: 'NO' };
    await expectField('POST', '/admin/fisheriesExperts', admin, { ...expert, approvedUntil: '0000-01-01T00:00:00Z' }, 'body.approvedUntil', RANGE);
    const licence = { npdIdLicence: 99001, licenceYear: 2026, npdIdCompany: 1001, lawCategory: 1000, kind: 'production', licencePeriodStart: '0000-01-01T00:00:00Z', licencePeriodEnd: '2026-12-31T00:00:00Z' };
    await expectField('POST', '/admin/licences', admin, licence, 'body.licencePeriodStart', RANGE);
    await expectField('GET', '/CalculateBusinessDays/GetBusinessDays/0000-01-01', kari, undefined, 'params.value', RANGE);
    const overview = await t.app.inject({ method: 'GET', url: api('/Overview/view?Query=fromDate%3D0000-01-01'), headers: kari });
    expect(overview.statusCode).toBe(400);
    expect(overview.headers['content-type']).toContain('application/problem+json');
  });

  it('the edges of the range are taken', async () => {
    const res = await t.app.inject({ method: 'PUT', url: api(`/Acquisition/${draft.id}/Vessels/${draft.acquisitionVesselId}`), headers: kari, payload: { vesselId: ref.vesselId, fromDate: '1900-01-01', toDate: '2200-12-31' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fromDate: '1900-01-01', toDate: '2200-12-31' });
  });

  it('found by the fuzz: a company id beyond 32 bits is a 400, not a 500', async () => {
    for (const url of ['/DaqSupportData/co2exploitationLicences?companyId=2147483648', '/Licences/co2surveys?companyId=-2147483649']) {
      const res = await t.app.inject({ method: 'GET', url: api(url), headers: admin });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['query.companyId']);
    }
  });

  it('found by the fuzz: adding a vessel, harbour or expert already on the draft (another row id) is a 409, not a 500', async () => {
    const vessel = await t.app.inject({ method: 'POST', url: api(`/Acquisition/${draft.id}/Vessels`), headers: kari, payload: { vesselId: ref.vesselId } });
    expect(vessel.statusCode, vessel.body).toBe(409);
    expect(vessel.json().detail).toBe('problems:vessel.rowExists');
    const harbour = await t.app.inject({ method: 'POST', url: api(`/Acquisition/${draft.id}/Vessels/${draft.acquisitionVesselId}/VesselHarbour`), headers: kari, payload: { harbourId: ref.harbourId } });
    expect(harbour.statusCode, harbour.body).toBe(409);
    expect(harbour.json().detail).toBe('problems:harbour.rowExists');
    const expert = await t.app.inject({ method: 'POST', url: api(`/Acquisition/${draft.id}/FisheriesExpert`), headers: kari, payload: { fisheriesExpertId: ref.expertId } });
    expect(expert.statusCode, expert.body).toBe(409);
    expect(expert.json().detail).toBe('problems:expert.rowExists');
  });
});

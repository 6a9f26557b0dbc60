import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitionInputs, acquisitions, messagePartyStates, messages } from '@/server/db/schema/index';
import { area, client, completeFields, inDays, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

const SECTIONS = ['GeneralComment', 'ContactPersons', 'Conductor', 'FisheriesExpert', 'Amount', 'Sensor', 'Source', 'Vessels', 'TimeAndArea'] as const;

describe.each(DB_KINDS)('amendments of the details sections (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let other: Headers;
  let odNotifier: Headers;
  let odCase: Headers;
  let fdirApprover: Headers;
  let vesselIds: string[];
  let harbourIds: string[];
  let expertIds: string[];

  /** A Nordkapp Energi (1001) seismic 3D case with every field, a licence, two vessels and an expert, in the status. */
  async function caseIn(status: number): Promise<string> {
    const { acquisitionId: id } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    expect((await c.put(kari, id, completeFields(1))).statusCode).toBe(200);
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, kari, {})).statusCode).toBe(201);
    for (const vesselId of vesselIds.slice(0, 3)) expect((await c.call('POST', `/Acquisition/${id}/Vessels`, kari, { vesselId })).statusCode).toBe(201);
    expect((await c.call('POST', `/Acquisition/${id}/FisheriesExpert`, kari, { fisheriesExpertId: expertIds[0] })).statusCode).toBe(201);
    await t.app.db.update(acquisitions).set({ status, name: `NKE-${kind}-${status}` }).where(eq(acquisitions.id, id));
    return id;
  }
  const section = async (id: string, s: string, who = kari) => (await c.call('GET', `/Acquisition/${id}/details/${s}`, who)).json();
  const versionOf = async (id: string) => (await c.call('GET', `/Acquisitions/${id}`, kari)).json<{ version: number }>().version;
  /** PUT with the current version, unless the body names a (malformed) one itself; a section's read version is dropped. */
  const put = async (id: string, s: string, body: Record<string, unknown>, who = kari) => {
    const version = typeof body.version === 'number' || body.version === undefined ? await versionOf(id) : body.version;
    return c.call('PUT', `/Acquisition/${id}/details/${s}`, who, { changeSubmissionComment: 'Fordi', ...body, version });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    other = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    odNotifier = await t.signIn('innmelder.od');
    odCase = await t.signIn('saksbehandler.od');
    fdirApprover = await t.signIn('godkjenner.fdir');
    vesselIds = (await c.call('GET', '/Vessel/vessels', kari)).json().map((v: { id: string }) => v.id);
    harbourIds = (await c.call('GET', '/Harbour/designated', kari)).json().map((h: { id: string }) => h.id);
    expertIds = (await c.call('GET', '/FisheriesExpert', kari)).json().map((e: { id: string }) => e.id);
  });
  afterAll(() => t?.close());

  it('answers the diff of each section without changing anything; lists by id (removing the first of three vessels is one removal)', async () => {
    const id = await caseIn(10);
    const before = await versionOf(id);
    for (const s of SECTIONS) {
      const same = await c.call('POST', `/Acquisition/${id}/details/changeSubmission/${s}`, kari, { changeSubmissionComment: '', ...(await section(id, s)) });
      expect(same.statusCode, s).toBe(200);
      expect(same.json(), s).toMatchObject({ changeSubmissionAction: 'NoChanges', anyChanges: false, changes: [] });
    }
    const { vessels } = await section(id, 'Vessels');
    expect(vessels).toHaveLength(3);
    const d = await c.call('POST', `/Acquisition/${id}/details/changeSubmission/Vessels`, kari, { vessels: vessels.slice(1) });
    expect(d.json().changes).toEqual([
      expect.objectContaining({ changeSubmissionAction: 'Delete', objectType: 'Vessel', title: vessels[0].daqVesselName, attributeName: null }),
    ]);
    expect(await versionOf(id)).toBe(before);
    expect((await section(id, 'Vessels')).vessels).toHaveLength(3);
  });

  it('amends every section: applies it, raises the version, writes 3002 with the diff and the comment; time and area give 3001 with statements expected', async () => {
    const id = await caseIn(10);
    const edits: Record<(typeof SECTIONS)[number], Record<string, unknown>> = {
      GeneralComment: { comment: 'Ny tilleggsinformasjon' },
      Amount: { quantityKm: 10, quantityKm2: 900, quantityTb: 3 },
      Conductor: { companyConductorNpdId: 1002 },
      Sensor: { sensor: { type: 2, cable: { count: 12, length: 8000, towWidth: 1200 }, node: { count: 300 } } },
      Source: { source: { type: 2, electromagnetic: { count: null, size: null, watt: null }, seismic: { count: 3, size: 4130, pressure: 2000 } } },
      ContactPersons: { contactPersons: (await section(id, 'ContactPersons')).contactPersons },
      FisheriesExpert: { fisheriesExperts: [{ ...(await section(id, 'FisheriesExpert')).fisheriesExperts[0], fromDate: inDays(61), toDate: inDays(70) }] },
      Vessels: {
        vessels: (await section(id, 'Vessels')).vessels.map((v: { vesselRole: number }, i: number) => ({
          ...v,
          vesselRole: i === 0 ? 10 : 20,
          harbours: i === 0 ? [{ vesselHarbourId: crypto.randomUUID(), harbourId: harbourIds[0], fromDate: null, toDate: null }] : [],
        })),
      },
      TimeAndArea: { ...(await section(id, 'TimeAndArea')), plannedEndDate: inDays(95), grossGeometry: area(2.5, 60.25, 3.2, 60.65) },
    };
    // the contact persons: the company's contact replaced by another user of Nordkapp Energi
    const people = (await c.call('GET', '/UserProfile/contactPersons', kari)).json<{ userProfileGuid: string; name: string }[]>();
    const current = (edits.ContactPersons as { contactPersons: { userProfileId: string }[] }).contactPersons;
    const replacement = people.find((p) => p.userProfileGuid !== current[0].userProfileId);
    if (replacement) current[0] = { ...current[0], userProfileId: replacement.userProfileGuid };
    for (const s of SECTIONS) {
      if (s === 'ContactPersons' && !replacement) continue;
      const before = await versionOf(id);
      const res = await put(id, s, edits[s]);
      expect(res.statusCode, `${s}: ${res.body}`).toBe(200);
      const result = res.json();
      expect(result.version, s).toBe(before + 1);
      expect(result.diff.anyChanges, s).toBe(true);
      expect(result.messageType, s).toBe(s === 'TimeAndArea' ? 3001 : 3002);
      const [m] = await t.app.db.select().from(messages).where(eq(messages.id, result.messageId));
      expect(m.comment).toBe('Fordi');
      expect(m.payload).toMatchObject({ changeSubmissionType: s, diff: result.diff });
    }
    expect((await section(id, 'GeneralComment')).comment).toBe('Ny tilleggsinformasjon');
    expect((await section(id, 'Conductor')).companyConductorName).toBeTruthy();
    expect((await section(id, 'Sensor')).sensor).toEqual({ type: 2, cable: { count: null, length: null, towWidth: null }, node: { count: 300 } });
    expect((await section(id, 'Vessels')).vessels.find((v: { harbours: unknown[] }) => v.harbours.length)).toBeTruthy();
    const time = await section(id, 'TimeAndArea');
    expect(time.plannedEndDate).toBe(inDays(95));
    expect(time.grossGeometry.geometry.coordinates[0][1][0]).toBe(3.2);
    // 3001: each authority has the star (statement expected again), the timeline shows the diff with the km²
    const [proceedings] = await t.app.db.select().from(messages).where(and(eq(messages.acquisitionId, id), eq(messages.messageType, 3001)));
    const states = await t.app.db.select().from(messagePartyStates).where(eq(messagePartyStates.messageId, proceedings.id));
    expect(states.filter((s) => s.taskPending).map((s) => s.party).sort()).toEqual([1, 2, 3]);
    const timeline = (await c.call('GET', `/Acquisitions/${id}/timeline`, fdirApprover)).json();
    const card = (Array.isArray(timeline) ? timeline : timeline.messages).find((x: { messageType: number }) => x.messageType === 3001);
    expect(card.payload.diff.geometryChanges[0].addedKm2).toBeGreaterThan(0);
  });

  it('recomputes the diff itself: a diff sent by the client is ignored, names come from the service', async () => {
    const id = await caseIn(20);
    const res = await put(id, 'Amount', {
      quantityKm: 77,
      quantityKm2: 850,
      quantityTb: null,
      diff: { anyChanges: false, requiresProceedings: true, changes: [] },
      requiresProceedings: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().messageType).toBe(3002);
    expect(res.json().diff.changes).toEqual([expect.objectContaining({ attributeName: 'quantityKm', prevValue: null, newValue: 77 })]);
    const { vessels } = await section(id, 'Vessels');
    const roles = vessels.map((v: object, i: number) => ({ ...v, vesselRole: i === 0 ? 10 : 20 }));
    expect((await put(id, 'Vessels', { vessels: roles })).statusCode).toBe(200);
    const renamed = await put(id, 'Vessels', { vessels: roles.map((v: object, i: number) => (i === 0 ? { ...v, daqVesselName: 'Falskt navn', phoneNumber: '99' } : v)) });
    expect(renamed.json().diff.changes).toEqual([expect.objectContaining({ title: vessels[0].daqVesselName, attributeName: 'phoneNumber', newValue: '99' })]);
  });

  it('refuses a stale version (409 with the current section), no changes, broken rules and bad input (400)', async () => {
    const id = await caseIn(10);
    const version = await versionOf(id);
    expect((await put(id, 'GeneralComment', { comment: 'Først' })).statusCode).toBe(200);
    const stale = await c.call('PUT', `/Acquisition/${id}/details/GeneralComment`, kari, { changeSubmissionComment: 'Senere', version, comment: 'Min' });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ code: 'acquisitionVersionConflict', version: version + 1, current: { comment: 'Først' } });
    const none = await put(id, 'GeneralComment', { comment: 'Først' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('noChanges');
    const noComment = await c.call('PUT', `/Acquisition/${id}/details/GeneralComment`, kari, { changeSubmissionComment: ' ', version: version + 1, comment: 'x' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors['body.changeSubmissionComment']).toEqual(['amendments:validation.required']);
    const time = await section(id, 'TimeAndArea');
    const rules = await put(id, 'TimeAndArea', { ...time, plannedStartDate: inDays(-3), productionLicences: [], environmentalComment: '', grossGeometry: null, netGeometry: null });
    expect(rules.statusCode).toBe(400);
    expect(rules.json()).toMatchObject({ code: 'amendmentInvalid' });
    expect(Object.keys(rules.json().errors).sort()).toEqual(['environmentalComment', 'grossGeometry', 'licences', 'plannedStartDate'].sort());
    for (const body of [
      { quantityKm: -1 },
      { quantityKm: 'many' },
      { quantityKm: 1, version: 'x' },
    ]) expect((await put(id, 'Amount', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await put(id, 'Vessels', { vessels: [{ acquisitionVesselId: crypto.randomUUID(), vesselId: crypto.randomUUID(), vesselRole: 10 }] })).statusCode).toBe(400);
    expect((await put(id, 'Conductor', { companyConductorNpdId: 987654 })).json().code).toBe('unknownReference');
    expect((await c.call('PUT', `/Acquisition/not-a-uuid/details/Amount`, kari, { changeSubmissionComment: 'x', version: 1 })).statusCode).toBe(400);
    expect((await c.call('PUT', `/Acquisition/${crypto.randomUUID()}/details/Amount`, kari, { changeSubmissionComment: 'x', version: 1 })).statusCode).toBe(404);
  });

  it("judges a stale version per section (issue 25): a start-up report, another section's change or the device's own earlier change is no conflict; another change of the same section is", async () => {
    const id = await caseIn(10);
    const begun = await versionOf(id);
    // The start-up report raises the version (Planlagt -> Pågående) but leaves Mengder as the edit saw it.
    const rows = (await section(id, 'Vessels')).vessels as { acquisitionVesselId: string }[];
    const startup = await c.call('POST', `/acquisition/${id}/weekReport/Startup`, kari, {
      startDate: inDays(-1),
      endDate: inDays(3),
      amountKm: 420.5,
      amountKm2: 180,
      comment: 'Oppstart',
      paidDate: inDays(-2),
      geometry: area(2.6, 60.3, 3.0, 60.6),
      fisheriesExperts: [{ fisheriesExpertId: expertIds[0] }],
      vessels: rows.map((r, i) => ({ acquisitionVesselId: r.acquisitionVesselId, vesselRole: i === 0 ? 10 : 20 })),
    });
    expect(startup.statusCode).toBe(201);
    expect(await versionOf(id)).toBe(begun + 1);
    const amount = await c.call('PUT', `/Acquisition/${id}/details/Amount`, kari, { changeSubmissionComment: 'Mer', version: begun, quantityKm: 777, quantityKm2: 55 });
    expect(amount.statusCode, amount.body).toBe(200);
    expect(amount.json().version).toBe(begun + 2);
    // Another section of the same edit session, begun at the same version: no conflict either.
    expect((await c.call('PUT', `/Acquisition/${id}/details/GeneralComment`, kari, { changeSubmissionComment: 'Kommentar', version: begun, comment: 'Fra båten' })).statusCode).toBe(200);
    // The device's own earlier change of Mengder, named in ownVersions: no conflict with itself.
    const own = await c.call('PUT', `/Acquisition/${id}/details/Amount`, kari, { changeSubmissionComment: 'Enda mer', version: begun, ownVersions: [begun + 2], quantityKm: 888, quantityKm2: 55 });
    expect(own.statusCode, own.body).toBe(200);
    const ownVersion = own.json().version as number;
    // Another party's change of Mengder since the edit began: the conflict asks, with the section now.
    const theirs = await c.call('PUT', `/Acquisition/${id}/details/Amount`, kari, { changeSubmissionComment: 'Annen enhet', version: begun + 1, quantityKm: 999, quantityKm2: 55 });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({ code: 'acquisitionVersionConflict', version: ownVersion, current: { quantityKm: 888 } });
    // Naming only some of the changes since as its own does not hide the others.
    expect((await c.call('PUT', `/Acquisition/${id}/details/Amount`, kari, { changeSubmissionComment: 'x', version: begun, ownVersions: [begun + 2], quantityKm: 1, quantityKm2: 55 })).statusCode).toBe(409);
    // A version the acquisition never had is a conflict too.
    expect((await c.call('PUT', `/Acquisition/${id}/details/Amount`, kari, { changeSubmissionComment: 'x', version: ownVersion + 5, quantityKm: 1, quantityKm2: 55 })).statusCode).toBe(409);
  });

  it('answers which acquisition the new version is of; the contact person rules of the form hold on the service', async () => {
    const id = await caseIn(1);
    const before = await versionOf(id);
    const answer = await put(id, 'GeneralComment', { comment: 'Med id' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ acquisitionId: id, version: before + 1 });
    const people = (await section(id, 'ContactPersons')).contactPersons;
    const behalf = { representing: 'Company', isOnBehalfOfCompany: true, userProfileId: null, firstName: 'Per', lastName: 'Hansen', email: 'per@example.no', phone: '' };
    // Not a case reported on behalf of a company: no on-behalf contact.
    const notOnBehalf = await put(id, 'ContactPersons', { contactPersons: [...people, behalf] });
    expect(notOnBehalf.statusCode).toBe(400);
    expect(notOnBehalf.json()).toMatchObject({ code: 'amendmentInvalid', errors: { [`contactPersons.${people.length}.isOnBehalfOfCompany`]: ['amendments:problems.notOnBehalf'] } });
    // The owner's contact person is required.
    const noOwn = await put(id, 'ContactPersons', { contactPersons: people.map((p: object) => ({ ...p, userProfileId: null })) });
    expect(noOwn.statusCode).toBe(400);
    expect(noOwn.json().errors['contactPersons.0.userProfileId']).toEqual(['amendments:rules.contactPersonRequired']);
  });

  it("an on-behalf case's company contact: names and e-mail required, e-mail well formed, phone optional", async () => {
    const id = await caseIn(10);
    const companyId = 1002;
    await t.app.db.insert(acquisitionInputs).values({ acquisitionId: id, onBehalfOfCompanyId: companyId }).onConflictDoUpdate({ target: acquisitionInputs.acquisitionId, set: { onBehalfOfCompanyId: companyId } });
    const people = (await section(id, 'ContactPersons')).contactPersons.filter((p: { isOnBehalfOfCompany: boolean }) => !p.isOnBehalfOfCompany);
    const behalf = { representing: 'Company', isOnBehalfOfCompany: true, userProfileId: null, firstName: 'Per', lastName: 'Hansen', email: 'per@example.no', phone: '' };
    const bad = await put(id, 'ContactPersons', { contactPersons: [...people, { ...behalf, email: 'ikke-en-adresse', lastName: ' ' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      [`contactPersons.${people.length}.lastName`]: ['amendments:rules.required'],
      [`contactPersons.${people.length}.email`]: ['amendments:rules.email'],
    });
    const good = await put(id, 'ContactPersons', { contactPersons: [...people, behalf] });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().diff.changes).toContainEqual(expect.objectContaining({ changeSubmissionAction: 'Add', objectType: 'ContactPerson', title: 'Per Hansen' }));
    expect((await section(id, 'ContactPersons')).contactPersons).toContainEqual(expect.objectContaining({ isOnBehalfOfCompany: true, email: 'per@example.no', phone: '' }));
  });

  it('keeps a vessel that has been at work: changed yes, removed no (isDeletable false)', async () => {
    const id = await caseIn(20);
    const { vessels } = await section(id, 'Vessels');
    const started = vessels.map((v: object, i: number) => ({ ...v, vesselRole: 10 + (i > 0 ? 10 : 0), fromDate: i === 0 ? inDays(-2) : inDays(3), toDate: inDays(30) }));
    expect((await put(id, 'Vessels', { vessels: started })).statusCode).toBe(200);
    const now = (await section(id, 'Vessels')).vessels;
    expect(now.map((v: { isDeletable: boolean; fromDate: string }) => [v.fromDate === inDays(-2), v.isDeletable])).toContainEqual([true, false]);
    const removed = await put(id, 'Vessels', { vessels: now.filter((v: { isDeletable: boolean }) => v.isDeletable) });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().code).toBe('notDeletable');
  });

  it('lets only notifiers of the owner organisation amend, and only while under consideration, planned, ongoing or paused', async () => {
    const id = await caseIn(10);
    const body = { quantityKm: 5 };
    const diff = (who: Headers) => c.call('POST', `/Acquisition/${id}/details/changeSubmission/Amount`, who, body);
    // every role on a planned case of Nordkapp Energi: only its notifier amends (diff 200 and PUT 200)
    const roles = ['innmelder', 'innmelder.od', 'godkjenner.fdir', 'godkjenner.hi', 'godkjenner.od', 'saksbehandler.fdir', 'saksbehandler.hi', 'saksbehandler.od', 'admin'];
    const observed: Record<string, number[]> = {};
    for (const user of roles) {
      const who = user === 'innmelder' ? kari : await t.signIn(user);
      observed[user] = [(await diff(who)).statusCode, (await put(id, 'Amount', { quantityKm: roles.indexOf(user) + 1 }, who)).statusCode];
    }
    expect(observed).toEqual({
      innmelder: [200, 200],
      'innmelder.od': [403, 403],
      'godkjenner.fdir': [403, 403],
      'godkjenner.hi': [403, 403],
      'godkjenner.od': [403, 403],
      'saksbehandler.fdir': [403, 403],
      'saksbehandler.hi': [403, 403],
      'saksbehandler.od': [403, 403],
      admin: [403, 403],
    });
    // another company's notifier does not even see the case
    expect((await diff(other)).statusCode).toBe(404);
    expect((await put(id, 'Amount', body, other)).statusCode).toBe(404);
    for (const who of [odCase, fdirApprover]) {
      expect((await diff(who)).statusCode).toBe(403);
      expect((await put(id, 'Amount', body, who)).statusCode).toBe(403);
    }
    // the regulator's notifier opens every case but owns only its own organisation's
    expect((await diff(odNotifier)).statusCode).toBe(403);
    expect((await put(id, 'Amount', body, odNotifier)).json().code).toBe('amendmentForbidden');
    expect((await diff({})).statusCode).toBe(401);
    for (const status of [40, 41, 50]) {
      await t.app.db.update(acquisitions).set({ status }).where(eq(acquisitions.id, id));
      expect((await diff(kari)).statusCode, `${status}`).toBe(403);
    }
    await t.app.db.update(acquisitions).set({ status: 99 }).where(eq(acquisitions.id, id));
    expect((await diff(kari)).statusCode).toBe(403);
  });
});

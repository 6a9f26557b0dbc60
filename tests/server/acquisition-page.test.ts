import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitionIndicators, acquisitions, messagePartyStates } from '@/server/db/schema/index';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

describe.each(DB_KINDS)('acquisition page calls (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let other: Headers;
  let odCase: Headers;
  let fdirCase: Headers;

  /** A case of Nordkapp Energi (1001) in the given status. */
  async function caseIn(status: number): Promise<string> {
    const { acquisitionId } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    await t.app.db.update(acquisitions).set({ status, name: `NKE-${kind}-${status}` }).where(eq(acquisitions.id, acquisitionId));
    return acquisitionId;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    other = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    odCase = await t.signIn('saksbehandler.od');
    fdirCase = await t.signIn('saksbehandler.fdir');
  });
  afterAll(() => t?.close());

  it('answers the case with the viewer\'s allowed actions; 404 to another company, 401 without a token, 400 for a bad id', async () => {
    const id = await caseIn(20);
    const got = await c.call('GET', `/Acquisitions/${id}`, kari);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id, status: 20, statusOptions: ['PAUSE', 'FINISH', 'CANCEL'], companyId: 1001 });
    expect((await c.call('GET', `/Acquisitions/${id}/allowedActions`, kari)).json()).toEqual(['PAUSE', 'FINISH', 'CANCEL']);
    expect((await c.call('GET', `/Acquisitions/${id}/allowedActions`, odCase)).json()).toEqual([]);
    expect((await c.call('GET', `/Acquisitions/${id}`, other)).statusCode).toBe(404);
    expect((await c.call('GET', `/Acquisitions/${id}/timeline`, other)).statusCode).toBe(404);
    expect((await c.call('GET', `/Acquisition/${id}/details/TimeAndArea`, other)).statusCode).toBe(404);
    expect((await c.call('GET', `/Acquisitions/${id}`, {})).statusCode).toBe(401);
    const bad = await c.call('GET', '/Acquisitions/not-a-uuid', kari);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    for (const section of ['GeneralComment', 'ContactPersons', 'Conductor', 'FisheriesExpert', 'Amount', 'Sensor', 'Source', 'Vessels', 'TimeAndArea'])
      expect((await c.call('GET', `/Acquisition/${id}/details/${section}`, fdirCase)).statusCode, section).toBe(200);
    expect((await c.call('GET', `/Acquisitions/${id}/contactPersons`, odCase)).json()[0]).toMatchObject({ representing: 'Company' });
  });

  it('pauses with reason, comment and planned date, writes the message with capturedAt, raises the version, then resumes; 409 when no longer allowed', async () => {
    const id = await caseIn(20);
    const before = (await c.call('GET', `/Acquisitions/${id}`, kari)).json<{ version: number }>().version;
    const bad = await c.call('PUT', `/Acquisitions/${id}/pause`, kari, { changeReason: 33 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['body.statusChangeComment']).toEqual(['acquisition-rules:validation.commentForOther']);
    expect((await c.call('PUT', `/Acquisitions/${id}/pause`, kari, { changeReason: 51 })).statusCode).toBe(400);
    expect((await c.call('PUT', `/Acquisitions/${id}/pause`, odCase, { changeReason: 34 })).statusCode).toBe(403);
    expect((await c.call('PUT', `/Acquisitions/${id}/pause`, other, { changeReason: 34 })).statusCode).toBe(404);
    const body = { changeReason: 33, statusChangeComment: 'Værvindu', plannedToDate: '2030-01-02', capturedAt: '2026-01-01T10:00:00Z' };
    const key = { ...kari, 'idempotency-key': `pause-${kind}-${id}` };
    const paused = await c.call('PUT', `/Acquisitions/${id}/pause`, key, body);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 30, statusPlannedToDate: '2030-01-02', statusOptions: ['RESUME', 'FINISH', 'CANCEL'], version: before + 1 });
    const replay = await c.call('PUT', `/Acquisitions/${id}/pause`, key, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(paused.json());
    const again = await c.call('PUT', `/Acquisitions/${id}/pause`, kari, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'statusChangeNotAllowed', detail: 'acquisition-rules:errors.statusChangeNotAllowed', currentStatus: 30 });
    const timeline = (await c.call('GET', `/Acquisitions/${id}/timeline`, fdirCase)).json<Record<string, unknown>[]>();
    expect(timeline[0]).toMatchObject({ messageType: 1001, statusChangeReason: 33, statusChangedComment: 'Værvindu', plannedToDate: '2030-01-02', capturedAt: '2026-01-01T10:00:00.000Z', toInformation: true });
    expect((await c.call('PUT', `/Acquisitions/${id}/resume`, kari, {})).json()).toMatchObject({ status: 20, statusPlannedToDate: null });
    expect((await c.call('GET', `/Acquisitions/${id}/timeline`, kari)).json()[0]).toMatchObject({ messageType: 1002, toInformation: false });
  });

  it('cancels with "other" only with a comment; finishes with documentation as the regulator case handler; submittedToOed', async () => {
    const id = await caseIn(10);
    expect((await c.call('PUT', `/Acquisitions/${id}/cancel`, kari, { changeReason: 54 })).statusCode).toBe(400);
    expect((await c.call('PUT', `/Acquisitions/${id}/cancel`, kari, { changeReason: 54, statusChangeComment: 'Endret plan' })).json()).toMatchObject({ status: 50, statusOptions: [] });
    const done = await caseIn(40);
    expect((await c.call('PUT', `/Acquisitions/${done}/finishWithDoc`, kari, {})).statusCode).toBe(403);
    expect((await c.call('PUT', `/Acquisitions/${done}/finishWithDoc`, odCase, {})).json()).toMatchObject({ status: 41, allFisheriesReportsRevived: true });
    expect((await c.call('PUT', `/Acquisitions/${done}/finishWithDoc`, odCase, {})).statusCode).toBe(409);
    expect((await c.call('PUT', `/Acquisitions/${done}/submittedToOed/true`, odCase)).json()).toMatchObject({ submittedToOED: true });
    expect((await c.call('PUT', `/Acquisitions/${done}/submittedToOed/maybe`, odCase)).statusCode).toBe(400);
    expect((await c.call('PUT', `/Acquisitions/${done}/submittedToOed/true`, kari)).statusCode).toBe(403);
  });

  it('keeps a flag per party; flagDate required when on', async () => {
    const id = await caseIn(20);
    expect((await c.call('PUT', `/Acquisitions/${id}/flag`, odCase, { isFlagged: true })).statusCode).toBe(400);
    expect((await c.call('PUT', `/Acquisitions/${id}/flag`, kari, { flagDate: '2030-01-01' })).statusCode).toBe(403);
    expect((await c.call('PUT', `/Acquisitions/${id}/flag`, odCase, { flagDate: '2030-01-01' })).json()).toMatchObject({ isFlagged: true, flagDate: '2030-01-01' });
    expect((await c.call('GET', `/Acquisitions/${id}/flag`, odCase)).json()).toMatchObject({ isFlagged: true });
    expect((await c.call('GET', `/Acquisitions/${id}/flag`, fdirCase)).json()).toMatchObject({ isFlagged: false, flagDate: null });
    expect((await c.call('PUT', `/Acquisitions/${id}/flag`, odCase, { flagDate: null })).json()).toMatchObject({ isFlagged: false, flagDate: null });
  });

  it('switches an indicator off once, for the viewer\'s party, and the overview indicators follow', async () => {
    const id = await caseIn(20);
    await c.call('PUT', `/Acquisitions/${id}/pause`, kari, { changeReason: 34 });
    const [message] = (await c.call('GET', `/Acquisitions/${id}/timeline`, fdirCase)).json<{ messageId: string; toInformation: boolean }[]>();
    expect(message.toInformation).toBe(true);
    const [row] = await t.app.db.select().from(acquisitionIndicators).where(eq(acquisitionIndicators.acquisitionId, id)).then((r) => r.filter((x) => x.party === 2));
    expect(row.isInfo).toBe(true);
    await t.app.db.update(messagePartyStates).set({ approachingDeadline: true }).where(eq(messagePartyStates.messageId, message.messageId));
    expect((await c.call('PUT', `/Messages/${message.messageId}/InfoIconOff`, fdirCase)).json()).toMatchObject({ toInformation: false });
    expect((await c.call('PUT', `/Messages/${message.messageId}/InfoIconOff`, fdirCase)).statusCode).toBe(409);
    expect((await c.call('PUT', `/Messages/${message.messageId}/setClockOff`, kari)).statusCode).toBe(403);
    expect((await c.call('PUT', `/Messages/${message.messageId}/setClockOff`, other)).statusCode).toBe(403);
    expect((await c.call('PUT', `/Messages/${message.messageId}/InfoIconOff`, other)).statusCode).toBe(404);
    expect((await c.call('PUT', `/Messages/${message.messageId}/setClockOff`, fdirCase)).json()).toMatchObject({ approachingDeadline: false });
    const [after] = await t.app.db.select().from(acquisitionIndicators).where(eq(acquisitionIndicators.acquisitionId, id)).then((r) => r.filter((x) => x.party === 2));
    expect(after).toMatchObject({ isInfo: false, isDue: false });
    expect((await c.call('PUT', '/Messages/not-a-uuid/InfoIconOff', fdirCase)).statusCode).toBe(400);
    expect((await c.call('PUT', `/Messages/${message.messageId}/InfoIconOff`, {})).statusCode).toBe(401);
  });
});

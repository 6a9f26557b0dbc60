import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisitions, messages } from '@/server/db/schema/index';
import { demoUser } from '@/server/db/seed/demo-users';
import { client, completeFields, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { signInDialogueUsers } from './dialogue-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

type Msg = Record<string, unknown> & { messageId: string; messageType: number; replyAction: number };

describe.each(DB_KINDS)('case dialogue: routing, statements, approvals (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  const h: Record<string, Headers> = {};

  /** A submitted case of Nordkapp Energi (through the real submit). */
  async function submitted(): Promise<{ id: string; submissionId: string }> {
    const { acquisitionId: id } = (await c.create(h.kari!, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, h.kari!, {})).statusCode).toBe(201);
    expect((await c.call('PUT', `/Draft/${id}`, h.kari!, completeFields(1))).statusCode).toBe(200);
    const submit = await c.call('PUT', `/Draft/${id}/Submit`, h.kari!, {});
    expect(submit.statusCode, submit.body).toBe(200);
    const timeline = (await c.call('GET', `/Acquisitions/${id}/timeline`, h.odCase!)).json<Msg[]>();
    return { id, submissionId: timeline.find((m) => m.messageType === 5001)!.messageId };
  }
  const timeline = async (id: string, who: string) => (await c.call('GET', `/Acquisitions/${id}/timeline`, h[who]!)).json<Msg[]>();
  const statementBody = (extra: Record<string, unknown> = {}) => ({
    messageContent: 'Ingen merknader',
    messageReplyType: 10,
    contactPerson: null as string | null,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    await signInDialogueUsers(t, h);
  }, 180_000);
  afterAll(() => t?.close());

  it('routes a submission: statements expected of the three authorities, star and deadline for each, NeedReply for their case handlers', async () => {
    const { id, submissionId } = await submitted();
    const sub = (await timeline(id, 'fdirCase')).find((m) => m.messageId === submissionId)!;
    expect(sub).toMatchObject({ taskPending: true, replyAction: 2 });
    expect(sub.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((sub.payload as { routing: { parties: number[] } }).routing.parties.sort()).toEqual([1, 2, 3]);
    expect((await timeline(id, 'odCase')).find((m) => m.messageId === submissionId)).toMatchObject({ taskPending: true, replyAction: 2 });
    expect((await timeline(id, 'fdirAppr')).find((m) => m.messageId === submissionId)).toMatchObject({ taskPending: true, replyAction: 0 });
    expect((await timeline(id, 'kari')).find((m) => m.messageId === submissionId)).toMatchObject({ taskPending: false, replyAction: 0 });
  });

  it('statement → decline → follow-up → approval; the company never sees statements; once only; bad input 400', async () => {
    const { id, submissionId } = await submitted();
    const fdirCaseId = demoUser('saksbehandler.fdir').id;
    const path = `/Messages/${id}/replyTo/${submissionId}`;
    // Bad input: reply type missing, contact person missing, the fisheries directorate's demand missing.
    const bad = await c.call('POST', path, h.fdirCase!, { messageContent: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['body.messageReplyType']).toBeTruthy();
    const noContact = await c.call('POST', path, h.fdirCase!, statementBody({ DemandFisheriesExpert: 1 }));
    expect(noContact.json().errors['body.contactPerson']).toEqual(['case-dialogue:validation.contactPersonRequired']);
    const noDemand = await c.call('POST', path, h.fdirCase!, statementBody({ contactPerson: fdirCaseId }));
    expect(noDemand.json().errors['body.DemandFisheriesExpert']).toEqual(['case-dialogue:validation.demandRequired']);
    expect((await c.call('POST', path, h.fdirCase!, statementBody({ contactPerson: fdirCaseId, DemandFisheriesExpert: 1, messageReplyType: 30 }))).statusCode).toBe(400);
    // Another party's user as contact person: 400; an approver of another party: 400.
    expect((await c.call('POST', path, h.fdirCase!, statementBody({ contactPerson: demoUser('saksbehandler.hi').id, DemandFisheriesExpert: 1 }))).statusCode).toBe(400);
    expect((await c.call('POST', path, h.fdirCase!, statementBody({ contactPerson: fdirCaseId, DemandFisheriesExpert: 1, approver: demoUser('godkjenner.hi').id }))).statusCode).toBe(400);
    // Roles that write no statement.
    for (const who of ['kari', 'fdirAppr', 'odNotifier', 'admin']) expect((await c.call('POST', path, h[who]!, statementBody({ contactPerson: fdirCaseId, DemandFisheriesExpert: 1 }))).statusCode, who).toBe(403);
    expect((await c.call('POST', path, h.other!, statementBody())).statusCode).toBe(404);

    const key = { ...h.fdirCase!, 'idempotency-key': `st-${kind}-${id}` };
    const body = statementBody({ contactPerson: fdirCaseId, DemandFisheriesExpert: 1, approver: demoUser('godkjenner.fdir').id, title: 'Uttalelse' });
    const statement = await c.call('POST', path, key, body);
    expect(statement.statusCode, statement.body).toBe(201);
    const s = statement.json<Msg>();
    expect(s).toMatchObject({ messageType: 5012, repliesTo: submissionId, replyType: 10, demandFisheriesExpert: 1, isApproved: false, isDeclined: false, replyAction: 0 });
    const replay = await c.call('POST', path, key, body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(s);
    const twice = await c.call('POST', path, h.fdirCase!, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('statementAlreadyWritten');
    // The party's star on the submission is off; the contact person is the party's on the case.
    expect((await timeline(id, 'fdirCase')).find((m) => m.messageId === submissionId)).toMatchObject({ taskPending: false, replyAction: 0 });
    const contacts = (await c.call('GET', `/Acquisitions/${id}/contactPersons`, h.odCase!)).json<{ representing: string; userProfileId: string }[]>();
    expect(contacts.find((p) => p.representing === 'FDIR')?.userProfileId).toBe(fdirCaseId);
    // Visibility and replyAction: the approver of the party gets NeedApproval, others nothing, the company does not see it.
    expect((await timeline(id, 'fdirAppr')).find((m) => m.messageId === s.messageId)?.replyAction).toBe(1);
    expect((await timeline(id, 'hiAppr')).find((m) => m.messageId === s.messageId)?.replyAction).toBe(0);
    expect((await timeline(id, 'kari')).find((m) => m.messageId === s.messageId)).toBeUndefined();
    expect((await c.call('GET', `/Messages/${s.messageId}/statement`, h.kari!)).statusCode).toBe(404);
    expect((await c.call('GET', `/Messages/${s.messageId}/statement`, h.hiCase!)).json()).toMatchObject({ title: 'Uttalelse', messageReplyType: 10, statementState: 'awaitingApproval', DemandFisheriesExpert: 1, contactPerson: fdirCaseId });

    // Approve/decline: only the party's approver.
    const approve = `/Messages/${id}/approve/${s.messageId}`;
    for (const who of ['hiAppr', 'odAppr', 'fdirCase', 'kari']) expect((await c.call('POST', approve, h[who]!, { IsApproved: true })).statusCode, who).toBe(who === 'kari' ? 404 : 403);
    expect((await c.call('POST', approve, h.fdirAppr!, { IsApproved: false })).statusCode).toBe(400);
    const declined = await c.call('POST', approve, h.fdirAppr!, { IsApproved: false, messageContent: 'Mangler vurdering av gytefelt' });
    expect(declined.statusCode, declined.body).toBe(201);
    expect(declined.json()).toMatchObject({ messageType: 5031, repliesTo: s.messageId });
    expect((await c.call('POST', approve, h.fdirAppr!, { IsApproved: true })).json().code).toBe('statementAlreadyHandled');
    const afterDecline = (await timeline(id, 'fdirCase')).find((m) => m.messageId === s.messageId)!;
    expect(afterDecline).toMatchObject({ isDeclined: true, replyAction: 3 });
    expect(afterDecline.handledBy).toBeTruthy();
    expect((await timeline(id, 'fdirAppr')).find((m) => m.messageId === s.messageId)?.replyAction).toBe(0);

    // Follow-up by the case handler, then approval.
    const followUp = await c.call('POST', `/Messages/${id}/replyTo/${s.messageId}`, h.fdirCase!, body);
    expect(followUp.statusCode, followUp.body).toBe(201);
    const f = followUp.json<Msg>();
    expect(f).toMatchObject({ messageType: 5032, repliesTo: s.messageId });
    expect((await c.call('POST', `/Messages/${id}/replyTo/${s.messageId}`, h.fdirCase!, body)).json().code).toBe('statementAlreadyHandled');
    expect((await timeline(id, 'fdirCase')).find((m) => m.messageId === s.messageId)).toMatchObject({ hasBeenFollowedUp: true, replyAction: 0 });
    expect((await timeline(id, 'fdirAppr')).find((m) => m.messageId === f.messageId)?.replyAction).toBe(1);
    const approved = await c.call('POST', `/Messages/${id}/approve/${f.messageId}`, h.fdirAppr!, { IsApproved: true });
    expect(approved.statusCode).toBe(201);
    expect(approved.json()).toMatchObject({ messageType: 5022 });
    expect((await timeline(id, 'odCase')).find((m) => m.messageId === f.messageId)).toMatchObject({ isApproved: true, approvedBy: expect.any(String) });
    expect((await timeline(id, 'kari')).find((m) => m.messageType === 5022)).toBeUndefined();
  });

  it('the regulator approves the case: Under_Behandling → Planlagt, first the other statements approved or an explicit decision', async () => {
    const { id, submissionId } = await submitted();
    const odCaseId = demoUser('saksbehandler.od').id;
    const st = (await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.odCase!, statementBody({ contactPerson: odCaseId }))).json<Msg>();
    expect(st.messageType).toBe(5013);
    const approve = `/Messages/${id}/approve/${st.messageId}`;
    const missing = await c.call('POST', approve, h.odAppr!, { IsApproved: true });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'missingStatements', missingParties: '2,3' });
    // The research institute's statement approved; the fisheries directorate's missing: approve regardless.
    const hi = (await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.hiCase!, statementBody({ contactPerson: demoUser('saksbehandler.hi').id }))).json<Msg>();
    expect((await c.call('POST', `/Messages/${id}/approve/${hi.messageId}`, h.hiAppr!, { IsApproved: true })).statusCode).toBe(201);
    expect((await c.call('POST', approve, h.odAppr!, { IsApproved: true })).json().missingParties).toBe('2');
    const key = { ...h.odAppr!, 'idempotency-key': `case-${kind}-${id}` };
    const ok = await c.call('POST', approve, key, { IsApproved: true, approveDespiteMissingStatements: true, messageContent: 'Godkjent' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ messageType: 5023, payload: { caseApproved: true, toStatus: 10, missingParties: [2] } });
    expect((await c.call('POST', approve, key, { IsApproved: true, approveDespiteMissingStatements: true, messageContent: 'Godkjent' })).json()).toEqual(ok.json());
    expect((await c.call('GET', `/Acquisitions/${id}`, h.kari!)).json()).toMatchObject({ status: 10 });
    // The company sees the regulator's approval (with the eye), not the statements.
    const companyView = await timeline(id, 'kari');
    expect(companyView.find((m) => m.messageType === 5023)).toMatchObject({ toInformation: true });
    expect(companyView.some((m) => m.messageType === 5013 || m.messageType === 5011)).toBe(false);
    const [acq] = await t.app.db.select().from(acquisitions).where(eq(acquisitions.id, id));
    expect(acq!.status).toBe(10);
  });

  it('the time with each party follows the messages', async () => {
    const { id, submissionId } = await submitted();
    const before = (await c.call('GET', `/Acquisitions/${id}/timeWithParties`, h.kari!)).json();
    expect(before.cmp).toBe(0);
    expect(before.fdir).toBeGreaterThanOrEqual(0);
    await t.app.db.update(messages).set({ createdAt: new Date(Date.now() - 3 * 86400_000) }).where(eq(messages.id, submissionId));
    const later = (await c.call('GET', `/Acquisitions/${id}/timeWithParties`, h.kari!)).json();
    expect(later.fdir).toBeGreaterThan(3 * 86400_000 - 60_000);
    expect((await c.call('GET', `/Acquisitions/${id}/timeWithParties`, h.other!)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@/domain/contract';
import { acquisitionInputs, acquisitions } from '@/server/db/schema/index';
import { demoUser } from '@/server/db/seed/demo-users';
import { multipart, PNG, sha256 } from './attachment-fixtures';
import { client, type Headers } from './draft-fixtures';
import { signInDialogueUsers } from './dialogue-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

type Msg = Record<string, unknown> & { messageId: string; messageType: number; replyAction: number; taskPending: boolean };

describe.each(DB_KINDS)('case dialogue: inquiries, replies, fisheries expert reports, party contacts (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  const h: Record<string, Headers> = {};

  async function submittedCase(): Promise<string> {
    const [row] = await t.app.db
      .insert(acquisitions)
      .values({ name: `NKE-INQ-${kind}`, status: 1, type: 2521, lawCategory: 1000, companyId: 1001, createdBy: demoUser('innmelder').id })
      .returning({ id: acquisitions.id });
    await t.app.db.insert(acquisitionInputs).values({ acquisitionId: row!.id });
    return row!.id;
  }
  const timeline = async (id: string, who: string) => (await c.call('GET', `/Acquisitions/${id}/timeline`, h[who]!)).json<Msg[]>();
  const inquiry = (id: string, who: string, body: Record<string, unknown>) => c.call('POST', `/Messages/${id}/inquiry`, h[who]!, body);

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    await signInDialogueUsers(t, h);
  }, 180_000);
  afterAll(() => t?.close());

  it('applies the recipient rules per sender: own party, regulator always, company does not choose it, type only for the regulator, 4006 locks', async () => {
    const id = await submittedCase();
    const fieldOf = async (who: string, body: Record<string, unknown>) => {
      const r = await inquiry(id, who, { MessageContent: 'Spørsmål', ...body });
      expect(r.statusCode, `${who} ${JSON.stringify(body)}`).toBe(400);
      return r.json().errors as Record<string, string[]>;
    };
    expect(await fieldOf('odCase', {})).toHaveProperty('body.CmpReplyIndicator', ['case-dialogue:validation.recipientsRequired']);
    expect(await fieldOf('odCase', { NpdReplyIndicator: 10 })).toHaveProperty('body.NpdReplyIndicator', ['case-dialogue:validation.recipientOwnParty']);
    expect(await fieldOf('fdirCase', { CmpReplyIndicator: 10 })).toHaveProperty('body.NpdReplyIndicator', ['case-dialogue:validation.regulatorRequired']);
    expect(await fieldOf('kari', { NpdReplyIndicator: 10 })).toHaveProperty('body.NpdReplyIndicator', ['case-dialogue:validation.regulatorNotChosen']);
    expect(await fieldOf('fdirCase', { NpdReplyIndicator: 10, IsInquiryCmpRegulationExemption: true })).toHaveProperty('body.IsInquiryCmpRegulationExemption');
    expect(await fieldOf('odCase', { CmpReplyIndicator: 10, IsInquiryCmpRegulationExemption: true })).toHaveProperty('body.CmpReplyIndicator', ['case-dialogue:validation.exemptionLocksRecipients']);
    expect(await fieldOf('odCase', { CmpReplyIndicator: 99 })).toHaveProperty('body.CmpReplyIndicator');
    expect((await inquiry(id, 'odCase', { CmpReplyIndicator: 10 })).json().errors).toHaveProperty('body.MessageContent');
    for (const who of ['admin', 'odNotifier']) expect((await inquiry(id, who, { MessageContent: 'x', CmpReplyIndicator: 10 })).statusCode, who).toBe(403);
    expect((await inquiry(id, 'other', { MessageContent: 'x', FdirReplyIndicator: 10 })).statusCode).toBe(404);

    const fromCompany = await inquiry(id, 'kari', { MessageContent: 'Spørsmål fra selskapet', FdirReplyIndicator: 30 });
    expect(fromCompany.statusCode, fromCompany.body).toBe(201);
    expect(fromCompany.json()).toMatchObject({ messageType: 4004, replyIndicators: { npd: 10, fdir: 30, hi: null, cmp: null } });
    const fromFdir = (await inquiry(id, 'fdirCase', { MessageContent: 'Til HI', HiReplyIndicator: 10, NpdReplyIndicator: 20 })).json<Msg>();
    expect(fromFdir.messageType).toBe(4002); // to the research institute, the regulator in copy
    const exemption = await inquiry(id, 'odCase', { MessageContent: 'Unntak', IsInquiryCmpRegulationExemption: true });
    expect(exemption.json()).toMatchObject({ messageType: 4006 });
    // Visibility: the company does not see the fisheries directorate's inquiry to the institute, nor the exemption case.
    const seen = (await timeline(id, 'kari')).map((m) => m.messageId);
    expect(seen).toContain(fromCompany.json().messageId);
    expect(seen).not.toContain(fromFdir.messageId);
    expect(seen).not.toContain(exemption.json().messageId);
    expect((await timeline(id, 'hiCase')).find((m) => m.messageId === fromFdir.messageId)).toMatchObject({ replyAction: 2, taskPending: true });
    expect((await timeline(id, 'odCase')).find((m) => m.messageId === fromFdir.messageId)).toMatchObject({ replyAction: 0, taskPending: false });
  });

  it('regulator inquiry to the company with Required reply → the company replies (once per key, from the outbox with capturedAt) → replied', async () => {
    const id = await submittedCase();
    const q = (await inquiry(id, 'odCase', { MessageContent: 'Hvilke fartøy?', CmpReplyIndicator: 10, FdirReplyIndicator: 20 })).json<Msg>();
    expect(q.messageType).toBe(4005); // to the company
    expect((await timeline(id, 'kari')).find((m) => m.messageId === q.messageId)).toMatchObject({ replyAction: 2, taskPending: true });
    const path = `/Messages/${id}/inquiry/${q.messageId}/replyTo`;
    expect((await c.call('POST', path, h.hiCase!, { MessageContent: 'x' })).statusCode).toBe(404);
    expect((await c.call('POST', path, h.odCase!, { MessageContent: 'x' })).statusCode).toBe(403);
    expect((await c.call('POST', path, h.other!, { MessageContent: 'x' })).statusCode).toBe(404);
    expect((await c.call('POST', path, h.kari!, { MessageContent: '' })).statusCode).toBe(400);
    expect((await c.call('POST', `/Messages/${id}/inquiry/${id}/replyTo`, h.kari!, { MessageContent: 'x' })).statusCode).toBe(404);
    const key = { ...h.kari!, 'idempotency-key': `reply-${kind}-${id}` };
    const body = { MessageContent: 'Hovedfartøy er Polar Duke.', capturedAt: '2026-01-02T08:00:00Z' };
    const reply = await c.call('POST', path, key, body);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ messageType: 4040, repliesTo: q.messageId, capturedAt: '2026-01-02T08:00:00.000Z' });
    expect((await c.call('POST', path, key, body)).json()).toEqual(reply.json());
    expect((await timeline(id, 'kari')).filter((m) => m.messageType === 4040)).toHaveLength(1);
    const after = (await timeline(id, 'kari')).find((m) => m.messageId === q.messageId)!;
    expect(after).toMatchObject({ replyAction: 0, taskPending: false, hasReplied: { cmp: true, fdir: false } });
    expect((await timeline(id, 'odCase')).find((m) => m.messageId === reply.json().messageId)).toMatchObject({ toInformation: true });
    // The cc'd fisheries directorate may answer too.
    expect((await c.call('POST', path, h.fdirCase!, { MessageContent: 'Merknad' })).statusCode).toBe(201);
  });

  it('takes attachments in multipart on a reply and on a fisheries expert report; the report only by the regulator case handler', async () => {
    const id = await submittedCase();
    const form = multipart([
      { name: 'messageContent', value: 'Rapport fra fiskerikyndig' },
      { name: 'files', value: PNG, filename: 'kart.png', contentType: 'image/png' },
    ]);
    const report = await t.app.inject({ method: 'POST', url: `${API_BASE}/Messages/${id}/fisheriesExpertReport`, headers: { ...h.odCase!, ...form.headers }, payload: form.payload });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toMatchObject({ messageType: 7000, attachments: [{ name: 'kart.png', sha256: sha256(PNG) }] });
    for (const who of ['kari', 'fdirCase', 'odAppr', 'hiAppr']) expect((await c.call('POST', `/Messages/${id}/fisheriesExpertReport`, h[who]!, { messageContent: 'x' })).statusCode, who).toBe(403);
    expect((await timeline(id, 'kari')).find((m) => m.messageType === 7000)).toMatchObject({ toInformation: true });
    const q = (await inquiry(id, 'odCase', { MessageContent: 'Send kart', CmpReplyIndicator: 10 })).json<Msg>();
    const replyForm = multipart([
      { name: 'MessageContent', value: 'Her er kartet' },
      { name: 'files', value: PNG, filename: 'svar.png', contentType: 'image/png' },
    ]);
    const reply = await t.app.inject({ method: 'POST', url: `${API_BASE}/Messages/${id}/inquiry/${q.messageId}/replyTo`, headers: { ...h.kari!, ...replyForm.headers }, payload: replyForm.payload });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().attachments).toHaveLength(1);
    const statementForm = multipart([{ name: 'messageContent', value: 'x' }, { name: 'messageReplyType', value: 'not json' }]);
    const bad = await t.app.inject({ method: 'POST', url: `${API_BASE}/Messages/${id}/replyTo/${q.messageId}`, headers: { ...h.odCase!, ...statementForm.headers }, payload: statementForm.payload });
    expect(bad.statusCode).toBe(400);
  });

  it('sets a party contact by the dynamic rule: when the party has none, or by the contact itself', async () => {
    const id = await submittedCase();
    const path = `/Acquisitions/${id}/contactPersons`;
    const hiCaseId = demoUser('saksbehandler.hi').id;
    const hiApprId = demoUser('godkjenner.hi').id;
    expect((await c.call('PUT', path, h.kari!, { userProfileId: hiCaseId })).statusCode).toBe(403);
    expect((await c.call('PUT', path, h.hiCase!, { userProfileId: demoUser('saksbehandler.fdir').id })).statusCode).toBe(400);
    expect((await c.call('PUT', path, h.hiCase!, { userProfileId: 'x' })).statusCode).toBe(400);
    const set = await c.call('PUT', path, h.hiCase!, { userProfileId: hiApprId });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().find((p: { representing: string }) => p.representing === 'HI')).toMatchObject({ userProfileId: hiApprId });
    // Now the party has a contact (the approver): the case handler may no longer change it, the contact may.
    expect((await c.call('PUT', path, h.hiCase!, { userProfileId: hiCaseId })).statusCode).toBe(403);
    expect((await c.call('PUT', path, h.hiAppr!, { userProfileId: hiCaseId })).statusCode).toBe(200);
    expect((await c.call('PUT', path, h.other!, { userProfileId: hiCaseId })).statusCode).toBe(403);
  });

  it('serves statement templates per law category and change flag; 400 for a bad category', async () => {
    const got = await c.call('GET', '/Messages/Templates/LawCategory/1000/IsChangeSubmissionStatement/false', h.fdirCase!);
    expect(got.json()).toMatchObject({ title: 'Uttalelse til melding om undersøkelse' });
    expect((await c.call('GET', '/Messages/Templates/LawCategory/3000/IsChangeSubmissionStatement/true', h.fdirCase!)).json().title).toBe('Uttalelse til endringsmelding');
    expect((await c.call('GET', '/Messages/Templates/LawCategory/42/IsChangeSubmissionStatement/true', h.fdirCase!)).statusCode).toBe(400);
    expect((await c.call('GET', '/Messages/Templates/LawCategory/1000/IsChangeSubmissionStatement/maybe', h.fdirCase!)).statusCode).toBe(400);
  });
});

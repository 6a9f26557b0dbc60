import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, messages, notifications, users } from '@/server/db/schema/index';
import { demoUser } from '@/server/db/seed/demo-users';
import { deadlineNotices, weekReportNotices } from '@/server/notifications/jobs';
import { businessDaysUntil } from '@/domain/rules/business-days';
import { addDays, osloDate } from '@/domain/rules/calendar-date';
import { client, completeFields, inDays, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { signInDialogueUsers } from './dialogue-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';
import notificationTexts from '../../locales/nb/notifications.json' with { type: 'json' };
import { startSmtpCatcher, toOf, type SmtpCatcher } from './smtp-catcher';

type Msg = Record<string, unknown> & { messageId: string; messageType: number };
const SECRET_NOTE = 'HEMMELIG-NOTAT-';

describe.each(DB_KINDS)('e-mail notifications: who is told what, settings, digest, deadlines (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let smtp: SmtpCatcher;
  const h: Record<string, Headers> = {};
  const usernameOf = new Map<string, string>();

  async function submitted(): Promise<{ id: string; submissionId: string }> {
    const created = await c.create(h.kari!, SEISMIC_3D_PETROLEUM);
    expect(created.statusCode, created.body).toBe(201);
    const { acquisitionId: id } = created.json<{ acquisitionId: string }>();
    const licence = await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, h.kari!, {});
    expect(licence.statusCode, licence.body).toBe(201);
    expect((await c.call('PUT', `/Draft/${id}`, h.kari!, completeFields(1))).statusCode).toBe(200);
    // A note of the company before the submission: its text must never reach another party's mail.
    const submit = await c.call('PUT', `/Draft/${id}/Submit`, h.kari!, {});
    expect(submit.statusCode, submit.body).toBe(200);
    const timeline = (await c.call('GET', `/Acquisitions/${id}/timeline`, h.odCase!)).json<Msg[]>();
    return { id, submissionId: timeline.find((m) => m.messageType === 5001)!.messageId };
  }
  /** (username, kind, mode) of every notification of the case, sorted. */
  async function told(id: string, since?: Date) {
    const rows = await t.app.db
      .select({ userId: notifications.userId, kind: notifications.kind, mode: notifications.mode, createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.acquisitionId, id));
    return rows
      .filter((r) => !since || r.createdAt >= since)
      .map((r) => `${usernameOf.get(r.userId)} ${r.kind} ${r.mode}`)
      .sort();
  }
  const note = (id: string, who: string, text: string) => c.call('POST', `/Messages/${id}/note`, h[who]!, { messageContent: text });
  const deliverAll = async () => {
    for (let i = 0; i < 20; i++) if ((await t.app.notifications.deliver()).sent === 0) return;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp(kind, {
      mail: { smtpUrl: smtp.url, from: 'Meldesystem <varsel@meldesystem.example>', digestHour: 0, deadlineWarningDays: 3, weekReportGraceDays: 3, pollMs: 0, backoffBaseMs: 1 },
    });
    c = client(t);
    await signInDialogueUsers(t, h);
    for (const u of await t.app.db.select({ id: users.id, username: users.username }).from(users)) usernameOf.set(u.id, u.username ?? '');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('event × party × role: submission, statement, decline, follow-up, approval, inquiry, reply, case approval; no mail carries a note', async () => {
    const { id, submissionId } = await submitted();
    for (const [who, text] of [['kari', 'cmp'], ['fdirCase', 'fdir'], ['odCase', 'od'], ['hiAppr', 'hi']] as const)
      expect((await note(id, who, `${SECRET_NOTE}${text}`)).statusCode).toBe(201);
    // Submission routed: the case handlers of each authority (flere.roller is also the regulator's case handler).
    expect(await told(id)).toEqual([
      'flere.roller statementRequested immediate',
      'saksbehandler.fdir statementRequested immediate',
      'saksbehandler.hi statementRequested immediate',
      'saksbehandler.od statementRequested immediate',
    ]);

    // A statement of the fisheries directorate awaits approval: its approvers, no one else.
    let at = new Date();
    const statement = await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.fdirCase!, {
      messageContent: 'Fiskeriene ber om vakt',
      messageReplyType: 10,
      DemandFisheriesExpert: 1,
      contactPerson: demoUser('saksbehandler.fdir').id,
    });
    expect(statement.statusCode, statement.body).toBe(201);
    const statementId = statement.json<Msg>().messageId;
    expect(await told(id, at)).toEqual(['godkjenner.fdir approvalRequested immediate']);

    // Declined: the writer; followed up: the approvers again; approved: the writer (information: the digest).
    at = new Date();
    expect((await c.call('POST', `/Messages/${id}/approve/${statementId}`, h.fdirAppr!, { IsApproved: false, messageContent: 'Mangler vakt' })).statusCode).toBe(201);
    expect(await told(id, at)).toEqual(['saksbehandler.fdir statementDeclined immediate']);
    at = new Date();
    const followUp = await c.call('POST', `/Messages/${id}/replyTo/${statementId}`, h.fdirCase!, { messageContent: 'Revidert', messageReplyType: 10, DemandFisheriesExpert: 1, contactPerson: demoUser('saksbehandler.fdir').id });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect(await told(id, at)).toEqual(['godkjenner.fdir approvalRequested immediate']);
    at = new Date();
    expect((await c.call('POST', `/Messages/${id}/approve/${followUp.json<Msg>().messageId}`, h.fdirAppr!, { IsApproved: true })).statusCode).toBe(201);
    expect(await told(id, at)).toEqual(['saksbehandler.fdir statementApproved digest']);

    // An inquiry of the regulator: the company (reply required: straks) and the fisheries directorate (information: digest).
    at = new Date();
    const inquiry = await c.call('POST', `/Messages/${id}/inquiry`, h.odCase!, { MessageContent: 'Hvor ligger fartøyet?', CmpReplyIndicator: 10, FdirReplyIndicator: 20 });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    expect(await told(id, at)).toEqual(['innmelder inquiryReplyRequired immediate', 'saksbehandler.fdir inquiryInformation digest']);
    // The reply: the inquirer.
    at = new Date();
    const reply = await c.call('POST', `/Messages/${id}/inquiry/${inquiry.json<Msg>().messageId}/replyTo`, h.kari!, { MessageContent: 'I Nordsjøen' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await told(id, at)).toEqual(['saksbehandler.od inquiryReply digest']);

    // The regulator approves the case: the company's notifiers and the parties that still have the case open as a task.
    at = new Date();
    const od = await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.odCase!, { messageContent: 'Godkjennes', messageReplyType: 10, contactPerson: demoUser('saksbehandler.od').id });
    expect(od.statusCode, od.body).toBe(201);
    expect(await told(id, at)).toEqual(['godkjenner.od approvalRequested immediate']);
    at = new Date();
    const approved = await c.call('POST', `/Messages/${id}/approve/${od.json<Msg>().messageId}`, h.odAppr!, { IsApproved: true, approveDespiteMissingStatements: true });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(await told(id, at)).toEqual(['innmelder caseStatus digest', 'saksbehandler.hi caseStatus digest', 'saksbehandler.od statementApproved digest']);

    // The mails: one per immediate notice, to the right address, naming the case; the statement's text only to its own party.
    await deliverAll();
    const mails = smtp.received;
    expect(mails.map((m) => `${toOf(m).join()} ${m.subject?.replace(/ – [^–]*$/, '')}`).sort()).toEqual([
      'flere.roller@meldesystem.example Saken er sendt til din etat for uttalelse',
      'godkjenner.fdir@meldesystem.example En uttalelse venter på din godkjenning',
      'godkjenner.fdir@meldesystem.example En uttalelse venter på din godkjenning',
      'godkjenner.od@meldesystem.example En uttalelse venter på din godkjenning',
      'innmelder@meldesystem.example Ny henvendelse – svar kreves',
      'saksbehandler.fdir@meldesystem.example Saken er sendt til din etat for uttalelse',
      'saksbehandler.fdir@meldesystem.example Uttalelsen din er avvist og må følges opp',
      'saksbehandler.hi@meldesystem.example Saken er sendt til din etat for uttalelse',
      'saksbehandler.od@meldesystem.example Saken er sendt til din etat for uttalelse',
    ]);
    const to = (user: string) => mails.filter((m) => toOf(m).includes(`${user}@meldesystem.example`));
    expect(to('saksbehandler.fdir').map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Saken er sendt til din etat for uttalelse'), expect.stringContaining('Uttalelsen din er avvist')]),
    );
    expect(to('godkjenner.fdir').map((m) => m.text).join('\n')).toContain('Fiskeriene ber om vakt');
    expect(to('innmelder')[0]!.text).toContain('Hvor ligger fartøyet?');
    expect(to('innmelder')[0]!.html).toContain('Hvor ligger fartøyet?');
    const [{ name, npdId }] = await t.app.db.execute(sql`select name, npd_id as "npdId" from acquisitions where id = ${id}`).then((r) => (r as unknown as { rows: { name: string; npdId: number }[] }).rows);
    for (const m of mails) {
      expect(m.text).toContain(`${name} (nr. ${npdId})`);
      expect(m.text).toContain(`/${id}/timeline`);
      expect(m.text).toContain('/varsler');
      expect(`${m.subject} ${m.text} ${m.html}`).not.toContain(SECRET_NOTE);
      expect(m.from?.text).toContain('varsel@meldesystem.example');
    }
    // The statement (authorities only) never goes to the company's mail.
    for (const m of to('innmelder')) expect(m.text).not.toContain('Fiskeriene ber om vakt');
  });

  it('a change submission requiring proceedings (3001) by the company: each authority’s case handlers again, or its contact person on the case; with the deadline, never a note', async () => {
    const { id } = await submitted();
    // The regulator names its contact person on the case: the change goes to her alone (not to flere.roller).
    const contact = await c.call('PUT', `/Acquisitions/${id}/contactPersons`, h.odCase!, { userProfileId: demoUser('saksbehandler.od').id });
    expect(contact.statusCode, contact.body).toBe(200);
    for (const [who, text] of [['kari', 'cmp'], ['fdirCase', 'fdir'], ['odCase', 'od']] as const)
      expect((await note(id, who, `${SECRET_NOTE}${text}`)).statusCode).toBe(201);
    await deliverAll();
    smtp.received.length = 0;
    const at = new Date();
    const { version } = (await c.call('GET', `/Acquisitions/${id}`, h.kari!)).json<{ version: number }>();
    const time = (await c.call('GET', `/Acquisition/${id}/details/TimeAndArea`, h.kari!)).json<Record<string, unknown>>();
    const amended = await c.call('PUT', `/Acquisition/${id}/details/TimeAndArea`, h.kari!, {
      ...time,
      plannedEndDate: inDays(95),
      changeSubmissionComment: 'Lengre periode',
      version,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json<{ messageType: number }>().messageType).toBe(3001);
    // kari caused it (not told); the company owes no statement; each authority: its contact person or its case handlers.
    expect(await told(id, at)).toEqual(['saksbehandler.fdir statementRequested immediate', 'saksbehandler.hi statementRequested immediate', 'saksbehandler.od statementRequested immediate']);
    // An information-only change (3002) asks nobody for a statement.
    const later = new Date();
    const { version: v2 } = (await c.call('GET', `/Acquisitions/${id}`, h.kari!)).json<{ version: number }>();
    const info = await c.call('PUT', `/Acquisition/${id}/details/GeneralComment`, h.kari!, { comment: 'Ny info', changeSubmissionComment: 'Info', version: v2 });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json<{ messageType: number }>().messageType).toBe(3002);
    expect(await told(id, later)).toEqual([]);

    await deliverAll();
    const mails = smtp.received.filter((m) => m.text?.includes(`/${id}/timeline`));
    expect(mails.map((m) => `${toOf(m).join()} ${m.subject?.replace(/ – [^–]*$/, '')}`).sort()).toEqual([
      'saksbehandler.fdir@meldesystem.example En endringsmelding er sendt til din etat for uttalelse',
      'saksbehandler.hi@meldesystem.example En endringsmelding er sendt til din etat for uttalelse',
      'saksbehandler.od@meldesystem.example En endringsmelding er sendt til din etat for uttalelse',
    ]);
    const [routed] = await t.app.db
      .select({ deadline: notifications.deadline })
      .from(notifications)
      .where(and(eq(notifications.acquisitionId, id), eq(notifications.kind, 'statementRequested'), sql`${notifications.createdAt} >= ${at}`))
      .limit(1);
    const [y, m, d] = routed!.deadline!.split('-');
    for (const mail of mails) {
      expect(mail.text).toContain('Lengre periode');
      expect(mail.text).toContain(`${d}.${m}.${y}`);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(SECRET_NOTE);
    }
  });

  it('respects each user’s settings: off writes nothing, straks mails at once; bad settings answer 400 problem+json', async () => {
    const bad = await c.call('PUT', '/UserProfile/notificationSettings', h.kari!, { settings: [{ kind: 'inquiryReplyRequired', mode: 'sometimes' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const twice = await c.call('PUT', '/UserProfile/notificationSettings', h.kari!, { settings: [{ kind: 'caseStatus', mode: 'off' }, { kind: 'caseStatus', mode: 'digest' }] });
    expect(twice.statusCode).toBe(400);
    const saved = await c.call('PUT', '/UserProfile/notificationSettings', h.kari!, { settings: [{ kind: 'inquiryReplyRequired', mode: 'off' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toContainEqual({ kind: 'inquiryReplyRequired', mode: 'off', isTask: true });
    expect(saved.json().settings).toContainEqual({ kind: 'caseStatus', mode: 'digest', isTask: false });
    expect((await c.call('PUT', '/UserProfile/notificationSettings', h.fdirCase!, { settings: [{ kind: 'inquiryInformation', mode: 'immediate' }] })).statusCode).toBe(200);

    const { id } = await submitted();
    const at = new Date();
    expect((await c.call('POST', `/Messages/${id}/inquiry`, h.odCase!, { MessageContent: 'Nytt spørsmål', CmpReplyIndicator: 10, FdirReplyIndicator: 20 })).statusCode).toBe(201);
    expect(await told(id, at)).toEqual(['saksbehandler.fdir inquiryInformation immediate']);
    await deliverAll();
    expect(smtp.received.filter((m) => m.subject?.includes('Ny henvendelse')).map(toOf)).toEqual([['saksbehandler.fdir@meldesystem.example']]);
    await c.call('PUT', '/UserProfile/notificationSettings', h.kari!, { settings: [{ kind: 'inquiryReplyRequired', mode: 'immediate' }] });
    await c.call('PUT', '/UserProfile/notificationSettings', h.fdirCase!, { settings: [{ kind: 'inquiryInformation', mode: 'digest' }] });
  });

  it('the daily digest: once per day across runs, one mail per user, grouped by case, what happened and what is due', async () => {
    await deliverAll();
    smtp.received.length = 0;
    const now = new Date('2031-03-04T10:00:00Z');
    const first = await t.app.notifications.runJobs(now);
    expect(first.digest).toBeGreaterThan(0);
    expect((await t.app.notifications.runJobs(now)).digest).toBeNull();
    await deliverAll();
    const digests = smtp.received.filter((m) => m.subject?.startsWith('Daglig sammendrag 04.03.2031'));
    expect(digests.length).toBe(first.digest);
    const recipients = digests.flatMap(toOf);
    expect(new Set(recipients).size).toBe(recipients.length);
    const fdir = digests.find((m) => toOf(m).includes('saksbehandler.fdir@meldesystem.example'))!;
    expect(fdir.text).toContain('Uttalelsen din er godkjent');
    expect(fdir.text).toContain('Ny henvendelse – til orientering, svar kreves ikke');
    expect(fdir.text).toMatch(/Sak: .+ \(nr\. \d+\)/);
    for (const m of digests) expect(m.text).not.toContain(SECRET_NOTE);
    // What is due: the open tasks of the user's party and role by the task rule, as 'Mine oppgaver' lists them, under their case.
    type T = { tasks: { acquisitionId: string; caseName: string; npdId: number; what: string; deadline: string | null }[] };
    const tasks = (await c.call('GET', '/Tasks/mine', h.fdirCase!)).json<T>().tasks;
    expect(tasks.length).toBeGreaterThan(0);
    expect(fdir.text).toContain('Dette har skjedd:');
    expect(fdir.text).toContain('Dette venter på deg:');
    const sections = fdir.text!.split(/\n(?=Sak: )/).slice(1);
    for (const task of tasks) {
      const section = sections.find((x) => x.startsWith(`Sak: ${task.caseName} (nr. ${task.npdId})`));
      expect(section, `${task.npdId}`).toBeDefined();
      // 04.03.2031 is after every deadline of these cases: each is shown as passed, with its date.
      const [y, m, d] = (task.deadline ?? '').split('-');
      const label = notificationTexts.tasks.what[task.what as keyof typeof notificationTexts.tasks.what];
      expect(section!.split('Dette venter på deg:')[1]).toContain(`- ${label} (${task.deadline ? `fristen var ${d}.${m}.${y}` : 'ingen frist'})`);
    }
    // Grouped by case: each case once.
    const caseLines = sections.map((x) => x.split('\n')[0]);
    expect(new Set(caseLines).size).toBe(caseLines.length);
    expect(fdir.subject).toContain(`${tasks.length} oppgaver`);
    // Nothing left for the next day's digest.
    expect((await t.app.db.select().from(notifications).where(and(eq(notifications.mode, 'digest'), sql`${notifications.digestMailId} is null`))).length).toBe(0);
  });

  it("development: the administrator sends the digest now (POST /admin/sentMails/digest); 404 in production, 400 for a stray field", async () => {
    const admin = await t.signIn('admin');
    await c.call('PUT', '/UserProfile/notificationSettings', h.hiCase!, { settings: [{ kind: 'statementRequested', mode: 'digest' }] });
    const { id } = await submitted();
    expect((await c.call('POST', '/admin/sentMails/digest', admin, { extra: 1 })).statusCode).toBe(400);
    (t.app.config as { inProduction: boolean }).inProduction = true;
    try {
      expect((await c.call('POST', '/admin/sentMails/digest', admin, {})).statusCode).toBe(404);
    } finally {
      (t.app.config as { inProduction: boolean }).inProduction = false;
    }
    const sent = await c.call('POST', '/admin/sentMails/digest', admin, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ digests: number }>().digests).toBeGreaterThan(0);
    await c.call('PUT', '/UserProfile/notificationSettings', h.hiCase!, { settings: [{ kind: 'statementRequested', mode: 'immediate' }] });
    // The call starts a delivery of its own: deliver until the digest has arrived.
    const hi = () => smtp.received.filter((m) => toOf(m).includes('saksbehandler.hi@meldesystem.example') && m.subject?.startsWith('Daglig sammendrag') && m.text?.includes(`/${id}/timeline`));
    await expect.poll(async () => (await deliverAll(), hi().length), { timeout: 10_000 }).toBe(1);
    expect(hi()[0]!.text).toContain('Saken er sendt til din etat for uttalelse');
  });

  it('deadline notices by the task rule: approaching and passed, once each, to the party that still owes its statement', async () => {
    const { id, submissionId } = await submitted();
    expect((await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.hiCase!, { messageContent: 'Ok', messageReplyType: 10, contactPerson: demoUser('saksbehandler.hi').id })).statusCode).toBe(201);
    const [sub] = await t.app.db.select({ payload: messages.payload, deadline: messages.deadline }).from(messages).where(eq(messages.id, submissionId));
    const deadline = sub!.deadline!;
    const at = new Date();
    // Four calendar days before: within 3 business days unless a weekend or holiday lies between; use the deadline day itself.
    expect(await deadlineNotices(t.app.db, deadline, 3)).toBeGreaterThan(0);
    expect(await deadlineNotices(t.app.db, deadline, 3)).toBe(0);
    expect(await told(id, at)).toEqual(['flere.roller deadline immediate', 'saksbehandler.fdir deadline immediate', 'saksbehandler.od deadline immediate']);
    const dayAfter = new Date(Date.parse(`${deadline}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await deadlineNotices(t.app.db, dayAfter, 3);
    const rows = await t.app.db.select({ facts: notifications.facts }).from(notifications).where(and(eq(notifications.acquisitionId, id), eq(notifications.kind, 'deadline')));
    expect(rows.map((r) => (r.facts as { what: string }).what).sort()).toEqual([
      'deadlineApproaching',
      'deadlineApproaching',
      'deadlineApproaching',
      'deadlinePassed',
      'deadlinePassed',
      'deadlinePassed',
    ]);
    await deliverAll();
    const passed = smtp.received.filter((m) => m.subject?.startsWith('Fristen for uttalelse er passert') && m.text?.includes(`/${id}/timeline`));
    expect(passed.length).toBe(3);
    expect(passed[0]!.text).toMatch(/Frist: \d{2}\.\d{2}\.\d{4}/);
  });

  it('the approaching notice comes exactly N business days before the deadline, not one day earlier', async () => {
    const { id, submissionId } = await submitted();
    const [sub] = await t.app.db.select({ deadline: messages.deadline }).from(messages).where(eq(messages.id, submissionId));
    let day = sub!.deadline!;
    while (businessDaysUntil(day, sub!.deadline!) < 3) day = addDays(day, -1);
    // `day` is the first day (going back) with 3 business days left; the one before it has 4 (or a weekend between).
    let before = addDays(day, -1);
    while (businessDaysUntil(before, sub!.deadline!) === 3) before = addDays(before, -1);
    const at = new Date();
    await deadlineNotices(t.app.db, before, 3);
    expect(await told(id, at)).toEqual([]);
    await deadlineNotices(t.app.db, day, 3);
    expect(await told(id, at)).toEqual(['flere.roller deadline immediate', 'saksbehandler.fdir deadline immediate', 'saksbehandler.hi deadline immediate', 'saksbehandler.od deadline immediate']);
  });

  it('a status change by someone else: the company’s notifiers and the parties that have the case open as a task', async () => {
    const { id, submissionId } = await submitted();
    // The fisheries directorate has answered (its statement awaits approval: still a task of its approvers' party).
    expect((await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.hiCase!, { messageContent: 'Ok', messageReplyType: 10, contactPerson: demoUser('saksbehandler.hi').id })).statusCode).toBe(201);
    const at = new Date();
    const cancel = await c.call('PUT', `/Acquisitions/${id}/cancel`, h.kari!, { changeReason: 51, statusChangeComment: 'Avlyst av selskapet' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // kari caused it (not told); the authorities whose star is on: their case handlers; nobody of a party without a task.
    const list = await told(id, at);
    expect(list).not.toContain('innmelder caseStatus digest');
    expect(list).toEqual(expect.arrayContaining(['saksbehandler.fdir caseStatus digest', 'saksbehandler.od caseStatus digest']));
    expect(list.every((x) => x.endsWith('caseStatus digest'))).toBe(true);
  });

  it('an ongoing survey without a week report for more than 7 days: the company’s notifiers, after the grace period also the regulator’s case handler, once each', async () => {
    const { id } = await submitted();
    await t.app.db.execute(sql`update acquisitions set status = 20 where id = ${id}`);
    const [{ updatedAt }] = await t.app.db.execute(sql`select updated_at::text as "updatedAt" from acquisitions where id = ${id}`).then((r) => (r as unknown as { rows: { updatedAt: string }[] }).rows);
    const last = osloDate(new Date(updatedAt));
    const at = new Date();
    await weekReportNotices(t.app.db, addDays(last, 7), 3);
    expect(await told(id, at)).toEqual([]);
    await weekReportNotices(t.app.db, addDays(last, 8), 3);
    expect(await told(id, at)).toEqual(['innmelder weekReportMissing immediate']);
    await weekReportNotices(t.app.db, addDays(last, 10), 3);
    expect(await told(id, at)).toEqual(['innmelder weekReportMissing immediate']);
    await weekReportNotices(t.app.db, addDays(last, 11), 3);
    expect(await told(id, at)).toEqual(['flere.roller weekReportMissing immediate', 'innmelder weekReportMissing immediate', 'saksbehandler.od weekReportMissing immediate']);
    await weekReportNotices(t.app.db, addDays(last, 12), 3);
    expect((await told(id, at)).length).toBe(3);
    await deliverAll();
    const mails = smtp.received.filter((m) => m.text?.includes(`/${id}/timeline`) && /ukerapport/i.test(m.subject ?? ''));
    expect(mails.map((m) => `${toOf(m).join()} ${m.subject?.replace(/ – [^–]*$/, '')}`).sort()).toEqual([
      'flere.roller@meldesystem.example Selskapet har ikke sendt ukerapport på mer enn 7 dager',
      'innmelder@meldesystem.example Ukerapport mangler: ingen ukerapport på mer enn 7 dager',
      'saksbehandler.od@meldesystem.example Selskapet har ikke sendt ukerapport på mer enn 7 dager',
    ]);
  });

  it('a failing SMTP server is retried with backoff; the request that caused the mail does not wait for it', async () => {
    await deliverAll();
    smtp.received.length = 0;
    smtp.refuse = 1;
    const started = performance.now();
    const { id } = await submitted();
    expect(performance.now() - started).toBeLessThan(10_000);
    const first = await t.app.notifications.deliver();
    expect(first.failed).toBe(1);
    const [failed] = await t.app.db.select().from(mailOutbox).where(sql`${mailOutbox.lastError} is not null and ${mailOutbox.state} = 'pending'`);
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toMatch(/451|busy/i);
    // The retry comes after its backoff: deliver until it has gone.
    await expect.poll(async () => (await t.app.notifications.deliver(), smtp.received.length), { timeout: 10_000 }).toBe(4);
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(smtp.received.every((m) => m.text?.includes(id))).toBe(true);
  });

  it("'Mine oppgaver': the statement due for the authorities' case handlers with its deadline, the approval for the approver, nothing for others", async () => {
    const { id, submissionId } = await submitted();
    type T = { tasks: { acquisitionId: string; messageId: string | null; what: string; deadline: string | null }[] };
    const mine = async (who: string) => (await c.call('GET', '/Tasks/mine', h[who]!)).json<T>().tasks.filter((x) => x.acquisitionId === id);
    const fdir = await mine('fdirCase');
    expect(fdir).toEqual([expect.objectContaining({ messageId: submissionId, what: 'statementDue', deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })]);
    expect(await mine('fdirAppr')).toEqual([]);
    expect(await mine('kari')).toEqual([]);
    const statement = await c.call('POST', `/Messages/${id}/replyTo/${submissionId}`, h.fdirCase!, { messageContent: 'Ok', messageReplyType: 10, DemandFisheriesExpert: 1, contactPerson: demoUser('saksbehandler.fdir').id });
    expect(await mine('fdirCase')).toEqual([]);
    expect(await mine('fdirAppr')).toEqual([expect.objectContaining({ messageId: statement.json<Msg>().messageId, what: 'approvalDue' })]);
    expect((await mine('hiCase')).map((x) => x.what)).toEqual(['statementDue']);
  });
});

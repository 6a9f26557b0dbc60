// Whose turn it is (issue 23) through the real service: the task rule (taskStateOf) decides the timeline's action,
// star, clock and deadline and the overview's isDue / isStar for every party and role as the case moves on; the clock
// stops while the regulator waits on the company and restarts at the reply, its deadline moved by the business days
// waited; switching the clock off clears both the card and the overview; a decided case leaves no open task.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween } from '@/domain/rules/business-days';
import { osloDate } from '@/domain/rules/calendar-date';
import { messages } from '@/server/db/schema/index';
import { demoUser } from '@/server/db/seed/demo-users';
import { signInDialogueUsers } from './dialogue-fixtures';
import { client, completeFields, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

type Msg = {
  messageId: string;
  messageType: number;
  replyAction: number;
  taskPending: boolean;
  approachingDeadline: boolean;
  deadline: string | null;
  clockStopped: boolean;
  taskParties: number[];
  payload: Record<string, unknown>;
  approvalMissingParties: number[];
};
type Row = { id: string; isDue: boolean; isStar: boolean };

const ROLES = ['kari', 'odCase', 'odAppr', 'fdirCase', 'fdirAppr', 'hiCase', 'hiAppr'] as const;
type Who = (typeof ROLES)[number];

describe.each(DB_KINDS)('whose turn it is: the task rule through the service (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  const h: Record<string, Headers> = {};
  const timeline = async (id: string, who: Who) => (await c.call('GET', `/Acquisitions/${id}/timeline`, h[who]!)).json<Msg[]>();
  const one = async (id: string, who: Who, messageId: string) => (await timeline(id, who)).find((m) => m.messageId === messageId)!;
  const row = async (id: string, who: Who) => {
    const page = await c.call('GET', `/Overview/view?Page=1&PageSize=25&Query=${encodeURIComponent('status=1,10')}`, h[who]!);
    return page.json<{ items: Row[] }>().items.find((r) => r.id === id);
  };
  /** action, star, clock of each role on one message */
  const matrix = async (id: string, messageId: string) => {
    const out: Record<string, [number, boolean, boolean]> = {};
    for (const who of ROLES) {
      const m = await one(id, who, messageId);
      out[who] = m ? [m.replyAction, m.taskPending, m.approachingDeadline] : [-1, false, false];
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    await signInDialogueUsers(t, h);
  }, 180_000);
  afterAll(() => t?.close());

  it('decides action, star, clock and deadline per party and role, stops the clock while waiting on the company, and closes a decided case', async () => {
    // A case submitted with a statement deadline three business days away: the clock shows at once.
    const before = process.env.STATEMENT_DEADLINE_BUSINESS_DAYS;
    process.env.STATEMENT_DEADLINE_BUSINESS_DAYS = '3';
    const { acquisitionId: id } = (await c.create(h.kari!, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    expect((await c.call('POST', `/Acquisition/${id}/ProductionLicence/21104`, h.kari!, {})).statusCode).toBe(201);
    expect((await c.call('PUT', `/Draft/${id}`, h.kari!, completeFields(1))).statusCode).toBe(200);
    const submit = await c.call('PUT', `/Draft/${id}/Submit`, h.kari!, {});
    if (before === undefined) delete process.env.STATEMENT_DEADLINE_BUSINESS_DAYS;
    else process.env.STATEMENT_DEADLINE_BUSINESS_DAYS = before;
    expect(submit.statusCode, submit.body).toBe(200);
    const submission = (await timeline(id, 'odCase')).find((m) => m.messageType === 5001)!;
    const today = osloDate();
    const base = addBusinessDays(today, 3);
    expect(submission).toMatchObject({ deadline: base, clockStopped: false });
    expect(submission.taskParties.sort()).toEqual([1, 2, 3]);

    // The submission: each authority's case handlers must state (action 2, star, clock); approvers see star and clock
    // (their party's task) without an action; the company has none but sees the deadline.
    expect(await matrix(id, submission.messageId)).toEqual({
      kari: [0, false, false],
      odCase: [2, true, true],
      odAppr: [0, true, true],
      fdirCase: [2, true, true],
      fdirAppr: [0, true, true],
      hiCase: [2, true, true],
      hiAppr: [0, true, true],
    });
    expect((await one(id, 'kari', submission.messageId)).deadline).toBe(base);
    for (const who of ['odCase', 'fdirCase', 'hiCase'] as const) expect(await row(id, who)).toMatchObject({ isDue: true, isStar: true });
    expect(await row(id, 'kari')).toMatchObject({ isDue: false, isStar: false });

    // The regulator asks the company (required) and the fisheries directorate (optional).
    const asked = await c.call('POST', `/Messages/${id}/inquiry`, h.odCase!, { MessageContent: 'Hvilke fartøy?', CmpReplyIndicator: 10, FdirReplyIndicator: 30 });
    expect(asked.statusCode, asked.body).toBe(201);
    const inquiryId = asked.json<Msg>().messageId;
    expect(await matrix(id, inquiryId)).toEqual({
      kari: [2, true, false],
      odCase: [0, false, false],
      odAppr: [0, false, false],
      fdirCase: [2, false, false],
      fdirAppr: [2, false, false],
      hiCase: [-1, false, false],
      hiAppr: [-1, false, false],
    });
    expect(await row(id, 'kari')).toMatchObject({ isStar: true });
    // The regulator's clock stops (waiting on the company); the others' run on.
    expect(await one(id, 'odCase', submission.messageId)).toMatchObject({ clockStopped: true, approachingDeadline: false, taskPending: true });
    expect(await row(id, 'odCase')).toMatchObject({ isDue: false, isStar: true });
    expect(await one(id, 'fdirCase', submission.messageId)).toMatchObject({ clockStopped: false, approachingDeadline: true });
    const waits = (await c.call('GET', `/Acquisitions/${id}/timeWithParties`, h.odCase!)).json<{ waitingOn: { party: number; since: string }[] }>().waitingOn;
    expect(waits).toContainEqual({ party: 4, since: today });

    // Sent four business days ago (moved back in the store, with the submission before it): the regulator's deadline
    // moves by the business days waited.
    const sentOn = addBusinessDays(today, -4);
    await t.app.db.update(messages).set({ createdAt: new Date(`${addBusinessDays(today, -5)}T09:00:00Z`) }).where(eq(messages.id, submission.messageId));
    await t.app.db.update(messages).set({ createdAt: new Date(`${sentOn}T09:00:00Z`) }).where(eq(messages.id, inquiryId));
    const waited = businessDaysBetween(sentOn, today);
    expect(await one(id, 'odCase', submission.messageId)).toMatchObject({ clockStopped: true, deadline: addBusinessDays(base, waited) });

    // The company replies: the clock restarts with the deadline moved; the inquiry waits only on the fisheries directorate.
    const reply = await c.call('POST', `/Messages/${id}/inquiry/${inquiryId}/replyTo`, h.kari!, { MessageContent: 'Polar Duke.' });
    expect(reply.statusCode, reply.body).toBe(201);
    const restarted = await one(id, 'odCase', submission.messageId);
    expect(restarted).toMatchObject({ clockStopped: false, deadline: addBusinessDays(base, waited) });
    expect(restarted.approachingDeadline).toBe(waited + 3 <= 5);
    expect(await matrix(id, inquiryId)).toMatchObject({ kari: [0, false, false], fdirCase: [2, false, false] });
    expect(await row(id, 'kari')).toMatchObject({ isStar: false });

    // The fisheries directorate switches its clock off: the card and the overview both clear; the star stays.
    expect((await c.call('PUT', `/Messages/${submission.messageId}/setClockOff`, h.fdirCase!)).statusCode).toBe(200);
    expect(await one(id, 'fdirAppr', submission.messageId)).toMatchObject({ approachingDeadline: false, taskPending: true });
    expect(await row(id, 'fdirCase')).toMatchObject({ isDue: false, isStar: true });
    expect(await row(id, 'hiCase')).toMatchObject({ isDue: true });

    // Statements: the fisheries directorate's approved, the regulator's awaiting approval names the missing research institute.
    const state = async (who: Who, extra: Record<string, unknown> = {}) => {
      const r = await c.call('POST', `/Messages/${id}/replyTo/${submission.messageId}`, h[who]!, { messageContent: 'Ingen merknader', messageReplyType: 10, contactPerson: null, ...extra });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<Msg>().messageId;
    };
    const fdirStatement = await state('fdirCase', { contactPerson: demoUser('saksbehandler.fdir').id, DemandFisheriesExpert: 1 });
    expect(await matrix(id, fdirStatement)).toMatchObject({ fdirCase: [0, true, false], fdirAppr: [1, true, false], odCase: [0, false, false] });
    expect((await c.call('POST', `/Messages/${id}/approve/${fdirStatement}`, h.fdirAppr!, { IsApproved: true })).statusCode).toBe(201);
    const odStatement = await state('odCase', { contactPerson: demoUser('saksbehandler.od').id });
    expect((await one(id, 'odAppr', odStatement)).approvalMissingParties).toEqual([3]);
    expect((await c.call('POST', `/Messages/${id}/approve/${odStatement}`, h.odAppr!, { IsApproved: true, approveDespiteMissingStatements: true })).statusCode).toBe(201);

    // Decided (Planlagt): the research institute, which never stated, has no task, star, clock or deadline; no one has.
    expect(await matrix(id, submission.messageId)).toEqual(Object.fromEntries(ROLES.map((who) => [who, [0, false, false]])));
    for (const who of ROLES) expect((await one(id, who, submission.messageId)).deadline, who).toBeNull();
    for (const who of ['odCase', 'fdirCase', 'hiCase'] as const) expect(await row(id, who)).toMatchObject({ isDue: false, isStar: false });
    // The company reads that its case is approved; the case waits on no one (the optional question to the fisheries
    // directorate is no one's duty).
    expect((await timeline(id, 'kari')).find((m) => m.messageType === 5023)?.payload).toMatchObject({ caseApproved: true });
    expect((await c.call('GET', `/Acquisitions/${id}/timeWithParties`, h.odCase!)).json<{ waitingOn: { party: number }[] }>().waitingOn).toEqual([]);
  });
});

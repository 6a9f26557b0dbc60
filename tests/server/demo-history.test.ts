import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';
import { MessageType as M, NOTE_TYPES } from '@/domain/enums/message-type';
import { Party } from '@/domain/roles';
import { acquisitionIndicators, messagePartyStates, messages, organisations, users } from '@/server/db/schema/index';
import { demoAcquisitionId } from '@/server/db/seed/reference-demo-acquisitions';
import type { Headers } from './draft-fixtures';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

const PARTY_OF_KIND: Record<string, number> = { regulator: Party.Regulator, fdir: Party.FisheriesDirectorate, hi: Party.MarineResearchInstitute, company: Party.Company };

type TimelineCard = { messageType: number; statusChangeReason: number | null; statusChangedComment: string | null; auditUser: { createdBy: string; createdByParty: number; createdByOrganisationName: string | null } };

describe.each(DB_KINDS)('demo history (%s)', (kind) => {
  let t: TestApp;
  let kari: Headers;
  let odCase: Headers;
  const timeline = async (n: number, who: Headers) =>
    (await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${demoAcquisitionId(n)}/timeline`), headers: who })).json<TimelineCard[]>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    kari = await t.signIn('innmelder');
    odCase = await t.signIn('saksbehandler.od');
  });
  afterAll(() => t?.close());

  it('gives every seeded message its author, the author\'s party and organisation', async () => {
    const rows = await t.app.db
      .select({ party: messages.authorParty, org: messages.authorOrganisationId, kind: organisations.kind, createdBy: messages.createdBy })
      .from(messages)
      .leftJoin(organisations, sql`${organisations.id} = ${messages.authorOrganisationId}`);
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.org).not.toBeNull();
      expect(r.party).toBe(PARTY_OF_KIND[r.kind!]);
    }
    const named = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(messages).innerJoin(users, sql`${users.id} = ${messages.createdBy}`);
    expect(named[0].n).toBeGreaterThan(rows.length - 3);
  });

  it("shows Kari Nordmann's submission as Nordkapp Energi's, and a history that fits each status", async () => {
    const underReview = await timeline(1, kari);
    const submission = underReview.find((m) => m.messageType === M.Submission)!;
    expect(submission.auditUser).toMatchObject({ createdBy: 'Kari Nordmann', createdByParty: Party.Company, createdByOrganisationName: 'Nordkapp Energi ASA' });
    // Ongoing (Troll): submission, approval, start-up, an earlier pause with its reason and the resume, newest first
    // (beside the weekly reports and the notes); the start-up report joins the start-up's status change: one message.
    const troll = await timeline(3, kari);
    expect(troll.filter((m) => m.messageType !== M.WeekReport && !(NOTE_TYPES as readonly number[]).includes(m.messageType)).map((m) => m.messageType)).toEqual([M.Resume, M.Pause, M.Startup, M.StatementApprovalNpd, M.Submission]);
    expect(troll.filter((m) => m.messageType === M.WeekReport).length).toBeGreaterThan(0);
    const paused = (await timeline(4, kari)).find((m) => m.messageType === M.Pause)!;
    expect(paused).toMatchObject({ statusChangedComment: 'Stor fiskeriaktivitet i området' });
    expect(paused.statusChangeReason).not.toBeNull();
    expect((await timeline(6, odCase)).filter((m) => m.messageType === M.Finish)).toHaveLength(2);
    expect((await timeline(9, odCase)).map((m) => m.messageType)).toEqual([M.Cancel, M.Submission]);
  });

  it("derives the overview's indicators by the task rule, and the demo cases show the dialogue's states", async () => {
    const states = await t.app.db.select().from(messagePartyStates);
    const indicators = await t.app.db.select().from(acquisitionIndicators);
    for (const row of indicators) {
      const mine = states.filter((s) => s.acquisitionId === row.acquisitionId && s.party === row.party);
      // The eye as stored; the star and the clock never beyond what the party's states allow (the rule may close them).
      expect(row.isInfo).toBe(mine.some((s) => s.toInformation));
      if (row.isStar) expect(mine.some((s) => s.taskPending)).toBe(true);
      if (row.dueFrom) expect(mine.some((s) => s.approachingDeadline)).toBe(true);
    }
    const overview = async (who: Headers) =>
      (await t.app.inject({ method: 'GET', url: api(`/Overview/view?Page=1&PageSize=25&Query=${encodeURIComponent(`status=${S.Under_Behandling},${S.Ferdig},${S.Planlagt}`)}`), headers: who })).json<{
        items: { id: string; isDue: boolean; isStar: boolean }[];
      }>().items;
    // Barentshavet 3D: the deadline is near; the regulator waits on the company (its clock stopped, the star stays),
    // the fisheries directorate's clock shows.
    const od = await overview(odCase);
    expect(od.find((i) => i.id === demoAcquisitionId(1))).toMatchObject({ isDue: false, isStar: true });
    const fdir = await overview(await t.signIn('saksbehandler.fdir'));
    expect(fdir.find((i) => i.id === demoAcquisitionId(1))).toMatchObject({ isDue: true, isStar: true });
    // The finished case awaits its fisheries reports (star).
    expect(od.find((i) => i.id === demoAcquisitionId(5))).toMatchObject({ isStar: true });
    // Smeaheia: decided, no open task for the research institute that never answered.
    const hi = await overview(await t.signIn('saksbehandler.hi'));
    expect(hi.find((i) => i.id === demoAcquisitionId(11))).toMatchObject({ isDue: false, isStar: false });
    const smeaheia = await timeline(11, odCase);
    expect(smeaheia.map((m) => m.messageType)).toEqual(
      expect.arrayContaining([M.StatementFdir, M.StatementDeclined, M.StatementFollowUp, M.StatementApprovalFdir, M.InquiryCmp, M.ReplyCmp, M.StatementNpd, M.StatementApprovalNpd]),
    );
    const hiSmeaheia = (await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${demoAcquisitionId(11)}/timeline`), headers: await t.signIn('saksbehandler.hi') })).json<
      { messageType: number; replyAction: number; taskPending: boolean; approachingDeadline: boolean; deadline: string | null }[]
    >();
    expect(hiSmeaheia.find((m) => m.messageType === M.Submission)).toMatchObject({ replyAction: 0, taskPending: false, approachingDeadline: false, deadline: null });
    // The header of Barentshavet 3D: the case waits on the company since two days ago.
    const time = (await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${demoAcquisitionId(1)}/timeWithParties`), headers: odCase })).json<{ waitingOn: { party: number }[] }>();
    expect(time.waitingOn.map((w) => w.party)).toContain(Party.Company);
  });

  it("writes the submit's and the admin cancel's message with the author's party and organisation", async () => {
    const admin = await t.signIn('admin');
    const cancelled = await t.app.inject({ method: 'PUT', url: api(`/admin/acquisition/${demoAcquisitionId(2)}/cancel`), headers: admin, payload: { changeReason: 53, statusChangeComment: 'Avlyst av administrator' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = (await timeline(2, kari)).find((m) => m.messageType === M.Cancel)!;
    expect(cancel.auditUser).toMatchObject({ createdBy: 'Anne Kristiansen', createdByParty: Party.Regulator, createdByOrganisationName: 'Sokkeldirektoratet' });
  });
});

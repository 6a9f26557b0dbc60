import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyMaySeeMessage, viewerParty } from '@/domain/message-visibility';
import { ROLES, type Role } from '@/domain/roles';
import { SEARCH_MARK, type TSearchResult } from '@/domain/schemas/search';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { canOpenAcquisition, type TViewer } from '@/domain/visibility';
import { caseOpensFor, messageVisibleTo } from '@/server/access/search-visibility';
import { searchConnections } from '@/server/db/client';
import { acquisitions } from '@/server/db/schema/index';
import { DEMO_USERS } from '@/server/db/seed/demo-users';
import { multipart, PNG } from './attachment-fixtures';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

/** GET /Search: Norwegian stems, prefixes of compounds and numbers, and only what the viewer's party and role may see. */
describe.each(DB_KINDS)('search (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let otherCompany: Headers;
  let odCase: Headers;
  let fdirCase: Headers;
  let hiCase: Headers;
  let caseId: string;
  let caseName: string;
  const ids: Record<string, string> = {};

  const find = async (headers: Headers, q: string, extra = '') => {
    const response = await t.app.inject({ method: 'GET', url: api(`/Search?q=${encodeURIComponent(q)}${extra}`), headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TSearchResult>();
  };
  const messageIds = async (headers: Headers, q: string) => (await find(headers, q)).messages.map((m) => m.messageId);
  const note = async (headers: Headers, text: string, payload?: ReturnType<typeof multipart>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(`/Messages/${caseId}/note`),
      headers: { ...headers, ...(payload?.headers ?? {}) },
      payload: payload ? payload.payload : { messageContent: text },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TTimelineMessage>().messageId;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    otherCompany = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    odCase = await t.signIn('saksbehandler.od');
    fdirCase = await t.signIn('saksbehandler.fdir');
    hiCase = await t.signIn('saksbehandler.hi');
    const { acquisitionId } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    caseName = `ZQX26${kind === 'pglite' ? '71' : '72'}`;
    await t.app.db.update(acquisitions).set({ status: 20, name: caseName, oceanArea: 'BARENTSHAVET' }).where(eq(acquisitions.id, acquisitionId));
    caseId = acquisitionId;
    ids.regulatorNote = await note(odCase, 'Tidligere råd om gytefeltene for blåkveite ved Tromsøflaket.');
    ids.fdirNote = await note(fdirCase, 'Fiskerne melder om seismikk nær gytefeltet.');
    ids.companyNote = await note(kari, 'Internt: den seismiske innsamlingen går etter planen, kvartrapport kommer.');
    ids.regulatorInfix = await note(odCase, 'Rørledningen fra Snøhvitfeltet krysser området.');
    ids.companyInfix = await note(kari, 'Fartøyet ligger i dag ved Snøhvit.');
    ids.companyFile = await note(
      kari,
      '',
      multipart([
        { name: 'MessageContent', value: 'Vedlagt kartet' },
        { name: 'files', value: PNG, filename: 'Sjøkart-Hornsundbanken.png', contentType: 'image/png' },
      ]),
    );
  }, 90_000);
  afterAll(() => t?.close());

  it('finds by Norwegian stem, compound prefix and the neighbour form (seismikk / seismisk), highlighted', async () => {
    const hits = await find(odCase, 'gytefelt');
    expect(hits.messages.map((m) => m.messageId)).toContain(ids.regulatorNote);
    const hit = hits.messages.find((m) => m.messageId === ids.regulatorNote)!;
    expect(hit.snippet).toContain(`${SEARCH_MARK.start}gytefeltene${SEARCH_MARK.end}`);
    expect(hit).toMatchObject({ acquisitionId: caseId, acquisitionName: caseName, messageType: 6030, authorParty: 1 });
    expect(await messageIds(odCase, 'gyte')).toContain(ids.regulatorNote); // a compound by its first part
    expect(await messageIds(odCase, 'blåkveiter')).toContain(ids.regulatorNote); // æøå and a stem
    expect(await messageIds(fdirCase, 'seismisk')).toContain(ids.fdirNote); // 'seismikk' in the text
    expect(await messageIds(kari, 'seismikk')).toContain(ids.companyNote); // 'seismiske' in the text
    expect(await messageIds(odCase, 'blåkveite tromsøflaket')).toEqual([ids.regulatorNote]); // every word must match
    expect(await messageIds(odCase, 'blåkveite hvalross')).toEqual([]);
  });

  it('finds messages by their attachments\' names and cases by number, name, company, vessel and sea area', async () => {
    const byFile = await find(kari, 'hornsundbanken');
    expect(byFile.messages.map((m) => [m.messageId, m.attachmentNames])).toEqual([[ids.companyFile, ['Sjøkart-Hornsundbanken.png']]]);
    expect((await find(kari, caseName.slice(0, 5))).cases.map((h) => h.acquisitionId)).toContain(caseId); // 'ZQX26'
    const [row] = await t.app.db.select({ npdId: acquisitions.npdId }).from(acquisitions).where(eq(acquisitions.id, caseId));
    if (row?.npdId) expect((await find(odCase, String(row.npdId))).cases.map((h) => h.acquisitionId)).toContain(caseId);
    const company = (await find(odCase, 'Nordkapp')).cases;
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((h) => /nordkapp/i.test(h.companyName ?? ''))).toBe(true);
    expect((await find(odCase, 'Barentshavet', '&limit=500')).cases.map((h) => h.acquisitionId)).toContain(caseId);
    const vessel = (await t.app.db.execute(sql`select v.name from acquisition_vessels av join vessels v on v.id = av.vessel_id limit 1`)) as unknown as { rows: { name: string }[] };
    const vesselName = vessel.rows[0]!.name.split(/\s+/).find((w) => w.length > 3)!;
    expect((await find(odCase, vesselName)).cases.length).toBeGreaterThan(0);
  });

  it('finds by a company\'s name its cases highest number first, only those the viewer may open', async () => {
    // Read per company and vessel highest number first, up to the candidates kept: the regulator's hits are exactly the
    // non-draft cases of the company, the vessels and the names holding the word (all of them within the limit of 500).
    const expected = (
      (await t.app.db.execute(sql`select a.id from acquisitions a where a.status <> 99 and (a.company_id = 1001
        or a.name ilike '%nordkapp%' or a.id in (select av.acquisition_id from acquisition_vessels av join vessels v
          on v.id = av.vessel_id where v.name ilike '%nordkapp%'))`)) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(500);
    const all = (await find(odCase, 'Nordkapp', '&limit=500')).cases;
    expect(all.map((h) => h.acquisitionId).sort()).toEqual([...expected].sort());
    // A company's user: the other company's name leads to none of that company's cases.
    const other = (await find(otherCompany, 'Nordkapp', '&limit=500')).cases;
    expect(other.every((h) => !/nordkapp energi/i.test(h.companyName ?? ''))).toBe(true);
    const own = (await find(kari, 'Nordkapp', '&limit=500')).cases.map((h) => h.acquisitionId);
    expect(own).toContain(caseId);
    // Fewer asked: the same hits' best first (ranked among the highest-numbered candidates).
    const two = (await find(odCase, 'Nordkapp', '&limit=2')).cases;
    expect(two).toHaveLength(2);
    expect(two.every((h) => expected.includes(h.acquisitionId))).toBe(true);
  });

  it('finds a word inside another (trigram): \'hvit\' in \'Snøhvit\', a fragment of the case\'s number or name', async () => {
    const regulator = await find(odCase, 'hvit');
    expect(regulator.messages.map((m) => m.messageId)).toContain(ids.regulatorInfix);
    expect(regulator.messages.find((m) => m.messageId === ids.regulatorInfix)!.snippet).toContain(`${SEARCH_MARK.start}Snøhvitfeltet${SEARCH_MARK.end}`);
    // The same infix match keeps to the visibility table: each party finds its own note only.
    expect(regulator.messages.map((m) => m.messageId)).not.toContain(ids.companyInfix);
    const company = await messageIds(kari, 'HVIT');
    expect(company).toContain(ids.companyInfix);
    expect(company).not.toContain(ids.regulatorInfix);
    expect(await messageIds(fdirCase, 'hvit')).toEqual([]);
    expect(await find(otherCompany, 'hvit')).toEqual({ cases: [], messages: [] });
    expect(await messageIds(odCase, 'hvitfelt krysser')).toEqual([ids.regulatorInfix]);
    expect(await messageIds(odCase, 'sundbank')).toEqual([]); // the company's attachment name, not the regulator's to see
    expect((await find(kari, 'sundbank')).messages.map((m) => m.messageId)).toEqual([ids.companyFile]);
    // A case by a fragment inside its name ('X2671' of 'ZQX2671') or inside its number.
    expect((await find(kari, caseName.slice(2), '&limit=500')).cases.map((h) => h.acquisitionId)).toContain(caseId);
    const [row] = await t.app.db.select({ npdId: acquisitions.npdId }).from(acquisitions).where(eq(acquisitions.id, caseId));
    const inner = String(row!.npdId).slice(1);
    expect((await find(odCase, inner, '&limit=500')).cases.map((h) => h.acquisitionId)).toContain(caseId);
    expect((await find(otherCompany, caseName.slice(2), '&limit=500')).cases).toEqual([]);
  });

  it('never answers a hit from a note or a case the viewer may not see, not even as a count', async () => {
    // The regulator's note: the regulator only. The directorate's note: the directorate only. The company's: the company.
    expect(await messageIds(fdirCase, 'blåkveite')).not.toContain(ids.regulatorNote);
    expect(await messageIds(hiCase, 'blåkveite')).not.toContain(ids.regulatorNote);
    expect(await messageIds(kari, 'blåkveite')).not.toContain(ids.regulatorNote);
    expect(await messageIds(odCase, 'fiskerne melder')).not.toContain(ids.fdirNote);
    expect(await messageIds(fdirCase, 'fiskerne melder')).toContain(ids.fdirNote);
    expect(await messageIds(odCase, 'kvartrapport')).not.toContain(ids.companyNote);
    expect(await messageIds(kari, 'kvartrapport')).toContain(ids.companyNote);
    expect(await messageIds(fdirCase, 'hornsundbanken')).not.toContain(ids.companyFile);
    // Another company opens neither the case nor its messages.
    const other = await find(otherCompany, 'kvartrapport');
    expect(other).toEqual({ cases: [], messages: [] });
    expect((await find(otherCompany, caseName)).cases).toEqual([]);
    expect(JSON.stringify(await find(kari, 'blåkveite'))).not.toMatch(/count|total/i);
    // Within one case: the timeline's text filter.
    const inCase = await find(odCase, 'gytefelt', `&acquisitionId=${caseId}`);
    expect(inCase.cases).toEqual([]);
    expect(inCase.messages.map((m) => m.messageId)).toEqual([ids.regulatorNote]);
  });

  it('keeps to the viewer\'s rules when a word is common (read newest first) as when it is rare (through the index)', async () => {
    // 6,000 regulator's notes and 30 week reports (every party sees those) hold 'vindkast': common for the planner.
    await t.app.db.execute(sql`
      insert into messages (acquisition_id, message_type, content, author_party, author_organisation_id, created_at)
      select ${caseId}, case when n <= 30 then 8000 else 6030 end, 'Sterk vindkast nr. ' || n, case when n <= 30 then 4 else 1 end,
        case when n <= 30 then 1001 else 100 end, now() - (n || ' minutes')::interval
      from generate_series(1, 6030) n`);
    await t.app.db.execute(sql`analyze messages`);
    const company = (await find(kari, 'vindkast', '&limit=50')).messages;
    expect(company.map((m) => m.messageType)).toEqual(Array(30).fill(8000));
    expect((await find(otherCompany, 'vindkast')).messages).toEqual([]);
    const regulator = (await find(odCase, 'vindkast', '&limit=50')).messages;
    expect(regulator).toHaveLength(50);
    expect(new Set(regulator.map((m) => m.messageType))).toEqual(new Set([8000, 6030]));
    expect((await find(fdirCase, 'vindkast', '&limit=50')).messages.map((m) => m.messageType)).toEqual(Array(30).fill(8000));
    // Within the case (the timeline's filter): the same rules.
    expect((await find(kari, 'vindkast', `&limit=50&acquisitionId=${caseId}`)).messages).toHaveLength(30);
  }, 120_000);

  it('reads a company\'s own cases by the case\'s company copied onto its rows, and the cases filed on its behalf', async () => {
    // The copy follows the case: set on insert (the messages and the attachment above), moved when the case's company changes.
    const companies = async () =>
      (
        (await t.app.db.execute(sql`select distinct company_id as "companyId" from messages where acquisition_id = ${caseId}
          union select distinct company_id from attachments where acquisition_id = ${caseId}`)) as unknown as { rows: { companyId: number | null }[] }
      ).rows.map((r) => r.companyId);
    expect(await companies()).toEqual([1001]);
    // Filed on behalf of the other company: it finds the case's messages, common words (newest first) and rare ones.
    await t.app.db.execute(sql`insert into acquisition_inputs (acquisition_id, on_behalf_of_company_id) values (${caseId}, 1002)
      on conflict (acquisition_id) do update set on_behalf_of_company_id = excluded.on_behalf_of_company_id`);
    try {
      expect((await find(otherCompany, 'vindkast', '&limit=50')).messages.map((m) => m.messageType)).toEqual(Array(30).fill(8000));
      expect(await messageIds(otherCompany, 'kvartrapport')).toEqual([ids.companyNote]);
      expect((await find(otherCompany, 'hornsundbanken')).messages.map((m) => m.messageId)).toEqual([ids.companyFile]);
    } finally {
      await t.app.db.execute(sql`update acquisition_inputs set on_behalf_of_company_id = null where acquisition_id = ${caseId}`);
    }
    expect((await find(otherCompany, 'vindkast', '&limit=50')).messages).toEqual([]);
    // The case moves to the other company: its messages and attachments with it, the first company finds none.
    await t.app.db.update(acquisitions).set({ companyId: 1002 }).where(eq(acquisitions.id, caseId));
    try {
      expect(await companies()).toEqual([1002]);
      expect((await find(otherCompany, 'vindkast', '&limit=50')).messages).toHaveLength(30);
      expect(await messageIds(otherCompany, 'kvartrapport')).toEqual([ids.companyNote]);
      expect((await find(otherCompany, 'hornsundbanken')).messages.map((m) => m.messageId)).toEqual([ids.companyFile]);
      expect(await find(kari, 'vindkast')).toEqual({ cases: [], messages: [] });
      expect(await messageIds(kari, 'kvartrapport')).toEqual([]);
    } finally {
      await t.app.db.update(acquisitions).set({ companyId: 1001 }).where(eq(acquisitions.id, caseId));
    }
    expect(await companies()).toEqual([1001]);
    expect((await find(kari, 'vindkast', '&limit=50')).messages).toHaveLength(30);
  }, 120_000);

  it('runs on PostgreSQL on connections of its own, read only and planned once per statement', async () => {
    const own = searchConnections(t.app.db);
    if (kind !== 'postgres') return expect(own).toBeUndefined();
    const connection = await own!.connect();
    try {
      const settings = (await connection.query({ name: 'search_test_settings', text: 'select current_setting($1) as plan, current_setting($2) as ro', values: ['plan_cache_mode', 'transaction_read_only'] })).rows;
      expect(settings).toEqual([{ plan: 'force_generic_plan', ro: 'on' }]);
    } finally {
      connection.release();
    }
    expect((await find(odCase, 'gytefelt')).messages.map((m) => m.messageId)).toContain(ids.regulatorNote);
  });

  it('answers bad input with 400 problem+json and no role with 401', async () => {
    for (const q of ['', 'a', 'x'.repeat(201), 'a\u0000b']) {
      const response = await t.app.inject({ method: 'GET', url: api(`/Search?q=${encodeURIComponent(q)}`), headers: kari });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect((await t.app.inject({ method: 'GET', url: api('/Search?q=gyte&acquisitionId=nope'), headers: kari })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: api('/Search?q=gyte') })).statusCode).toBe(401);
  });

  it('applies exactly the domain\'s rules (canOpenAcquisition, the message visibility table) for every role', async () => {
    const cases = (await t.app.db.execute(sql`select a.id, a.status, a.company_id as "companyId", a.created_by as "createdBy", ai.on_behalf_of_company_id as "onBehalfOfCompanyId" from acquisitions a left join acquisition_inputs ai on ai.acquisition_id = a.id`)) as unknown as { rows: { id: string; status: number; companyId: number | null; createdBy: string | null; onBehalfOfCompanyId: number | null }[] };
    const msgs = (await t.app.db.execute(sql`select m.id, m.message_type as "messageType", m.author_party as "authorParty", m.recipient_parties as "recipientParties" from messages m`)) as unknown as { rows: { id: string; messageType: number; authorParty: number; recipientParties: number[] }[] };
    expect(msgs.rows.length).toBeGreaterThan(10);
    for (const role of ROLES as readonly Role[]) {
      const user = DEMO_USERS.find((u) => u.roles[0]?.role === role)!;
      for (const organisationId of [user.roles[0]!.organisationId, 1002]) {
        const viewer: TViewer = { role, organisationId, userId: user.id };
        const open = (await t.app.db.execute(sql`select a.id from acquisitions a left join acquisition_inputs ai on ai.acquisition_id = a.id where ${caseOpensFor(viewer)}`)) as unknown as { rows: { id: string }[] };
        expect(new Set(open.rows.map((r) => r.id)), `${role} ${organisationId}`).toEqual(new Set(cases.rows.filter((a) => canOpenAcquisition(viewer, a)).map((a) => a.id)));
        const seen = (await t.app.db.execute(sql`select m.id from messages m where ${messageVisibleTo(viewer)}`)) as unknown as { rows: { id: string }[] };
        const party = viewerParty(role)!;
        expect(new Set(seen.rows.map((r) => r.id)), role).toEqual(new Set(msgs.rows.filter((m) => partyMaySeeMessage(party, m)).map((m) => m.id)));
      }
    }
  });
});

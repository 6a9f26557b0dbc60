import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { NOTE_PROBLEM, NOTE_VALIDATION, ZNoteConflictProblem, type TNote } from '@/domain/schemas/notes';
import { acquisitions } from '@/server/db/schema/index';
import { seedDemoNotes } from '@/server/db/seed/demo-notes';
import { demoAcquisitionId } from '@/server/db/seed/reference-demo-acquisitions';
import { multipart, pdfBytes, pdfTextOf, PNG, sha256 } from './attachment-fixtures';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

/** The text of a pdf: poppler's pdftotext when installed. */
function pdfText(bytes: Buffer): string | undefined {
  if (!existsSync('/usr/bin/pdftotext')) return undefined;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'archive-')), 'a.pdf');
  writeFileSync(file, bytes);
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe.each(DB_KINDS)('notes (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let otherCompany: Headers;
  let odCase: Headers;
  let odApprover: Headers;
  let fdirCase: Headers;
  let admin: Headers;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    otherCompany = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    odCase = await t.signIn('saksbehandler.od');
    odApprover = await t.signIn('godkjenner.od');
    fdirCase = await t.signIn('saksbehandler.fdir');
    admin = await t.signIn('admin');
    const { acquisitionId } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    await t.app.db.update(acquisitions).set({ status: 20, name: `NKE-notes-${kind}` }).where(eq(acquisitions.id, acquisitionId));
    caseId = acquisitionId;
  }, 60_000);
  afterAll(() => t?.close());

  const post = (headers: Headers, body: unknown, extra: Headers = {}) => t.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...headers, ...extra }, payload: body as object });
  const timeline = async (headers: Headers) => (await c.call('GET', `/Acquisitions/${caseId}/timeline`, headers)).json<TTimelineMessage[]>();

  it('writes a note of the party\'s type, seen by the writing party only', async () => {
    const created = await post(odCase, { messageContent: '  Ring selskapet om fartøyet.  ', capturedAt: '2026-01-01T10:00:00Z' });
    expect(created.statusCode).toBe(201);
    const note = created.json<TTimelineMessage>();
    expect(note).toMatchObject({ messageType: 6030, messageContent: 'Ring selskapet om fartøyet.', capturedAt: '2026-01-01T10:00:00.000Z', attachments: [], isArchived: false });
    expect((await c.call('GET', `/Messages/${note.messageId}/note`, odApprover)).statusCode).toBe(200);
    for (const outsider of [fdirCase, kari, otherCompany]) expect((await c.call('GET', `/Messages/${note.messageId}/note`, outsider)).statusCode).toBe(404);
    expect((await timeline(odApprover)).map((m) => m.messageId)).toContain(note.messageId);
    expect((await timeline(fdirCase)).map((m) => m.messageId)).not.toContain(note.messageId);
    expect((await timeline(kari)).map((m) => m.messageId)).not.toContain(note.messageId);
    const company = (await post(kari, { messageContent: 'Notat fra selskapet' })).json<TTimelineMessage>();
    expect(company.messageType).toBe(6040);
    const fdir = (await post(fdirCase, { messageContent: 'Notat fra Fiskeridirektoratet' })).json<TTimelineMessage>();
    expect(fdir.messageType).toBe(6020);
    expect((await c.call('GET', `/Messages/${company.messageId}/note`, odCase)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 problem+json naming the field, a case the viewer does not open with 404, the administrator with 403', async () => {
    for (const body of [{}, { messageContent: '' }, { messageContent: '   ' }, { messageContent: 'a\u0000b' }, { messageContent: 'x'.repeat(100_001) }, { messageContent: 'ok', attachmentIds: ['nope'] }, { messageContent: 'ok', capturedAt: '0000-01-01T00:00:00Z' }]) {
      const bad = await post(kari, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(bad.json().errors ?? {}).join()).toMatch(/^body\./);
    }
    expect((await post(kari, {})).json().errors['body.messageContent']).toEqual(['attachments:notes.messageRequired']);
    expect((await c.call('POST', '/Messages/not-a-uuid/note', kari, { messageContent: 'x' })).statusCode).toBe(400);
    expect((await post(otherCompany, { messageContent: 'x' })).statusCode).toBe(404);
    expect((await c.call('POST', '/Messages/00000000-0000-4000-8000-00000000ffff/note', kari, { messageContent: 'x' })).statusCode).toBe(404);
    expect((await post(admin, { messageContent: 'x' })).statusCode).toBe(403);
    expect((await post({}, { messageContent: 'x' })).statusCode).toBe(401);
  });

  it('takes a multipart note with files, keeps Norwegian names, and serves each file back byte for byte', async () => {
    const pdf = await pdfBytes('Årsrapport æøå ŋ');
    const form = multipart([
      { name: 'MessageContent', value: 'Notat med vedlegg: æøå' },
      { name: 'files', value: pdf, filename: 'Årsrapport æøå ŋ.pdf', contentType: 'application/pdf' },
      { name: 'files', value: PNG, filename: 'kart.png', contentType: 'image/png' },
    ]);
    const created = await post(kari, form.payload, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json<TTimelineMessage>();
    expect(note.messageContent).toBe('Notat med vedlegg: æøå');
    expect(note.attachments.map((a) => [a.name, a.size, a.sha256, a.contentType])).toEqual([
      ['Årsrapport æøå ŋ.pdf', pdf.length, sha256(pdf), 'application/pdf'],
      ['kart.png', PNG.length, sha256(PNG), 'image/png'],
    ]);
    const download = await c.call('POST', `/Messages/${note.messageId}/attachment/${note.attachments[0]!.id}`, kari);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Arsrapport aeoa n.pdf"; filename*=UTF-8''${encodeURIComponent('Årsrapport æøå ŋ.pdf')}`);
    const png = await c.call('POST', `/Messages/${note.messageId}/attachment/${note.attachments[1]!.id}`, kari);
    expect(png.rawPayload.equals(PNG)).toBe(true);
    // Another party, another company, a wrong message: 404.
    expect((await c.call('POST', `/Messages/${note.messageId}/attachment/${note.attachments[0]!.id}`, odCase)).statusCode).toBe(404);
    expect((await c.call('POST', `/Messages/${note.messageId}/attachment/${note.attachments[0]!.id}`, otherCompany)).statusCode).toBe(404);
    const other = (await post(kari, { messageContent: 'annet' })).json<TTimelineMessage>();
    expect((await c.call('POST', `/Messages/${other.messageId}/attachment/${note.attachments[0]!.id}`, kari)).statusCode).toBe(404);
    // On the timeline, with the attachments.
    expect((await timeline(kari)).find((m) => m.messageId === note.messageId)?.attachments).toHaveLength(2);
  });

  it('edits a note (remove one attachment, add one), only by its author; another party gets 404', async () => {
    const pdf = await pdfBytes('første');
    const first = multipart([
      { name: 'MessageContent', value: 'Første versjon' },
      { name: 'files', value: pdf, filename: 'a.pdf' },
      { name: 'files', value: PNG, filename: 'b.png' },
    ]);
    const note = (await post(odCase, first.payload, first.headers)).json<TTimelineMessage>();
    const [a, b] = note.attachments;
    const edit = multipart([
      { name: 'MessageContent', value: 'Andre versjon' },
      { name: 'Version', value: '1' },
      { name: 'EditedAttachments', value: JSON.stringify([{ id: a!.id, isDeleted: true }, { id: b!.id, isDeleted: false }]) },
      { name: 'files', value: PNG, filename: 'c.png' },
    ]);
    const put = (headers: Headers, form = edit) => t.app.inject({ method: 'PUT', url: api(`/Messages/${note.messageId}/note`), headers: { ...headers, ...form.headers }, payload: form.payload });
    expect((await put(fdirCase)).statusCode).toBe(404);
    expect((await put(odApprover)).statusCode).toBe(403);
    const edited = await put(odCase);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<TNote>();
    expect(after.messageContent).toBe('Andre versjon');
    expect(after.auditUser.modifiedBy).not.toBeNull();
    expect(after.version).toBe(2);
    expect(after.attachments.map((x) => [x.name, x.isDeleted])).toEqual([['a.pdf', true], ['b.png', false], ['c.png', false]]);
    const json = await c.call('PUT', `/Messages/${note.messageId}/note`, odCase, { messageContent: 'Tredje', version: 2, editedAttachments: [{ id: a!.id, isDeleted: false }] });
    expect(json.json<TNote>().attachments.filter((x) => x.isDeleted)).toHaveLength(0);
    expect(json.json<TNote>().version).toBe(3);
    expect((await c.call('PUT', `/Messages/${note.messageId}/note`, odCase, { messageContent: '', version: 3 })).statusCode).toBe(400);
  });

  it('an edit names the version it began from: none, 0 or text is 400; of two edits begun from one version at once exactly one is stored (200) and the other answers 409 with the note now', async () => {
    const note = (await post(odCase, { messageContent: 'Utgangspunkt' })).json<TNote>();
    expect(note.version).toBe(1);
    expect((await c.call('GET', `/Messages/${note.messageId}/note`, odCase)).json<TNote>().version).toBe(1);
    const url = `/Messages/${note.messageId}/note`;
    for (const version of [undefined, 0, 1.5, 'en']) {
      const bad = await c.call('PUT', url, odCase, { messageContent: 'x', ...(version === undefined ? {} : { version }) });
      expect(bad.statusCode, String(version)).toBe(400);
      expect(bad.json().errors['body.version']).toEqual([NOTE_VALIDATION.versionRequired]);
    }
    const text = multipart([{ name: 'MessageContent', value: 'x' }, { name: 'Version', value: 'en' }]);
    expect((await t.app.inject({ method: 'PUT', url: api(url), headers: { ...odCase, ...text.headers }, payload: text.payload })).statusCode).toBe(400);
    // Two devices of the author save at once, both begun from version 1 (each with its own Idempotency-Key).
    const [a, b] = await Promise.all(
      ['Fra telefonen', 'Fra kontoret'].map((messageContent) => c.call('PUT', url, odCase, { messageContent, version: 1 })),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a!.statusCode === 200 ? [a!, b!] : [b!, a!];
    const winner = won.json<TNote>();
    expect(winner.version).toBe(2);
    expect(lost.headers['content-type']).toContain('application/problem+json');
    const problem = ZNoteConflictProblem.parse(lost.json());
    expect(problem).toMatchObject({ status: 409, detail: NOTE_PROBLEM.versionConflict, code: 'noteVersionConflict', version: 2 });
    expect(problem.current.messageContent).toBe(winner.messageContent);
    const stored = (await c.call('GET', url, odCase)).json<TNote>();
    expect(stored).toMatchObject({ messageContent: winner.messageContent, version: 2 });
    // Keep mine: the losing text sent again on the version now is stored; the stale one stays refused.
    const mine = lost === a ? 'Fra telefonen' : 'Fra kontoret';
    expect((await c.call('PUT', url, odCase, { messageContent: 'sent for sent', version: 1 })).statusCode).toBe(409);
    const kept = await c.call('PUT', url, odCase, { messageContent: mine, version: problem.version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<TNote>()).toMatchObject({ messageContent: mine, version: 3 });
  });

  it('deletes a note: 404 to another party, 403 to a colleague, 204 to its author, then gone', async () => {
    const note = (await post(odCase, { messageContent: 'Slett meg' })).json<TTimelineMessage>();
    expect((await c.call('DELETE', `/Messages/${note.messageId}/note`, fdirCase)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/Messages/${note.messageId}/note`, odApprover)).statusCode).toBe(403);
    expect((await c.call('DELETE', `/Messages/${note.messageId}/note`, odCase)).statusCode).toBe(204);
    expect((await c.call('GET', `/Messages/${note.messageId}/note`, odCase)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/Messages/${note.messageId}/note`, odCase)).statusCode).toBe(404);
  });

  it('sends a note once for repeats with the same Idempotency-Key (JSON and multipart)', async () => {
    const key = { 'idempotency-key': `note-${kind}-json` };
    const one = await post(kari, { messageContent: 'Én gang' }, key);
    const two = await post(kari, { messageContent: 'Én gang' }, key);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(201);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(two.json().messageId).toBe(one.json().messageId);
    expect((await post(kari, { messageContent: 'Noe annet' }, key)).statusCode).toBe(422);
    const form = () => multipart([{ name: 'MessageContent', value: 'Med fil, én gang' }, { name: 'files', value: PNG, filename: 'en.png' }]);
    const mkey = { 'idempotency-key': `note-${kind}-multipart` };
    const first = form();
    const m1 = await post(kari, first.payload, { ...first.headers, ...mkey });
    const second = form();
    const m2 = await post(kari, second.payload, { ...second.headers, ...mkey });
    expect(m1.statusCode).toBe(201);
    expect(m2.json().messageId).toBe(m1.json().messageId);
    expect((await timeline(kari)).filter((m) => m.messageContent === 'Med fil, én gang')).toHaveLength(1);
  });

  it('archives a regulator note into a PDF/A with the embedded font (æøå and ŋ read back), once; then it cannot change', async () => {
    const pdf = await pdfBytes('vedlegg');
    const form = multipart([
      { name: 'MessageContent', value: 'Vurdering: fartøyet «Havørn» skal følge ruten. Sámi: ŋ č đ š ŧ ž. Ærlig, søt, blå.' },
      { name: 'files', value: pdf, filename: 'Vurdering æøå.pdf' },
    ]);
    const note = (await post(odCase, form.payload, form.headers)).json<TTimelineMessage>();
    const company = (await post(kari, { messageContent: 'Selskapets notat' })).json<TTimelineMessage>();
    expect((await c.call('PUT', `/Messages/${company.messageId}/note/archive`, kari)).statusCode).toBe(403);
    expect((await c.call('PUT', `/Messages/${note.messageId}/note/archive`, fdirCase)).statusCode).toBe(404);
    const archived = await c.call('PUT', `/Messages/${note.messageId}/note/archive`, odApprover);
    expect(archived.statusCode, archived.body).toBe(200);
    const body = archived.json<TTimelineMessage>();
    expect(body.isArchived).toBe(true);
    expect(body.archivePdf?.name).toMatch(/^Notat-NKE-notes-.*\.pdf$/);
    expect(body.attachments).toHaveLength(1);
    expect((await c.call('PUT', `/Messages/${note.messageId}/note/archive`, odCase)).json().code).toBe('noteArchived');
    const changed = await c.call('PUT', `/Messages/${note.messageId}/note`, odCase, { messageContent: 'endret', version: archived.json<TNote>().version });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('noteArchived');
    expect((await c.call('DELETE', `/Messages/${note.messageId}/note`, odCase)).statusCode).toBe(409);
    const file = await c.call('POST', `/Messages/${note.messageId}/attachment/${body.archivePdf!.id}`, odCase);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const raw = bytes.toString('latin1');
    expect(raw).toContain('pdfaid:part');
    expect(raw).toMatch(/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    // The letters as the pdf carries them: poppler's pdftotext when installed, and our own reading of the text streams always.
    for (const text of [pdfText(bytes), pdfTextOf(bytes)]) {
      if (text === undefined) continue;
      for (const expected of ['Havørn', 'ŋ', 'č', 'đ', 'ŧ', 'Ærlig', 'søt', 'blå', 'æøå.pdf', `NKE-notes-${kind}`, 'Sokkeldirektoratet', 'Vedlegg', 'Skrevet av']) expect(text).toContain(expected);
    }
  });

  it('seeds demo notes of every party with small real files, each seen by its own party (safe to run again)', async () => {
    await seedDemoNotes(t.app.db, t.app.attachmentStore);
    await seedDemoNotes(t.app.db, t.app.attachmentStore);
    const troll = demoAcquisitionId(3);
    const od = (await c.call('GET', `/Acquisitions/${troll}/timeline`, odCase)).json<TTimelineMessage[]>().filter((m) => m.messageType === 6030);
    expect(od).toHaveLength(1);
    const company = (await c.call('GET', `/Acquisitions/${troll}/timeline`, kari)).json<TTimelineMessage[]>().filter((m) => m.messageType === 6040);
    expect(company[0]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'image/png']);
    const fdir = (await c.call('GET', `/Acquisitions/${troll}/timeline`, fdirCase)).json<TTimelineMessage[]>();
    expect(fdir.filter((m) => [6030, 6040].includes(m.messageType))).toEqual([]);
    for (const a of company[0]!.attachments) {
      const file = await c.call('POST', `/Messages/${company[0]!.messageId}/attachment/${a.id}`, kari);
      expect(file.statusCode).toBe(200);
      expect(sha256(file.rawPayload)).toBe(a.sha256);
    }
  });
});

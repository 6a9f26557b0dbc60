import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@/domain/contract';
import { MAX_UNFINISHED_UPLOAD_BYTES_PER_USER, MAX_UNFINISHED_UPLOADS_PER_USER, MAX_UPLOAD_BYTES, UPLOAD_QUOTA_CODE } from '@/domain/rules/uploads';
import { ATTACHMENT_PROBLEM } from '@/domain/schemas/attachments';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { acquisitions, attachments } from '@/server/db/schema/index';
import { EXE, multipart, pdfBytes, PNG, sha256, XLSX, ZIP } from './attachment-fixtures';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { api, createTestApp, DB_KINDS, type TestApp } from './helpers';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(DB_KINDS)('attachments (%s)', (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let kari: Headers;
  let kariOnBoard: Headers;
  let odCase: Headers;
  let fdirCase: Headers;
  let caseId: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = client(t);
    kari = await t.signIn('innmelder');
    // Kari again, in another session (the vessel's machine).
    kariOnBoard = await t.signIn('innmelder');
    odCase = await t.signIn('saksbehandler.od');
    fdirCase = await t.signIn('saksbehandler.fdir');
    const { acquisitionId } = (await c.create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    await t.app.db.update(acquisitions).set({ status: 20, name: `NKE-att-${kind}` }).where(eq(acquisitions.id, acquisitionId));
    caseId = acquisitionId;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  const postNote = (headers: Headers, parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return t.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...headers, ...form.headers }, payload: form.payload });
  };
  const withFile = (value: Buffer, filename: string) => [{ name: 'MessageContent', value: 'Notat' }, { name: 'files', value, filename }];
  const expectRefused = async (response: Awaited<ReturnType<typeof postNote>>, status: number, detail: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().detail).toBe(detail);
  };

  it('refuses a wrong extension, an empty file, a name of 1,000 characters, a program renamed .pdf, an Office file of another kind; nothing is kept', async () => {
    const before = (await t.app.db.select().from(attachments)).length;
    await expectRefused(await postNote(kari, withFile(PNG, 'bilde.exe')), 400, 'attachments:attachmentsExtensionDisallowedMessage');
    await expectRefused(await postNote(kari, withFile(Buffer.alloc(0), 'tom.pdf')), 400, 'attachments:attachmentsFileEmptyMessage');
    await expectRefused(await postNote(kari, withFile(PNG, `${'n'.repeat(996)}.png`)), 400, 'attachments:attachmentsFilenameDisallowedMessage');
    const program = await postNote(kari, withFile(EXE, 'rapport.pdf'));
    await expectRefused(program, 400, 'attachments:problems.executable');
    expect(program.json()).toMatchObject({ name: 'rapport.pdf', code: 'attachmentExecutable' });
    const mismatch = await postNote(kari, withFile(XLSX, 'tabell.docx'));
    await expectRefused(mismatch, 400, 'attachments:problems.contentMismatch');
    expect(mismatch.json()).toMatchObject({ expected: '.docx', detected: 'xlsx' });
    await expectRefused(await postNote(kari, withFile(ZIP, 'dokument.pdf')), 400, 'attachments:problems.contentMismatch');
    // A good file beside a bad one: the whole note is refused, the good file is not kept either.
    await expectRefused(await postNote(kari, [...withFile(PNG, 'ok.png'), { name: 'files', value: EXE, filename: 'x.png' }]), 400, 'attachments:problems.executable');
    expect((await t.app.db.select().from(attachments)).length).toBe(before);
    // The right kinds pass: an .xlsx, a plain .zip, an .xlsx inside .zip.
    for (const [bytes, name] of [[XLSX, 'tabell.xlsx'], [ZIP, 'pakke.zip'], [XLSX, 'tabell.zip']] as const) {
      expect((await postNote(kari, withFile(bytes, name))).statusCode, name).toBe(201);
    }
  });

  it('answers a broken multipart body, too many files and a multipart body to a JSON-only call with 4xx problem+json', async () => {
    const form = multipart([{ name: 'MessageContent', value: 'Notat' }, { name: 'files', value: PNG, filename: 'a.png' }]);
    const cut = form.payload.subarray(0, form.payload.length - 30);
    const broken = await t.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...kari, ...form.headers }, payload: cut });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/problem+json');
    const many = multipart([{ name: 'MessageContent', value: 'Mange' }, ...Array.from({ length: 21 }, (_, i) => ({ name: 'files', value: PNG, filename: `${i}.png` }))]);
    const tooMany = await t.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...kari, ...many.headers }, payload: many.payload });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('attachments:problems.tooMany');
    const noText = multipart([{ name: 'files', value: PNG, filename: 'a.png' }]);
    const missing = await t.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...kari, ...noText.headers }, payload: noText.payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors['body.messageContent']).toEqual(['attachments:notes.messageRequired']);
    const badIds = multipart([{ name: 'MessageContent', value: 'x' }, { name: 'attachmentIds', value: '[not json' }]);
    expect((await t.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...kari, ...badIds.headers }, payload: badIds.payload })).statusCode).toBe(400);
    const elsewhere = await t.app.inject({ method: 'PUT', url: api(`/Acquisitions/${caseId}/pause`), headers: { ...kari, ...form.headers }, payload: form.payload });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers['content-type']).toContain('application/problem+json');
  });

  it("stores a file named '../../x.pdf' under a generated key, shown as x.pdf", async () => {
    const pdf = await pdfBytes();
    const note = (await postNote(kari, withFile(pdf, '../../../etc/x.pdf'))).json<TTimelineMessage>();
    expect(note.attachments[0]!.name).toBe('x.pdf');
    const [row] = await t.app.db.select().from(attachments).where(eq(attachments.id, note.attachments[0]!.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    const root = path.join(t.app.config.dataDir, 'attachments', 'files');
    expect(existsSync(path.join(root, row!.storageKey.slice(0, 2), row!.storageKey))).toBe(true);
    expect(existsSync(path.join(t.app.config.dataDir, 'etc', 'x.pdf'))).toBe(false);
  });

  it.runIf(kind === 'pglite')('refuses 50 MB + 1 byte with 413 and accepts exactly 50 MB', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG.copy(big);
    await expectRefused(await postNote(kari, withFile(big, 'stor.png')), 413, 'attachments:attachmentsFilesizeDisallowedMessage');
    const exact = await postNote(kari, withFile(big.subarray(0, MAX_UPLOAD_BYTES), 'akkurat.png'));
    expect(exact.statusCode).toBe(201);
    expect(exact.json<TTimelineMessage>().attachments[0]!.size).toBe(MAX_UPLOAD_BYTES);
  }, 120_000);

  /** tus calls against the listening service. */
  const tus = {
    create: (headers: Headers, length: number, meta: Record<string, string>) =>
      fetch(`${base}${API_BASE}/Uploads`, {
        method: 'POST',
        headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`).join(',') },
      }),
    head: (headers: Headers, location: string) => fetch(`${base}${location}`, { method: 'HEAD', headers: { ...headers, 'tus-resumable': '1.0.0' } }),
    patch: (headers: Headers, location: string, offset: number, bytes: Buffer) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      }),
  };

  /** Sends `bytes` as a PATCH that announces `declared` bytes, then cuts the connection. */
  function cutPatch(headers: Headers, location: string, offset: number, bytes: Buffer, declared: number): Promise<void> {
    return new Promise((resolve) => {
      const url = new URL(`${base}${location}`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(declared) },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bytes, () => setTimeout(() => req.destroy(), 200));
    });
  }

  it('takes a resumable upload, cut halfway and continued from the confirmed offset, then links it to a note by id (hash checked)', async () => {
    const file = Buffer.concat([await pdfBytes('stor fil æøå'), Buffer.alloc(3_000_000, 7)]);
    const attachmentId = randomUUID();
    const meta = { attachmentId, acquisitionId: caseId, filename: 'Måleplan.pdf', sha256: sha256(file) };
    const created = await tus.create(kari, file.length, meta);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/DataAcquisition-service\/Uploads\/[0-9a-f]{32}$/);
    await cutPatch(kari, location, 0, file.subarray(0, 1_500_000), file.length);
    let offset = 0;
    await expect.poll(async () => (offset = Number((await tus.head(kari, location)).headers.get('upload-offset'))), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1_500_000);
    // Someone else cannot see or continue it.
    expect((await tus.head(odCase, location)).status).toBe(404);
    const rest = await tus.patch(kari, location, offset, file.subarray(offset));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get('x-attachment-sha256')).toBe(sha256(file));
    const note = await c.call('POST', `/Messages/${caseId}/note`, kari, { messageContent: 'Med stor fil', attachmentIds: [attachmentId] });
    expect(note.statusCode, note.body).toBe(201);
    const attached = note.json<TTimelineMessage>().attachments[0]!;
    expect(attached).toMatchObject({ id: attachmentId, name: 'Måleplan.pdf', size: file.length, sha256: sha256(file) });
    const back = await c.call('POST', `/Messages/${note.json().messageId}/attachment/${attachmentId}`, kari);
    expect(back.rawPayload.equals(file)).toBe(true);
    // The same id again: taken (the device takes that as done).
    const again = await tus.create(kari, file.length, meta);
    expect(again.status).toBe(409);
    expect(JSON.parse(await again.text())).toMatchObject({ code: 'attachmentIdTaken' });
  }, 60_000);

  it('creates one upload per file of an entry (issue 25): the same creation again answers the first upload with its offset; another user or size is not it', async () => {
    const file = Buffer.concat([await pdfBytes('to ganger'), Buffer.alloc(400_000, 3)]);
    const meta = { attachmentId: randomUUID(), acquisitionId: caseId, filename: 'Logg.pdf', sha256: sha256(file) };
    const first = await tus.create(kari, file.length, meta);
    expect(first.status).toBe(201);
    const location = first.headers.get('location')!;
    expect((await tus.patch(kari, location, 0, file.subarray(0, 100_000))).status).toBe(204);
    // The first answer was lost: the device asks again with the same file of the same entry.
    const again = await tus.create(kari, file.length, meta);
    expect(again.status).toBe(201);
    expect(again.headers.get('location')).toBe(location);
    expect(again.headers.get('upload-offset')).toBe('100000');
    // Another user's creation with the same attachment id is its own upload, never this one.
    const other = await tus.create(odCase, file.length, meta);
    expect(other.headers.get('location') ?? '').not.toBe(location);
    const rest = await tus.patch(kari, location, 100_000, file.subarray(100_000));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get('x-attachment-sha256')).toBe(sha256(file));
    // Finished: the id is taken (the device takes that as done), no new upload.
    expect((await tus.create(kari, file.length, meta)).status).toBe(409);
  }, 60_000);

  it('limits each user\'s unfinished uploads (issue 25): the 11th at once 429, past 200 MB declared together 413, problem+json the device keeps; a finished one frees its place', async () => {
    const approver = await t.signIn('godkjenner.od');
    const file = await pdfBytes('kvote');
    const metaOf = (name = 'Kvote.pdf') => ({ attachmentId: randomUUID(), acquisitionId: caseId, filename: name, sha256: sha256(file) });
    const locations: string[] = [];
    const metas: ReturnType<typeof metaOf>[] = [];
    for (let n = 0; n < MAX_UNFINISHED_UPLOADS_PER_USER; n++) {
      metas.push(metaOf());
      const created = await tus.create(approver, file.length, metas[n]!);
      expect(created.status, await created.clone().text()).toBe(201);
      locations.push(created.headers.get('location')!);
    }
    const refused = await tus.create(approver, file.length, metaOf());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toMatchObject({ status: 429, code: UPLOAD_QUOTA_CODE, detail: ATTACHMENT_PROBLEM.tooManyUnfinished, limit: MAX_UNFINISHED_UPLOADS_PER_USER });
    // The same file of an entry asked again is its own upload, not a new one: still answered.
    expect((await tus.create(approver, file.length, metas[0]!)).status).toBe(201);
    // One finishes: its place is free.
    expect((await tus.patch(approver, locations[0]!, 0, file)).status).toBe(204);
    expect((await tus.create(approver, file.length, metaOf())).status).toBe(201);

    // Bytes: four declared 50 MB uploads fill the 200 MB; one byte more is 413 (another user is not counted).
    const handler = await t.signIn('godkjenner.hi');
    for (let n = 0; n < 4; n++) expect((await tus.create(handler, MAX_UPLOAD_BYTES, metaOf('Stor.pdf'))).status).toBe(201);
    const tooBig = await tus.create(handler, file.length, metaOf());
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ status: 413, code: UPLOAD_QUOTA_CODE, detail: ATTACHMENT_PROBLEM.unfinishedBytes, limitMb: 200 });
    expect(MAX_UNFINISHED_UPLOAD_BYTES_PER_USER).toBe(4 * MAX_UPLOAD_BYTES);
    expect((await tus.create(kari, file.length, metaOf())).status).toBe(201);
  }, 120_000);

  it('refuses uploads without sign-in, with bad metadata, over 50 MB, on a case the user does not open, and bytes whose hash differs', async () => {
    const meta = { attachmentId: randomUUID(), acquisitionId: caseId, filename: 'a.png', sha256: sha256(PNG) };
    expect((await tus.create({}, PNG.length, meta)).status).toBe(401);
    expect((await tus.create(kari, PNG.length, { ...meta, sha256: 'abc' })).status).toBe(400);
    expect((await tus.create(kari, PNG.length, { ...meta, attachmentId: '../x' })).status).toBe(400);
    expect((await tus.create(kari, PNG.length, { ...meta, filename: 'a.exe' })).status).toBe(400);
    expect((await tus.create(kari, MAX_UPLOAD_BYTES + 1, meta)).status).toBe(413);
    expect((await tus.create(fdirCase, PNG.length, { ...meta, acquisitionId: randomUUID() })).status).toBe(404);
    expect((await fetch(`${base}${API_BASE}/Uploads/..%2F..%2Fetc`, { method: 'HEAD', headers: { ...kari, 'tus-resumable': '1.0.0' } })).status).toBe(404);
    const created = await tus.create(kari, PNG.length, { ...meta, sha256: sha256(Buffer.from('noe annet')) });
    const finished = await tus.patch(kari, created.headers.get('location')!, 0, PNG);
    expect(finished.status).toBe(400);
    expect(JSON.parse(await finished.text())).toMatchObject({ detail: 'attachments:problems.hashMismatch' });
    expect(await t.app.db.select().from(attachments).where(eq(attachments.id, meta.attachmentId))).toEqual([]);
    const program = { attachmentId: randomUUID(), acquisitionId: caseId, filename: 'rapport.pdf', sha256: sha256(EXE) };
    const exe = await tus.create(kari, EXE.length, program);
    expect((await tus.patch(kari, exe.headers.get('location')!, 0, EXE)).status).toBe(400);
  });

  it('links a file the service already holds by its hash instead of receiving it again, only where the viewer could read it', async () => {
    const pdf = await pdfBytes('allerede her');
    const note = (await postNote(kari, withFile(pdf, 'her.pdf'))).json<TTimelineMessage>();
    const ask = (headers: Headers, attachmentId: string, name = 'her igjen.pdf') =>
      c.call('POST', `/Acquisitions/${caseId}/attachments/held`, headers, { attachments: [{ attachmentId, sha256: sha256(pdf), size: pdf.length, name }] });
    const mine = randomUUID();
    expect((await ask(kariOnBoard, mine)).json()).toEqual({ attachments: [{ attachmentId: mine, held: true }] });
    expect((await ask(kariOnBoard, mine)).json()).toEqual({ attachments: [{ attachmentId: mine, held: true }] });
    const linked = await c.call('POST', `/Messages/${caseId}/note`, kariOnBoard, { messageContent: 'Samme fil', attachmentIds: [mine] });
    expect(linked.json<TTimelineMessage>().attachments[0]).toMatchObject({ id: mine, name: 'her igjen.pdf', sha256: sha256(pdf) });
    // The regulator does not see the company's note: the hash gives it nothing.
    const theirs = randomUUID();
    expect((await ask(odCase, theirs)).json()).toEqual({ attachments: [{ attachmentId: theirs, held: false }] });
    // Another type's name for the same bytes: upload instead.
    const renamed = randomUUID();
    expect((await ask(kari, renamed, 'her.docx')).json().attachments[0].held).toBe(false);
    expect((await c.call('POST', `/Acquisitions/${caseId}/attachments/held`, kari, { attachments: [] })).statusCode).toBe(400);
    expect(note.attachments).toHaveLength(1);
  });

  it('answers 409 attachmentsNotUploaded naming the ids a note names but the service lacks; another user\'s upload is not theirs to link', async () => {
    const missing = randomUUID();
    const refused = await c.call('POST', `/Messages/${caseId}/note`, kari, { messageContent: 'Mangler fil', attachmentIds: [missing] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'attachmentsNotUploaded', missing });
    const attachmentId = randomUUID();
    const created = await tus.create(kari, PNG.length, { attachmentId, acquisitionId: caseId, filename: 'b.png', sha256: sha256(PNG) });
    expect((await tus.patch(kari, created.headers.get('location')!, 0, PNG)).status).toBe(204);
    const stolen = await c.call('POST', `/Messages/${caseId}/note`, odCase, { messageContent: 'Ikke min', attachmentIds: [attachmentId] });
    expect(stolen.statusCode).toBe(409);
    expect((await c.call('POST', `/Messages/${caseId}/note`, kari, { messageContent: 'Min', attachmentIds: [attachmentId] })).statusCode).toBe(201);
  });
});

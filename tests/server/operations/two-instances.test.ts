import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/domain/contract';
import type { TTimelineMessage } from '../../../src/domain/schemas/messages';
import { acquisitions } from '../../../src/server/db/schema/index';
import { multipart, pdfBytes, sha256 } from '../attachment-fixtures';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from '../draft-fixtures';
import { api, DB_KINDS, type TestApp } from '../helpers';
import { createPostgresDatabase, instanceOn } from './instances';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** FILE_STORE=postgres: two service instances on one PostgreSQL share the files and the resumable uploads. */
describe.skipIf(!DB_KINDS.includes('postgres'))('two instances sharing files through PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let caseId: string;
  let kariA: Headers;
  let kariB: Headers;

  beforeAll(async () => {
    database = await createPostgresDatabase('test_two');
    a = await instanceOn(database.url);
    b = await instanceOn(database.url);
    kariA = await a.signIn('innmelder');
    kariB = await b.signIn('innmelder');
    const { acquisitionId } = (await client(a).create(kariA, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    await a.app.db.update(acquisitions).set({ status: 20, name: 'NKE-two' }).where(eq(acquisitions.id, acquisitionId));
    caseId = acquisitionId;
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  }, 600_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('serves a file sent with a note through A from B', async () => {
    const pdf = await pdfBytes('fra A');
    const form = multipart([{ name: 'MessageContent', value: 'Notat via A' }, { name: 'files', value: pdf, filename: 'fra-a.pdf' }]);
    const note = await a.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...kariA, ...form.headers }, payload: form.payload });
    expect(note.statusCode, note.body).toBe(201);
    const written = note.json<TTimelineMessage>();
    const fromB = await client(b).call('POST', `/Messages/${written.messageId}/attachment/${written.attachments[0]!.id}`, kariB);
    expect(fromB.statusCode).toBe(200);
    expect(sha256(fromB.rawPayload)).toBe(sha256(pdf));
  });

  it('goes on with a resumable upload through B from the offset A confirmed, and both serve the file', async () => {
    const file = Buffer.concat([await pdfBytes('stor fil'), Buffer.alloc(4_000_000, 9)]);
    const attachmentId = randomUUID();
    const meta = { attachmentId, acquisitionId: caseId, filename: 'Måleplan.pdf', sha256: sha256(file) };
    const tusHeaders = { 'tus-resumable': '1.0.0' };
    const created = await fetch(`${baseA}${API_BASE}/Uploads`, {
      method: 'POST',
      headers: { ...kariA, ...tusHeaders, 'upload-length': String(file.length), 'upload-metadata': Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`).join(',') },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    // Through A: 2.5 MB of the bytes, then the link is cut (as when A dies).
    await new Promise<void>((resolve) => {
      const url = new URL(`${baseA}${location}`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: { ...kariA, ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(file.length) },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(file.subarray(0, 2_500_000), () => setTimeout(() => req.destroy(), 300));
    });
    // B answers the offset A confirmed (what the database holds) once A has let go of the upload's lock.
    let offset = 0;
    await expect
      .poll(async () => (offset = Number((await fetch(`${baseB}${location}`, { method: 'HEAD', headers: { ...kariB, ...tusHeaders } })).headers.get('upload-offset'))), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(1_048_576);
    expect(offset).toBeLessThanOrEqual(2_500_000);
    const rest = await fetch(`${baseB}${location}`, {
      method: 'PATCH',
      headers: { ...kariB, ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(file.subarray(offset)),
    });
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get('x-attachment-sha256')).toBe(sha256(file));
    const note = await client(b).call('POST', `/Messages/${caseId}/note`, kariB, { messageContent: 'Med stor fil', attachmentIds: [attachmentId] });
    expect(note.statusCode, note.body).toBe(201);
    const messageId = note.json<TTimelineMessage>().messageId;
    for (const [instance, headers] of [
      [a, kariA],
      [b, kariB],
    ] as const) {
      const back = await client(instance).call('POST', `/Messages/${messageId}/attachment/${attachmentId}`, headers);
      expect(back.statusCode).toBe(200);
      expect(sha256(back.rawPayload)).toBe(sha256(file));
    }
  }, 120_000);
});

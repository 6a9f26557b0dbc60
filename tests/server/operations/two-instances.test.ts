import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../src/domain/contract';
import type { TTimelineMessage } from '../../../src/domain/schemas/messages';
import { acquisitions } from '../../../src/server/db/schema/index';
import { multipart, pdfBytes, sha256 } from '../attachment-fixtures';
import { client, SEISMIC_3D_PETROLEUM, type Headers } from '../draft-fixtures';
import idp from '../../../locales/nb/idp.json' with { type: 'json' };
import { LOGIN_LIMITS } from '../../../src/server/auth/idp/login-throttle';
import { DEV_CLIENT_ID } from '../../../src/server/config';
import { api, DB_KINDS, type TestApp } from '../helpers';
import { authorizeRequest, Browser, freePort, signInAtProvider } from '../oidc-flow';
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
    const [portA, portB] = [await freePort(), await freePort()];
    baseA = `http://127.0.0.1:${portA}`;
    baseB = `http://127.0.0.1:${portB}`;
    a = await instanceOn(database.url, { port: portA, publicUrl: baseA });
    b = await instanceOn(database.url, { port: portB, publicUrl: baseB });
    kariA = await a.signIn('innmelder');
    kariB = await b.signIn('innmelder');
    const { acquisitionId } = (await client(a).create(kariA, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    await a.app.db.update(acquisitions).set({ status: 20, name: 'NKE-two' }).where(eq(acquisitions.id, acquisitionId));
    caseId = acquisitionId;
    await a.app.listen({ port: portA, host: '127.0.0.1' });
    await b.app.listen({ port: portB, host: '127.0.0.1' });
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

  it('counts failed sign-ins at both instances against one limit', async () => {
    const signIn = async (base: string, password: string) =>
      signInAtProvider(new Browser(), base, await authorizeRequest(base, DEV_CLIENT_ID), 'godkjenner.hi', password);
    const half = LOGIN_LIMITS.perAccount / 2;
    const statuses: number[] = [];
    for (let i = 0; i < half; i++) statuses.push((await signIn(baseA, `feil-a-${i}`)).status!);
    for (let i = 0; i < half; i++) statuses.push((await signIn(baseB, `feil-b-${i}`)).status!);
    expect(statuses).toEqual(Array(LOGIN_LIMITS.perAccount).fill(401));
    // The limit is reached across the two: both refuse the right password now.
    for (const base of [baseA, baseB]) {
      const refused = await signIn(base, 'meldesystem');
      expect(refused.status).toBe(429);
      expect(refused.loginPage).toContain(idp.throttled.replace('{{minutes}}', '15'));
    }
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@/domain/contract';
import { MAX_UNFINISHED_UPLOADS_PER_USER, MAX_UPLOAD_BYTES, UPLOAD_QUOTA_CODE } from '@/domain/rules/uploads';
import { ATTACHMENT_PROBLEM } from '@/domain/schemas/attachments';
import { uploadRecords } from '@/server/db/schema/index';
import { demoUser } from '@/server/db/seed/demo-users';
import { pdfBytes, sha256 } from './attachment-fixtures';
import type { Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/** Demo acquisition 3 (Troll havbunn, ongoing), which the company's users and the authorities open. */
const CASE = 'a6000000-0000-4000-a000-000000000003';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * The per-user upload limit (issue 25) holds under creations at once: the quick check before tus may be passed by
 * all of them; the store checks again and writes the record under one per-user lock (PostgreSQL: an advisory
 * transaction lock, so through any instance; disk: in turn on the one instance). Exactly the limit is stored, every
 * other creation is refused with the limit's problem+json (429 count, 413 bytes), never a 500.
 */
const SETUPS = [
  ...(DB_KINDS.includes('postgres') ? [{ kind: 'postgres' as const, fileStore: 'postgres' as const }] : []),
  { kind: 'pglite' as const, fileStore: 'disk' as const },
];

describe.each(SETUPS)('upload limit under creations at once ($kind, FILE_STORE=$fileStore)', ({ kind, fileStore }) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { fileStore });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const create = (headers: Headers, length: number, name = 'Samtidig.pdf', hash = 'a'.repeat(64)) =>
    fetch(`${base}${API_BASE}/Uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': Object.entries({ attachmentId: randomUUID(), acquisitionId: CASE, filename: name, sha256: hash })
          .map(([key, value]) => `${key} ${b64(value)}`)
          .join(','),
      },
    });

  /** The user's unfinished uploads as the store holds them (FILE_STORE=postgres). */
  const stored = async (username: string) =>
    (await t.app.db.select({ id: uploadRecords.id }).from(uploadRecords).where(sql`${uploadRecords.record} -> 'metadata' ->> 'uploadedBy' = ${demoUser(username).id}`)).length;

  const settle = async (answers: Response[]) =>
    Promise.all(answers.map(async (answer) => ({ status: answer.status, type: answer.headers.get('content-type') ?? '', retry: answer.headers.get('retry-after'), body: await answer.text() })));

  it('stores exactly the most unfinished uploads a user may have when more are created at once; the rest get 429 problem+json', async () => {
    const kari = await t.signIn('innmelder');
    const file = await pdfBytes('samtidig');
    const extra = 5;
    const answers = await settle(await Promise.all(Array.from({ length: MAX_UNFINISHED_UPLOADS_PER_USER + extra }, () => create(kari, file.length, 'Samtidig.pdf', sha256(file)))));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(answers.filter((answer) => answer.status >= 500), JSON.stringify(answers)).toEqual([]);
    expect(created).toHaveLength(MAX_UNFINISHED_UPLOADS_PER_USER);
    expect(refused).toHaveLength(extra);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.type).toContain('application/problem+json');
      expect(answer.retry).toBe('600');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 429, code: UPLOAD_QUOTA_CODE, detail: ATTACHMENT_PROBLEM.tooManyUnfinished, limit: MAX_UNFINISHED_UPLOADS_PER_USER });
    }
    if (fileStore === 'postgres') expect(await stored('innmelder')).toBe(MAX_UNFINISHED_UPLOADS_PER_USER);
  }, 60_000);

  it('lets no more than 200 MB be declared together when large uploads are created at once: the fifth 50 MB one gets 413 problem+json', async () => {
    const odCase = await t.signIn('saksbehandler.od');
    const answers = await settle(await Promise.all(Array.from({ length: 6 }, () => create(odCase, MAX_UPLOAD_BYTES, 'Stor.pdf'))));
    expect(answers.filter((answer) => answer.status >= 500), JSON.stringify(answers)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual([413, 413]);
    for (const answer of refused) {
      expect(answer.type).toContain('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 413, code: UPLOAD_QUOTA_CODE, detail: ATTACHMENT_PROBLEM.unfinishedBytes, limitMb: 200 });
    }
    if (fileStore === 'postgres') expect(await stored('saksbehandler.od')).toBe(4);
  }, 60_000);
});

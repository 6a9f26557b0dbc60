import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@/domain/contract';
import { pdfBytes, sha256 } from './attachment-fixtures';
import type { Headers } from './draft-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from './helpers';

/** Demo acquisition 3 (Troll havbunn, ongoing), which the company's users and the authorities open. */
const CASE = 'a6000000-0000-4000-a000-000000000003';
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Users with room for 10 unfinished uploads each. */
const USERS = ['innmelder', 'saksbehandler.od', 'saksbehandler.fdir'];
const PER_USER = 9;
/** The lock pool's connections (LOCK_CONNECTIONS in advisory-locker.ts; the service's own pool has 20). */
const LOCK_CONNECTIONS = 10;

/**
 * FILE_STORE=postgres: each upload being written holds a PostgreSQL advisory lock on a connection for as long as its
 * PATCH lasts. With the locks on the service's own pool (20 connections), 20 slow uploads at once took every
 * connection: their own chunk writes and every other user's calls waited for one that never came. The locks have a
 * pool of their own now, so the service keeps answering and the uploads finish.
 */
describe.skipIf(!DB_KINDS.includes('postgres'))('many uploads at once on PostgreSQL (FILE_STORE=postgres)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('postgres', { fileStore: 'postgres' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  async function create(headers: Headers, file: Buffer): Promise<string> {
    const answer = await fetch(`${base}${API_BASE}/Uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        ...TUS,
        'upload-length': String(file.length),
        'upload-metadata': Object.entries({ attachmentId: randomUUID(), acquisitionId: CASE, filename: 'Samtidig.pdf', sha256: sha256(file) })
          .map(([key, value]) => `${key} ${b64(value)}`)
          .join(','),
      },
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return answer.headers.get('location')!;
  }

  /** A PATCH that sends the first half of the file and then holds its upload (and lock) until finished. */
  function slowPatch(headers: Headers, location: string, file: Buffer) {
    const url = new URL(`${base}${location}`);
    let request!: ClientRequest;
    const answered = new Promise<number>((resolve, reject) => {
      request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'PATCH',
          headers: { ...headers, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(file.length) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
    });
    request.write(file.subarray(0, file.length >> 1));
    return { answered, finish: () => request.end(file.subarray(file.length >> 1)) };
  }

  it('answers other calls while more uploads are written at once than the service has connections, and all of them finish', async () => {
    const file = await pdfBytes('mange samtidig');
    const signedIn = await Promise.all(USERS.map((username) => t.signIn(username)));
    const locations = await Promise.all(signedIn.flatMap((headers) => Array.from({ length: PER_USER }, async () => ({ headers, location: await create(headers, file) }))));
    expect(locations.length).toBeGreaterThan(LOCK_CONNECTIONS);
    const patches = locations.map(({ headers, location }) => slowPatch(headers, location, file));
    // Every upload the lock pool can hold is under way (the rest wait for a lock connection).
    await expect
      .poll(async () => {
        const held = (await t.app.db.execute(sql`select count(*)::text as n from pg_locks where locktype = 'advisory' and classid = ${0x747573}`)) as unknown as { rows: { n: string }[] };
        return Number(held.rows[0]?.n);
      }, { timeout: 20_000 })
      .toBe(LOCK_CONNECTIONS);
    // Another user's call that needs the database is answered at once.
    const hi = await t.signIn('saksbehandler.hi');
    const started = Date.now();
    const timeline = await fetch(`${base}${API_BASE}/Acquisitions/${CASE}/timeline`, { headers: hi, signal: AbortSignal.timeout(10_000) });
    expect(timeline.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const patch of patches) patch.finish();
    // The uploads past the lock pool waited their turn and are written too.
    expect(await Promise.all(patches.map((patch) => patch.answered))).toEqual(patches.map(() => 204));
  }, 90_000);
});

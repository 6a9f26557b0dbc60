import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTimelineMessage } from '../../../src/domain/schemas/messages';
import { acquisitions } from '../../../src/server/db/schema/index';
import { multipart, pdfBytes, sha256 } from '../attachment-fixtures';
import { client, SEISMIC_3D_PETROLEUM } from '../draft-fixtures';
import { api, DB_KINDS, type TestApp } from '../helpers';
import { createPostgresDatabase, instanceOn } from './instances';

const run = promisify(execFile);

/** README 'Backup and restore': pg_dump of a database with its files in it, restored into a fresh one, served again. */
describe.skipIf(!DB_KINDS.includes('postgres'))('backup and restore (FILE_STORE=postgres)', () => {
  const databases: Awaited<ReturnType<typeof createPostgresDatabase>>[] = [];
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'meldesystem-backup-'));
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the restored cases and files from a fresh database', async () => {
    const source = await createPostgresDatabase('test_backup');
    databases.push(source);
    const original: TestApp = await instanceOn(source.url);
    let caseId: string;
    let messageId: string;
    let attachmentId: string;
    const pdf = await pdfBytes('sikkerhetskopi æøå');
    try {
      const kari = await original.signIn('innmelder');
      caseId = (await client(original).create(kari, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>().acquisitionId;
      await original.app.db.update(acquisitions).set({ status: 20, name: 'NKE-backup' }).where(eq(acquisitions.id, caseId));
      const form = multipart([{ name: 'MessageContent', value: 'Før sikkerhetskopien' }, { name: 'files', value: pdf, filename: 'kopi.pdf' }]);
      const note = await original.app.inject({ method: 'POST', url: api(`/Messages/${caseId}/note`), headers: { ...kari, ...form.headers }, payload: form.payload });
      expect(note.statusCode, note.body).toBe(201);
      ({ messageId } = note.json<TTimelineMessage>());
      attachmentId = note.json<TTimelineMessage>().attachments[0]!.id;
    } finally {
      await original.close();
    }

    const dump = path.join(dir, 'meldesystem.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, source.url]);
    const restored = await createPostgresDatabase('test_restored');
    databases.push(restored);
    await run('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump]);
    await source.drop();

    const again = await instanceOn(restored.url);
    try {
      expect((await again.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      const kari = await again.signIn('innmelder');
      const acquisition = await client(again).call('GET', `/Acquisitions/${caseId}`, kari);
      expect(acquisition.statusCode, acquisition.body).toBe(200);
      expect(acquisition.json()).toMatchObject({ name: 'NKE-backup' });
      const file = await client(again).call('POST', `/Messages/${messageId}/attachment/${attachmentId}`, kari);
      expect(file.statusCode).toBe(200);
      expect(sha256(file.rawPayload)).toBe(sha256(pdf));
    } finally {
      await again.close();
    }
  }, 600_000);
});

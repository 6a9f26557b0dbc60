import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/web/api/session-storage';
import { db, OfflineDatabase } from '@/web/offline/db';
import { captureFile } from '@/web/offline/file-capture';
import { deleteStoredFiles, FILE_CHUNK_BYTES, readStoredFile, readStoredSlice } from '@/web/offline/file-store';
import { checkReceipt } from '@/web/offline/message-files';
import { discardEntry } from '@/web/offline/outbox-actions';
import { enqueue, removeEntries, waitingEntries } from '@/web/offline/outbox-queue';
import { saveMessageWithFiles } from '@/web/offline/message-outbox';
import { reportServiceReachable } from '@/web/offline/online-status';
import { createNoteCall } from '@/domain/schemas/notes';
import { confirmedOffsets, dexieUrlStorage, keepConfirmedOffset } from '@/web/offline/upload-resume-store';
import { memoryStorage } from './memory-storage';

function tokenFor(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub })}.signature`;
}

/** Bytes that differ at every position (a wrong offset shows). */
function bytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) out[index] = (index * 7 + (index >> 8)) & 0xff;
  return out;
}

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  setToken(tokenFor('user-a'));
  await Promise.all([db.outbox.clear(), db.files.clear(), db.fileChunks.clear(), db.uploads.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe('files kept on the device for a message', () => {
  it('stores a file as ArrayBuffer chunks of 4 MB, hashed once with SHA-256, and reads any slice back', async () => {
    const content = bytes(FILE_CHUNK_BYTES * 2 + 12345);
    const file = new File([content as BlobPart], 'seismikk.zip', { type: 'application/zip', lastModified: 5 });
    const record = await captureFile({ id: 'f1', file }, 'note:1');
    expect(record).toMatchObject({ id: 'f1', name: 'seismikk.zip', size: content.length, chunkCount: 3 });
    expect(record.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const chunks = await db.fileChunks.where('fileId').equals('f1').sortBy('index');
    expect(chunks.map((chunk) => chunk.data.byteLength)).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 12345]);
    expect(chunks.every((chunk) => chunk.data instanceof ArrayBuffer)).toBe(true);
    // A slice across a chunk boundary, one inside a chunk, the tail and past the end.
    const across = await readStoredSlice(record, FILE_CHUNK_BYTES - 10, FILE_CHUNK_BYTES + 10);
    expect(Array.from(across)).toEqual(Array.from(content.slice(FILE_CHUNK_BYTES - 10, FILE_CHUNK_BYTES + 10)));
    expect(Array.from(await readStoredSlice(record, 3, 9))).toEqual(Array.from(content.slice(3, 9)));
    const tail = await readStoredSlice(record, content.length - 5, content.length + 100);
    expect(Array.from(tail)).toEqual(Array.from(content.slice(-5)));
    const whole = new Uint8Array(await (await readStoredFile(record)).arrayBuffer());
    expect(createHash('sha256').update(whole).digest('hex')).toBe(record.sha256);
  });

  it('survives a reload: another connection to the same database finds the file whole', async () => {
    const content = bytes(1000);
    await captureFile({ id: 'f2', file: new File([content as BlobPart], 'a.pdf') }, 'note:2');
    const reopened = new OfflineDatabase();
    const record = await reopened.files.get('f2');
    expect(record?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(await reopened.fileChunks.where('fileId').equals('f2').count()).toBe(1);
    reopened.close();
  });

  it('keeps the tus resume state by fingerprint and removes it with the file', async () => {
    await captureFile({ id: 'f3', file: new File(['abc'], 'a.pdf') }, 'note:3');
    const key = await dexieUrlStorage.addUpload('f3', {
      size: 3,
      metadata: { attachmentId: 'f3' },
      creationTime: new Date().toISOString(),
      urlStorageKey: '',
      uploadUrl: '/DataAcquisition-service/Uploads/abc',
      parallelUploadUrls: null,
    });
    const found = await dexieUrlStorage.findUploadsByFingerprint('f3');
    expect(found).toEqual([expect.objectContaining({ urlStorageKey: key, uploadUrl: '/DataAcquisition-service/Uploads/abc' })]);
    await deleteStoredFiles(['f3']);
    expect(await db.files.count()).toBe(0);
    expect(await db.fileChunks.count()).toBe(0);
    expect(await db.uploads.count()).toBe(0);
  });

  it('keeps the last offset the service confirmed (never lowered), readable by another connection after a closed tab', async () => {
    await captureFile({ id: 'f4', file: new File(['abcdef'], 'b.pdf') }, 'note:4');
    await dexieUrlStorage.addUpload('f4', {
      size: 6,
      metadata: { attachmentId: 'f4' },
      creationTime: new Date().toISOString(),
      urlStorageKey: '',
      uploadUrl: '/DataAcquisition-service/Uploads/def',
      parallelUploadUrls: null,
    });
    expect(await confirmedOffsets(['f4', 'none'])).toEqual(new Map([['f4', 0]]));
    await keepConfirmedOffset('f4', 4);
    await keepConfirmedOffset('f4', 2);
    const reopened = new OfflineDatabase();
    await reopened.open();
    expect((await reopened.uploads.where('fingerprint').equals('f4').first())?.offset).toBe(4);
    reopened.close();
    expect(await confirmedOffsets(['f4'])).toEqual(new Map([['f4', 4]]));
  });

  it('an outbox entry with files is never merged into, and removing it removes its files', async () => {
    await captureFile({ id: 'f4', file: new File(['one'], 'a.pdf') }, 'note:4');
    await captureFile({ id: 'f5', file: new File(['two'], 'b.pdf') }, 'note:4');
    const common = { method: 'PUT' as const, path: '/Messages/{id}/note', params: { id: 'n4' }, entityId: 'note:4', label: 'Endre notat' };
    await enqueue({ ...common, key: 'k1', body: { attachmentIds: ['f4'] }, attachments: { acquisitionId: 'a', fileIds: ['f4'] } });
    await enqueue({ ...common, key: 'k2', body: { attachmentIds: ['f5'] }, attachments: { acquisitionId: 'a', fileIds: ['f5'] } });
    const entries = await waitingEntries('note:4');
    expect(entries.map((entry) => entry.key)).toEqual(['k1', 'k2']);
    await removeEntries([entries[0]!]);
    expect((await db.files.toArray()).map((file) => file.id)).toEqual(['f5']);
    expect(await db.fileChunks.where('fileId').equals('f4').count()).toBe(0);
  });

  it('a note written with no network waits with its files (ids in the body), and discarding it removes them', async () => {
    reportServiceReachable(false);
    try {
      const file = new File([bytes(5000) as BlobPart], 'logg.pdf', { lastModified: 9 });
      const result = await saveMessageWithFiles({
        contract: createNoteCall,
        params: { id: '00000000-0000-4000-8000-000000000001' },
        body: { messageContent: 'Skrevet om bord', capturedAt: '2026-11-23T10:00:00+01:00' },
        files: [{ id: '00000000-0000-4000-8000-0000000000f1', file }],
        acquisitionId: '00000000-0000-4000-8000-000000000001',
        entityId: 'note:n1',
        label: 'Nytt notat',
      });
      expect(result.status).toBe('queued');
      const [entry] = await waitingEntries('note:n1');
      expect(entry).toMatchObject({
        method: 'POST',
        path: '/Messages/{id}/note',
        body: { messageContent: 'Skrevet om bord', attachmentIds: ['00000000-0000-4000-8000-0000000000f1'] },
        attachments: { acquisitionId: '00000000-0000-4000-8000-000000000001', fileIds: ['00000000-0000-4000-8000-0000000000f1'] },
      });
      const stored = await db.files.get('00000000-0000-4000-8000-0000000000f1');
      expect(stored?.sha256).toBe(createHash('sha256').update(bytes(5000)).digest('hex'));
      await discardEntry(entry!.id);
      expect(await db.files.count()).toBe(0);
      expect(await db.fileChunks.count()).toBe(0);
    } finally {
      reportServiceReachable(true);
    }
  });

  it('drops the copy only on a receipt that lists every file with the hash taken at capture', async () => {
    const record = await captureFile({ id: 'f9', file: new File(['innhold'], 'a.pdf') }, 'note:9');
    const entry = { attachments: { acquisitionId: 'a', fileIds: ['f9'] } } as never;
    expect(await checkReceipt(entry, { attachments: [{ id: 'f9', sha256: record.sha256 }] })).toBeNull();
    expect(await checkReceipt(entry, { attachments: [{ id: 'f9', sha256: '0'.repeat(64) }] })).toMatchObject({ kind: 'failed' });
    expect(await checkReceipt(entry, { attachments: [] })).toMatchObject({ kind: 'failed' });
    // An answer that is no message (no attachments listed) is not checked.
    expect(await checkReceipt(entry, { ok: true })).toBeNull();
  });
});

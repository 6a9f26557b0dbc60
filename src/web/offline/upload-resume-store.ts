import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { loadDatabase, loadedDatabase } from './database';
import { guardStorage } from './storage-error';

/**
 * tus-js-client's urlStorage in IndexedDB (not localStorage): where an interrupted upload continues, keyed by the
 * fingerprint, which is the attachment's id, never the file's name and date (a file read back from IndexedDB has
 * neither). It survives reloads and closed tabs with the file it belongs to, and goes with it (deleteStoredFiles).
 */
export const dexieUrlStorage: UrlStorage = {
  async findAllUploads() {
    const db = loadedDatabase() ?? (await loadDatabase());
    return (await db.uploads.toArray()).map(toPrevious);
  },
  async findUploadsByFingerprint(fingerprint) {
    const db = loadedDatabase() ?? (await loadDatabase());
    return (await db.uploads.where('fingerprint').equals(fingerprint).toArray()).map(toPrevious);
  },
  async removeUpload(urlStorageKey) {
    const db = loadedDatabase() ?? (await loadDatabase());
    await guardStorage(() => db.uploads.delete(urlStorageKey));
  },
  async addUpload(fingerprint, upload) {
    const db = loadedDatabase() ?? (await loadDatabase());
    const urlStorageKey = `tus::${fingerprint}::${crypto.randomUUID()}`;
    await guardStorage(() =>
      db.uploads.put({
        urlStorageKey,
        fingerprint,
        size: upload.size,
        metadata: upload.metadata,
        creationTime: upload.creationTime,
        uploadUrl: upload.uploadUrl,
        parallelUploadUrls: upload.parallelUploadUrls,
      }),
    );
    return urlStorageKey;
  },
};

/**
 * Keeps the last offset the service confirmed for the file's upload (its fingerprint is the attachment's id), so a page
 * opened again after the tab was closed mid-upload knows how far it came before it asks the service.
 */
export async function keepConfirmedOffset(fingerprint: string, offset: number): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await guardStorage(() =>
    db.uploads
      .where('fingerprint')
      .equals(fingerprint)
      .modify((record) => {
        record.offset = Math.max(record.offset ?? 0, offset);
      }),
  );
}

/** The last offset the service confirmed for each of the files' uploads (0 when none is kept). */
export async function confirmedOffsets(fingerprints: readonly string[]): Promise<Map<string, number>> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const offsets = new Map<string, number>();
  if (fingerprints.length === 0) return offsets;
  const records = await db.uploads.where('fingerprint').anyOf([...fingerprints]).toArray();
  for (const record of records) offsets.set(record.fingerprint, Math.max(offsets.get(record.fingerprint) ?? 0, record.offset ?? 0));
  return offsets;
}

function toPrevious(record: {
  urlStorageKey: string;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
}): PreviousUpload {
  return {
    urlStorageKey: record.urlStorageKey,
    size: record.size,
    metadata: record.metadata,
    creationTime: record.creationTime,
    uploadUrl: record.uploadUrl,
    parallelUploadUrls: record.parallelUploadUrls,
  };
}

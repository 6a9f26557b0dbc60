import type { StoredFileRecord } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { guardStorage } from './storage-error';

/** Size of one stored piece of a file: 4 MB (1-5 MB keeps each IndexedDB write small and a 50 MB file in 13). */
export const FILE_CHUNK_BYTES = 4 * 1024 * 1024;

/** The bytes start..end (end exclusive) of a stored file, read from the chunks that hold them. */
export async function readStoredSlice(
  file: StoredFileRecord,
  start: number,
  end: number,
): Promise<Uint8Array> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const last = Math.min(end, file.size);
  if (last <= start) return new Uint8Array(0);
  const first = Math.floor(start / file.chunkBytes);
  const final = Math.floor((last - 1) / file.chunkBytes);
  const keys: [string, number][] = [];
  for (let index = first; index <= final; index += 1) keys.push([file.id, index]);
  const chunks = await db.fileChunks.bulkGet(keys);
  const out = new Uint8Array(last - start);
  let written = 0;
  chunks.forEach((chunk, offset) => {
    if (!chunk) throw new Error(`Stored file ${file.id} misses chunk ${first + offset}`);
    const chunkStart = (first + offset) * file.chunkBytes;
    const from = Math.max(start, chunkStart) - chunkStart;
    const to = Math.min(last, chunkStart + chunk.data.byteLength) - chunkStart;
    out.set(new Uint8Array(chunk.data, from, to - from), written);
    written += to - from;
  });
  return out;
}

/** The whole stored file as a File again (for a call that sends it in one piece). */
export async function readStoredFile(file: StoredFileRecord): Promise<File> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const chunks = await db.fileChunks.where('fileId').equals(file.id).sortBy('index');
  if (chunks.length !== file.chunkCount) throw new Error(`Stored file ${file.id} is incomplete`);
  return new File(
    chunks.map((chunk) => chunk.data),
    file.name,
    { type: file.type, lastModified: file.lastModified },
  );
}

export async function storedFiles(ids: readonly string[]): Promise<(StoredFileRecord | undefined)[]> {
  const db = loadedDatabase() ?? (await loadDatabase());
  return db.files.bulkGet([...ids]);
}

/** Removes stored files with their chunks and resume state. */
export async function deleteStoredFiles(ids: readonly string[]): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  if (ids.length === 0) return;
  await guardStorage(() =>
    db.transaction('rw', db.files, db.fileChunks, db.uploads, async () => {
      await db.fileChunks
        .where('fileId')
        .anyOf([...ids])
        .delete();
      await db.uploads
        .where('fingerprint')
        .anyOf([...ids])
        .delete();
      await db.files.bulkDelete([...ids]);
    }),
  );
}

let persistAsked = false;

/**
 * Asks the browser once per page to keep this site's storage under pressure (navigator.storage.persist()), when the
 * first file is queued: without it, queued files may be evicted. Answers whether storage is persistent.
 */
export async function askPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    if (persistAsked) return false;
    persistAsked = true;
    return await storage.persist();
  } catch {
    return false;
  }
}

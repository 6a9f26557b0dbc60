import { createSHA256 } from 'hash-wasm';
import { db, type StoredFileRecord } from './db';
import { deleteStoredFiles, FILE_CHUNK_BYTES } from './file-store';
import { currentOwnerId } from './owner';
import { guardStorage } from './storage-error';

// Apart from file-store.ts, so that the hasher (WebAssembly) loads with the code that captures files (the message
// drawers), not with the outbox's replay at every start-up.

export interface FileToCapture {
  /** The attachment's id (given by the picker). */
  id: string;
  file: File;
}

/**
 * Keeps a file on the device for a message: reads it piece by piece into ArrayBuffer chunks and hashes it on the way
 * (SHA-256, incrementally: WebCrypto cannot hash in pieces), so a 50 MB file is never whole in memory and is hashed
 * once. The file's record is written last: a record means a complete file. A failure removes what was written.
 */
export async function captureFile({ id, file }: FileToCapture, entityId: string): Promise<StoredFileRecord> {
  const hasher = await createSHA256();
  hasher.init();
  const chunkCount = Math.max(1, Math.ceil(file.size / FILE_CHUNK_BYTES));
  try {
    for (let index = 0; index < chunkCount; index += 1) {
      const data = await file.slice(index * FILE_CHUNK_BYTES, (index + 1) * FILE_CHUNK_BYTES).arrayBuffer();
      hasher.update(new Uint8Array(data));
      await guardStorage(() => db.fileChunks.put({ fileId: id, index, data }));
    }
    const record: StoredFileRecord = {
      id,
      entityId,
      name: file.name,
      type: file.type,
      size: file.size,
      lastModified: file.lastModified,
      sha256: hasher.digest('hex'),
      chunkCount,
      chunkBytes: FILE_CHUNK_BYTES,
      ownerId: currentOwnerId(),
      createdAt: Date.now(),
    };
    await guardStorage(() => db.files.put(record));
    return record;
  } catch (error) {
    await deleteStoredFiles([id]).catch(() => undefined);
    throw error;
  }
}

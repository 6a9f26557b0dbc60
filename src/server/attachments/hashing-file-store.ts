import { createHash, type Hash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileConfigstore, FileStore, type Configstore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/server';
import { meteredUpload } from '../operations/upload-meter';
import { keyedQueue, quotaProblemOf, UploadQuotaError } from './upload-quota';

/** The SHA-256 of an upload's first `offset` bytes, as they went to disk. */
interface RunningHash {
  offset: number;
  hash: Hash;
}

const UPLOAD_FILE = /^[0-9a-f]{32}$/;

/**
 * Writes the buffers at `position` (all of them, however many calls it takes) and hashes each byte once it is on
 * disk, so that the running hash covers exactly what the file holds. Answers the bytes written.
 */
async function writeHashed(handle: FileHandle, buffers: Uint8Array[], position: number, hash: Hash): Promise<number> {
  let written = 0;
  let pending = buffers;
  while (pending.length > 0) {
    const { bytesWritten } = await handle.writev(pending, position + written);
    if (bytesWritten === 0) throw new Error('no bytes written');
    let left = bytesWritten;
    const rest: Uint8Array[] = [];
    for (const buffer of pending) {
      if (left >= buffer.length) {
        hash.update(buffer);
        left -= buffer.length;
      } else if (left > 0) {
        hash.update(buffer.subarray(0, left));
        rest.push(buffer.subarray(left));
        left = 0;
      } else rest.push(buffer);
    }
    written += bytesWritten;
    pending = rest;
  }
  return written;
}

/** Most kept in memory: upload records of unfinished uploads (a few hundred bytes each). */
const MAX_CACHED_RECORDS = 10_000;

/**
 * tus's record of each upload (its JSON file beside the bytes) with the records in memory too: every PATCH and HEAD
 * reads the record twice (the owner check and tus itself), which would be two file reads per 2 MB chunk. Writes go
 * to the file first; a record is held as its JSON text, so that no caller shares an object with the cache.
 */
class CachedConfigstore implements Configstore {
  private readonly records = new Map<string, string>();

  constructor(private readonly files: FileConfigstore) {}

  async get(key: string): Promise<Upload | undefined> {
    const held = this.records.get(key);
    if (held !== undefined) return JSON.parse(held) as Upload;
    const record = await this.files.get(key);
    if (record) this.remember(key, JSON.stringify(record));
    return record;
  }

  async set(key: string, value: Upload): Promise<void> {
    this.records.delete(key);
    await this.files.set(key, value);
    this.remember(key, JSON.stringify(value));
  }

  async delete(key: string): Promise<void> {
    this.records.delete(key);
    await this.files.delete(key);
  }

  list(): Promise<string[]> {
    return this.files.list();
  }

  private remember(key: string, json: string): void {
    if (this.records.size >= MAX_CACHED_RECORDS) this.records.delete(this.records.keys().next().value!);
    this.records.set(key, json);
  }
}

/**
 * tus's file store that hashes (SHA-256) the bytes while it receives them, PATCH by PATCH, instead of reading the
 * whole file a second time when the last byte has arrived. The running hash lives in memory: after a restart, or
 * when a write to the disk failed half-way, the upload's hash is not known here (sha256Of answers undefined) and the
 * attachment store hashes the finished file itself. A PATCH cut by the link keeps the hash of what reached the disk,
 * so a resumed upload goes on hashing from the offset the service confirmed. Its upload records are cached in memory
 * (CachedConfigstore).
 */
export class HashingFileStore extends FileStore {
  private readonly hashes = new Map<string, RunningHash>();

  constructor(options: { directory: string; expirationPeriodInMilliseconds?: number }) {
    super({ ...options, configstore: new CachedConfigstore(new FileConfigstore(options.directory)) });
  }

  /** Creations of one user take turns on this instance (FILE_STORE=disk is one instance). */
  private readonly perUser = keyedQueue();

  /**
   * Writes the upload's record after checking the uploader's limit (issue 25), the two in turn with the user's other
   * creations: uploads created at once cannot both pass the check; the one past the limit gets UploadQuotaError.
   */
  override async create(upload: Upload): Promise<Upload> {
    const userId = upload.metadata?.uploadedBy;
    if (!userId) return super.create(upload);
    return this.perUser(userId, async () => {
      const problem = quotaProblemOf(await this.unfinishedOf(userId), upload.size);
      if (problem) throw new UploadQuotaError(problem);
      return super.create(upload);
    });
  }

  /** Forgets a finished upload: its record and its running hash (the bytes went to the attachment store). */
  async forget(fileId: string): Promise<void> {
    this.hashes.delete(fileId);
    await this.configstore.delete(fileId).catch(() => undefined);
  }

  /** The user's unfinished uploads (records still here: a finished one's record is forgotten), counted and summed. */
  async unfinishedOf(userId: string): Promise<{ count: number; bytes: number }> {
    let count = 0;
    let bytes = 0;
    for (const id of await this.configstore.list?.() ?? []) {
      const record = await this.configstore.get(id).catch(() => undefined);
      if (record?.metadata?.uploadedBy !== userId) continue;
      count += 1;
      bytes += Number(record.size ?? 0);
    }
    return { count, bytes };
  }

  override async write(source: IncomingMessage | Readable, fileId: string, offset: number): Promise<number> {
    const readable = meteredUpload(source);
    const known = offset === 0 ? { offset: 0, hash: createHash('sha256') } : this.hashes.get(fileId);
    this.hashes.delete(fileId);
    if (!known || known.offset !== offset || !UPLOAD_FILE.test(fileId)) return super.write(readable, fileId, offset);
    const handle = await open(path.join(this.directory, fileId), 'r+');
    let position = offset;
    let diskFailed = false;
    const sink = new Writable({
      highWaterMark: 1_048_576,
      writev(chunks, done) {
        writeHashed(handle, chunks.map(({ chunk }) => chunk as Uint8Array), position, known.hash).then(
          (written) => {
            position += written;
            done();
          },
          (error: Error) => {
            diskFailed = true;
            done(error);
          },
        );
      },
    });
    try {
      await pipeline(readable, sink);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    } finally {
      await handle.close();
      // What reached the disk is hashed (a cut link included); a failed disk write leaves the file's end unknown.
      if (!diskFailed) this.hashes.set(fileId, { offset: position, hash: known.hash });
    }
    return position;
  }

  /** The SHA-256 (hex) of a finished upload of `size` bytes when it was hashed while received; forgets it. */
  sha256Of(fileId: string, size: number): string | undefined {
    const known = this.hashes.get(fileId);
    this.hashes.delete(fileId);
    return known && known.offset === size ? known.hash.digest('hex') : undefined;
  }

  override async remove(fileId: string): Promise<void> {
    this.hashes.delete(fileId);
    await super.remove(fileId);
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file as the store holds it. */
export interface TStoredFile {
  /** The store's own id of the bytes (generated, never derived from a file name). */
  key: string;
  size: number;
  /** SHA-256, hex. */
  sha256: string;
}

/** The bytes went past the limit while being written (nothing is kept). */
export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLargeError';
  }
}

/**
 * THE attachment store: where the bytes of attachments live, behind this small interface so that a store for
 * several instances (S3-compatible) can replace the filesystem. Keys are generated here; callers record them.
 */
export interface AttachmentStore {
  /** Writes the stream under a new key, hashing it on the way; rejects with FileTooLargeError past maxBytes. */
  write(source: Readable, maxBytes: number): Promise<TStoredFile>;
  /** Takes over a finished local file (a resumable upload) under a new key; hashes it unless its SHA-256 is given. */
  adopt(localPath: string, sha256?: string): Promise<TStoredFile>;
  /** The bytes (optionally the first `end + 1` of them). */
  read(key: string, end?: number): Readable;
  /** Size in bytes, or undefined when the key holds nothing. */
  sizeOf(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  /** Rejects when the store cannot be reached or written (readiness). */
  probe(): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** SHA-256 and size of a stream, passing the bytes on. */
function hashing(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new FileTooLargeError());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** The filesystem store: DATA_DIR/attachments/files/<first two characters of the key>/<key>. */
export class FileSystemStore implements AttachmentStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async write(source: Readable, maxBytes: number): Promise<TStoredFile> {
    const key = randomUUID();
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    const { transform, result } = hashing(maxBytes);
    try {
      await pipeline(source, transform, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      source.resume();
      throw error;
    }
    return { key, ...result() };
  }

  async adopt(localPath: string, sha256?: string): Promise<TStoredFile> {
    const key = randomUUID();
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    if (sha256) {
      await rename(localPath, target);
      return { key, size: (await stat(target)).size, sha256 };
    }
    const { transform, result } = hashing(Number.POSITIVE_INFINITY);
    // Read in large pieces: the file was just written and is in the page cache.
    await pipeline(createReadStream(localPath, { highWaterMark: 4_194_304 }), transform, async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) void chunk;
    });
    await rename(localPath, target);
    return { key, ...result() };
  }

  read(key: string, end?: number): Readable {
    return createReadStream(this.pathOf(key), { highWaterMark: 1_048_576, ...(end === undefined ? {} : { start: 0, end }) });
  }

  async sizeOf(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

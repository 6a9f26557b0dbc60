import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileChunks } from '../db/schema/index';
import { CHUNK_BYTES, saveInChunks } from './chunked-bytes';
import { FileTooLargeError, type AttachmentStore, type TStoredFile } from './store';

/**
 * FILE_STORE=postgres: the attachment store in PostgreSQL itself, as rows of at most 1 MB (file_chunks), so that
 * every service instance reads what any other wrote, the files are in every backup of the database, and there is no
 * second system to run (docs/decisions.md). Rows are read one at a time while a download streams.
 */
export class PostgresStore implements AttachmentStore {
  constructor(private readonly db: Db) {}

  async write(source: Readable, maxBytes: number): Promise<TStoredFile> {
    const key = randomUUID();
    const hash = createHash('sha256');
    let seq = 0;
    try {
      const size = await saveInChunks(source, async (piece, at) => {
        if (at + piece.length > maxBytes) throw new FileTooLargeError();
        hash.update(piece);
        await this.db.insert(fileChunks).values({ key, seq: seq++, data: piece });
      });
      return { key, size, sha256: hash.digest('hex') };
    } catch (error) {
      source.resume();
      await this.remove(key);
      throw error;
    }
  }

  /** A local file (a resumable upload kept on disk): its bytes copied in; the caller removes the file. */
  async adopt(localPath: string, sha256?: string): Promise<TStoredFile> {
    const { createReadStream } = await import('node:fs');
    const stored = await this.write(createReadStream(localPath, { highWaterMark: CHUNK_BYTES }), Number.POSITIVE_INFINITY);
    return sha256 ? { ...stored, sha256 } : stored;
  }

  read(key: string, end?: number): Readable {
    const db = this.db;
    const limit = end === undefined ? Number.POSITIVE_INFINITY : end + 1;
    async function* pieces() {
      let sent = 0;
      for (let seq = 0; sent < limit; seq++) {
        const [row] = await db
          .select({ data: fileChunks.data })
          .from(fileChunks)
          .where(and(eq(fileChunks.key, key), eq(fileChunks.seq, seq)));
        if (!row) {
          if (seq === 0) throw Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
          return;
        }
        const data = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
        const piece = sent + data.length > limit ? data.subarray(0, limit - sent) : data;
        sent += piece.length;
        yield piece;
      }
    }
    return Readable.from(pieces(), { objectMode: false });
  }

  async sizeOf(key: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ chunks: sql<number>`count(*)::int`, size: sql<string>`coalesce(sum(octet_length(${fileChunks.data})), 0)::bigint` })
      .from(fileChunks)
      .where(and(eq(fileChunks.key, key), gte(fileChunks.seq, 0)));
    return row && row.chunks > 0 ? Number(row.size) : undefined;
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(fileChunks).where(eq(fileChunks.key, key));
  }

  async probe(): Promise<void> {
    await this.db.select({ key: fileChunks.key }).from(fileChunks).orderBy(asc(fileChunks.key)).limit(1);
  }
}

import { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadChunks, uploadRecords } from '../db/schema/index';
import { meteredUpload } from '../operations/upload-meter';
import { saveInChunks } from './chunked-bytes';
import { quotaProblemOf, UploadQuotaError } from './upload-quota';

type TRecord = Pick<Upload, 'id' | 'size' | 'metadata' | 'creation_date'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The first key of the per-user upload-limit locks: 'quo' in ASCII (tus's upload locks are 'tus'). */
const QUOTA_LOCK_CLASS = 0x71756f;

async function unfinishedOf(db: Tx, userId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: sql<string>`count(*)::bigint`, bytes: sql<string>`coalesce(sum((${uploadRecords.record} ->> 'size')::bigint), 0)::bigint` })
    .from(uploadRecords)
    .where(sql`${uploadRecords.record} -> 'metadata' ->> 'uploadedBy' = ${userId}`);
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * FILE_STORE=postgres: tus's datastore in PostgreSQL. An upload's record is a row of upload_records; its bytes are rows
 * of upload_chunks at their offsets, each saved as it arrives (1 MB at a time), so the offset a HEAD answers is what
 * the database holds, from whichever instance asks: an upload started through one instance goes on through another
 * from the last confirmed byte. Bytes that arrived before a cut link are kept.
 */
export class PostgresUploadStore extends DataStore {
  constructor(
    private readonly db: Db,
    private readonly expirationMs: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'expiration'];
  }

  /**
   * Writes the upload's record. The uploader's limit (issue 25) is checked and the record written in one transaction
   * under a per-user advisory lock (pg_advisory_xact_lock): creations at once, through any instance, take turns, so
   * never more than the limit is stored; the one past it is refused with UploadQuotaError.
   */
  override async create(upload: Upload): Promise<Upload> {
    const record: TRecord = { id: upload.id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date };
    const userId = upload.metadata?.uploadedBy;
    await this.db.transaction(async (tx) => {
      if (userId) {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${userId}))`);
        const problem = quotaProblemOf(await unfinishedOf(tx, userId), upload.size);
        if (problem) throw new UploadQuotaError(problem);
      }
      await tx.insert(uploadRecords).values({ id: upload.id, record });
    });
    upload.storage = { type: 'postgres', path: upload.id };
    return upload;
  }

  private async offsetOf(id: string): Promise<number> {
    const [row] = await this.db
      .select({ offset: sql<string>`coalesce(sum(octet_length(${uploadChunks.data})), 0)::bigint` })
      .from(uploadChunks)
      .where(eq(uploadChunks.uploadId, id));
    return Number(row?.offset ?? 0);
  }

  override async getUpload(id: string): Promise<Upload> {
    const [row] = await this.db.select({ record: uploadRecords.record }).from(uploadRecords).where(eq(uploadRecords.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const record = row.record as TRecord;
    return new Upload({ ...record, id, offset: await this.offsetOf(id), storage: { type: 'postgres', path: id } });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    let end = offset;
    try {
      await saveInChunks(meteredUpload(readable), async (piece, at) => {
        await this.db.insert(uploadChunks).values({ uploadId: id, offset: offset + at, data: piece });
        end = offset + at + piece.length;
      });
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return end;
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    const upload = await this.getUpload(id);
    const record: TRecord = { id, size, metadata: upload.metadata, creation_date: upload.creation_date };
    await this.db.update(uploadRecords).set({ record }).where(eq(uploadRecords.id, id));
  }

  override async remove(id: string): Promise<void> {
    const gone = await this.db.delete(uploadRecords).where(eq(uploadRecords.id, id)).returning({ id: uploadRecords.id });
    if (!gone.length) throw ERRORS.FILE_NOT_FOUND;
  }

  /** The bytes of an upload, in order, one row at a time. */
  read(id: string): Readable {
    const db = this.db;
    async function* pieces() {
      let offset = 0;
      for (;;) {
        const [row] = await db
          .select({ data: uploadChunks.data })
          .from(uploadChunks)
          .where(and(eq(uploadChunks.uploadId, id), eq(uploadChunks.offset, offset)))
          .orderBy(asc(uploadChunks.offset));
        if (!row) return;
        offset += row.data.byteLength;
        yield Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      }
    }
    return Readable.from(pieces());
  }

  /** The user's unfinished uploads (a finished one's record is removed), counted and summed by declared size. */
  unfinishedOf(userId: string): Promise<{ count: number; bytes: number }> {
    return unfinishedOf(this.db, userId);
  }

  override async deleteExpired(): Promise<number> {
    if (this.expirationMs <= 0) return 0;
    const gone = await this.db
      .delete(uploadRecords)
      .where(lt(uploadRecords.createdAt, sql`now() - make_interval(secs => ${this.expirationMs / 1000})`))
      .returning({ id: uploadRecords.id });
    return gone.length;
  }

  override getExpiration(): number {
    return this.expirationMs;
  }
}

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MemoryLocker, type DataStore, type Locker, type Upload } from '@tus/server';
import type pg from 'pg';
import { UNFINISHED_UPLOAD_EXPIRY_HOURS } from '../../domain/rules/uploads';
import type { Db, DbHandle } from '../db/client';
import { AdvisoryLocker, lockPool } from './advisory-locker';
import { HashingFileStore } from './hashing-file-store';
import { PostgresUploadStore } from './postgres-uploads';
import { type AttachmentStore, type TStoredFile } from './store';

/** Unfinished resumable uploads are kept this long after they were created (issue 25: 7 days let one user fill the disk). */
const UPLOAD_EXPIRY_MS = UNFINISHED_UPLOAD_EXPIRY_HOURS * 3600_000;

/** Where unfinished resumable uploads live and who holds their locks; a finished one moves into the attachment store. */
export interface TUploadArea {
  datastore: DataStore;
  locker: Locker;
  /** A finished upload's bytes, moved into the attachment store (hashed on the way unless known). */
  adopt(upload: Upload): Promise<TStoredFile>;
  /** Forgets a finished or refused upload's bytes and record. */
  forget(uploadId: string): Promise<void>;
  /** The user's unfinished uploads: how many, and the bytes they declared together (their Upload-Length). */
  unfinishedOf(userId: string): Promise<{ count: number; bytes: number }>;
  /** Ends what the area opened (the lock pool). */
  close(): Promise<void>;
}

/** FILE_STORE=disk: DATA_DIR/attachments/uploads, the locks in memory (one instance). */
export function diskUploadArea(store: AttachmentStore, directory: string): TUploadArea {
  const datastore = new HashingFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  return {
    datastore,
    locker: new MemoryLocker(),
    adopt: (upload) => store.adopt(path.join(directory, upload.id), upload.size === undefined ? undefined : datastore.sha256Of(upload.id, upload.size)),
    forget: async (uploadId) => {
      await rm(path.join(directory, uploadId), { force: true });
      await datastore.forget(uploadId);
    },
    unfinishedOf: (userId) => datastore.unfinishedOf(userId),
    close: async () => undefined,
  };
}

/** FILE_STORE=postgres: records and bytes in PostgreSQL, locks as advisory locks (PGlite: one process, in memory). */
export function postgresUploadArea(store: AttachmentStore, db: Db, kind: DbHandle['kind']): TUploadArea {
  const datastore = new PostgresUploadStore(db, UPLOAD_EXPIRY_MS);
  // The service's pool's own class (pg is loaded only when DATABASE_URL is set) and connection string.
  const pool = kind === 'postgres' ? (db as unknown as { $client: pg.Pool }).$client : undefined;
  const locks = pool?.options.connectionString ? lockPool(pool.constructor as typeof pg.Pool, pool.options.connectionString) : undefined;
  const locker = locks ? new AdvisoryLocker(locks) : new MemoryLocker();
  return {
    datastore,
    locker,
    adopt: async (upload) => {
      const stored = await store.write(datastore.read(upload.id), upload.size ?? 0);
      if (stored.size !== upload.size) {
        await store.remove(stored.key);
        throw new Error(`upload ${upload.id}: ${stored.size} of ${upload.size} bytes held`);
      }
      return stored;
    },
    forget: async (uploadId) => {
      await datastore.remove(uploadId).catch(() => undefined);
    },
    unfinishedOf: (userId) => datastore.unfinishedOf(userId),
    close: async () => {
      await locks?.end();
    },
  };
}

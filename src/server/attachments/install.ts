import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_ATTACHMENTS_PER_MESSAGE, MAX_UPLOAD_BYTES } from '../../domain/rules/uploads';
import { registerResumableUploads } from './resumable-uploads';
import { PostgresStore } from './postgres-store';
import { FileSystemStore, type AttachmentStore } from './store';
import { diskUploadArea, postgresUploadArea } from './upload-area';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes live (src/server/attachments/store.ts). */
    attachmentStore: AttachmentStore;
  }
}

/**
 * The attachment plumbing every message kind shares: the store, multipart reading (@fastify/multipart; files
 * streamed, never buffered whole) and the resumable uploads. FILE_STORE=disk (the default): DATA_DIR/attachments/files
 * and DATA_DIR/attachments/uploads, one instance; FILE_STORE=postgres: both in the database, tus's locks as advisory
 * locks, for several instances (docs/decisions.md).
 */
export async function installAttachments(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.dataDir, 'attachments');
  const inDatabase = app.config.fileStore === 'postgres';
  const store: AttachmentStore = inDatabase ? new PostgresStore(app.db) : new FileSystemStore(path.join(root, 'files'));
  app.decorate('attachmentStore', store);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_ATTACHMENTS_PER_MESSAGE,
      fields: 20,
      fieldSize: 1_048_576,
      parts: MAX_ATTACHMENTS_PER_MESSAGE + 20,
      headerPairs: 100,
    },
  });
  const uploads = inDatabase ? postgresUploadArea(store, app.db, app.dbKind) : diskUploadArea(store, path.join(root, 'uploads'));
  app.addHook('onClose', () => uploads.close());
  await registerResumableUploads(app, store, uploads);
}

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
 * The attachment plumbing every message kind shares: the store and the resumable uploads. FILE_STORE=disk (the
 * default): DATA_DIR/attachments/files and DATA_DIR/attachments/uploads, one instance; FILE_STORE=postgres: both in
 * the database, tus's locks as advisory locks, for several instances (docs/decisions.md).
 */
export async function installAttachments(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.dataDir, 'attachments');
  const inDatabase = app.config.fileStore === 'postgres';
  const store: AttachmentStore = inDatabase ? new PostgresStore(app.db) : new FileSystemStore(path.join(root, 'files'));
  app.decorate('attachmentStore', store);
  const uploads = inDatabase ? postgresUploadArea(store, app.db, app.dbKind) : diskUploadArea(store, path.join(root, 'uploads'));
  app.addHook('onClose', () => uploads.close());
  await registerResumableUploads(app, store, uploads);
  // A multipart body to a call outside registerMultipartReading's scope is not read: the call answers 400 (not the
  // body it takes), as when the reader was the whole service's.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/**
 * Multipart reading (@fastify/multipart; files streamed, never buffered whole) for the calls registered in `scope`:
 * only the calls that take multipart bodies, since the plugin's hooks run on every call of the scope it is in.
 */
export async function registerMultipartReading(scope: FastifyInstance): Promise<void> {
  scope.removeContentTypeParser('multipart/form-data');
  await scope.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_ATTACHMENTS_PER_MESSAGE,
      fields: 20,
      fieldSize: 1_048_576,
      parts: MAX_ATTACHMENTS_PER_MESSAGE + 20,
      headerPairs: 100,
    },
  });
}

import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_ATTACHMENTS_PER_MESSAGE, MAX_UPLOAD_BYTES } from '../../domain/rules/uploads';
import { registerResumableUploads } from './resumable-uploads';
import { FileSystemStore, type AttachmentStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where attachment bytes live (src/server/attachments/store.ts). */
    attachmentStore: AttachmentStore;
  }
}

/**
 * The attachment plumbing every message kind shares: the store (DATA_DIR/attachments/files), multipart reading
 * (@fastify/multipart; files streamed, never buffered whole) and the resumable uploads (DATA_DIR/attachments/uploads).
 */
export async function installAttachments(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.dataDir, 'attachments');
  const store = new FileSystemStore(path.join(root, 'files'));
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
  await registerResumableUploads(app, store, path.join(root, 'uploads'));
}

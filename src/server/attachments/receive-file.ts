import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, uploadDisplayName } from '../../domain/rules/uploads';
import { ATTACHMENT_PROBLEM } from '../../domain/schemas/attachments';
import type { Db } from '../db/client';
import { insertAttachment, type TAttachmentRow } from '../db/queries/attachments';
import { AppError, badRequest } from '../http/app-error';
import { assertUploadAllowed, checkStoredContent } from './check-file';
import { FileTooLargeError, type AttachmentStore, type TStoredFile } from './store';

export interface TReceiveContext {
  db: Db;
  store: AttachmentStore;
}

export interface TIncomingFile {
  /** The attachment id (the device's), or undefined for a generated one. */
  attachmentId?: string;
  /** The name as the client sent it; shown as its last path segment. */
  name: string;
  acquisitionId: string;
  uploaderId: string;
  /** The SHA-256 the client says the bytes have (tus metadata); checked when given. */
  expectedSha256?: string;
}

const tooLarge = (name: string) =>
  new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_PROBLEM.fileSize, undefined, { name: uploadDisplayName(name).slice(0, 300), code: 'attachmentsFilesizeDisallowedMessage' });

/**
 * Checks a stored file (size, name, hash, content) and records it as an unlinked attachment of its uploader on
 * the acquisition; the bytes are removed again when a check fails. Shared by multipart parts and tus uploads.
 */
async function accept(ctx: TReceiveContext, file: TIncomingFile, stored: TStoredFile): Promise<TAttachmentRow> {
  try {
    assertUploadAllowed(file.name, stored.size);
    if (file.expectedSha256 && file.expectedSha256 !== stored.sha256) {
      throw badRequest(ATTACHMENT_PROBLEM.hashMismatch, undefined, { name: uploadDisplayName(file.name), code: 'attachmentHashMismatch' });
    }
    const contentType = await checkStoredContent(ctx.store, stored.key, file.name);
    const { row, isNew } = await insertAttachment(ctx.db, {
      id: file.attachmentId ?? randomUUID(),
      acquisitionId: file.acquisitionId,
      name: uploadDisplayName(file.name),
      size: stored.size,
      sha256: stored.sha256,
      contentType,
      storageKey: stored.key,
      uploadedBy: file.uploaderId,
    });
    if (!isNew) await ctx.store.remove(stored.key);
    return row;
  } catch (error) {
    await ctx.store.remove(stored.key);
    throw error;
  }
}

/** Receives a file from a stream (a multipart part): name first, then the bytes into the store (50 MB at most), then the checks. */
export async function receiveStream(
  ctx: TReceiveContext,
  file: TIncomingFile,
  source: Readable,
  /** Did the source stop at its own size limit (a multipart part cut at 50 MB)? */
  isTruncated: () => boolean = () => false,
): Promise<TAttachmentRow> {
  assertUploadAllowed(file.name, 1);
  let stored: TStoredFile;
  try {
    stored = await ctx.store.write(source, MAX_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(file.name);
    throw error;
  }
  if (isTruncated()) {
    await ctx.store.remove(stored.key);
    throw tooLarge(file.name);
  }
  return accept(ctx, file, stored);
}

/** Receives a finished resumable upload, already moved into the store (its upload area's adopt): checked, recorded. */
export async function receiveStoredFile(ctx: TReceiveContext, file: TIncomingFile, stored: TStoredFile): Promise<TAttachmentRow> {
  return accept(ctx, file, stored);
}

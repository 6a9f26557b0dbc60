import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { ATTACHMENT_PROBLEM } from '../../domain/schemas/attachments';
import type { TAttachmentRow } from '../db/queries/attachments';
import { attachments } from '../db/schema/index';
import { AppError, badRequest } from '../http/app-error';
import { receiveStream, type TReceiveContext } from './receive-file';

/** A message sent as multipart/form-data: its text parts (names lower-cased) and its files, received and checked. */
export interface TMultipartMessage {
  fields: Record<string, string>;
  files: TAttachmentRow[];
  /** Forgets the files again (the message was refused, or was a repeat). */
  discard(): Promise<void>;
}

/**
 * Reads a multipart message of any kind (notes, inquiries, replies, statements, reports): every file part is
 * streamed into the attachment store and checked like a resumable upload (name, extension, 1 byte to 50 MB,
 * content), recorded as the uploader's unlinked attachment on the acquisition; the caller links them in the
 * message's transaction. The caller has checked access to the acquisition before (nothing is stored otherwise).
 */
export async function readMultipartMessage(
  ctx: TReceiveContext,
  request: FastifyRequest,
  target: { acquisitionId: string; uploaderId: string },
): Promise<TMultipartMessage> {
  const fields: Record<string, string> = {};
  const files: TAttachmentRow[] = [];
  const discard = async () => {
    if (files.length === 0) return;
    await ctx.db.delete(attachments).where(inArray(attachments.id, files.map((f) => f.id)));
    for (const file of files) await ctx.store.remove(file.storageKey);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push(
          await receiveStream(ctx, { name: part.filename ?? '', acquisitionId: target.acquisitionId, uploaderId: target.uploaderId }, part.file, () => part.file.truncated),
        );
      } else {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', 'problems:request.tooLarge');
        fields[part.fieldname.toLowerCase()] = String(part.value ?? '');
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_PROBLEM.fileSize, undefined, { code: 'attachmentsFilesizeDisallowedMessage' });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(ATTACHMENT_PROBLEM.tooMany);
    throw badRequest(ATTACHMENT_PROBLEM.multipart);
  }
  return { fields, files, discard };
}

/** A JSON array from a text part, or undefined when absent; 400 naming the part when it is not JSON. */
export function jsonPart(fields: Record<string, string>, name: string): unknown {
  const text = fields[name.toLowerCase()];
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(ATTACHMENT_PROBLEM.multipart, { [`body.${name}`]: [ATTACHMENT_PROBLEM.multipart] });
  }
}

import { z } from 'zod';
import { defineCall } from '../contract';
import { MAX_ATTACHMENTS_PER_MESSAGE, MAX_UPLOAD_BYTES, SHA256_PATTERN } from '../rules/uploads';
import { ZIdParams } from './reference-common';
import { zText } from './safe-input';

/**
 * Attachments, shared by every message kind (notes, inquiries, replies, statements, reports; spec 001 s3
 * 'Attachment', s5 'Attachments', s7; spec 000 s5, s9). Files live outside the database behind the attachment
 * store (src/server/attachments/), keyed by a generated id; each attachment row records name, size, SHA-256 and
 * media type, and belongs to one message (or, until its message is written, to its uploader on one acquisition).
 *
 * HOW A FILE REACHES A MESSAGE (the flow the web app's outbox follows; docs/decisions.md):
 *  1. The device gives each file an attachment id (a uuid of its own) and hashes it (SHA-256, hash-wasm) when the
 *     file is chosen; both are kept with the file's bytes in IndexedDB.
 *  2. Before sending, it may ask POST /Acquisitions/{id}/attachments/held which of its files the service already
 *     holds (same SHA-256 and size, uploaded by this user or attached to a message of this acquisition the user
 *     sees): those are linked under the device's attachment id at once and are not sent again.
 *  3. Each remaining file is uploaded resumably with tus (TUS_PATH below, tus-js-client from the page; headers
 *     Authorization and x-user-context; metadata TUS_METADATA: attachmentId, acquisitionId, filename, sha256).
 *     An interrupted upload continues from the offset the service confirmed (HEAD). When the last byte arrives the
 *     service checks the size limit, the extension, the SHA-256 it was told and the content (magic bytes) and
 *     records the attachment under the device's id, unlinked; a failed check answers the final PATCH with 4xx
 *     problem+json and the upload is discarded. The same attachment id uploaded again (a repeat after a lost
 *     answer) answers 409 'attachmentIdTaken' if the first upload already finished: the device treats that as done.
 *  4. The message is sent (e.g. POST /Messages/{id}/note, JSON) with `attachmentIds` and an Idempotency-Key: the
 *     service links each id (its uploader's, on that acquisition, not yet on another message) in the message's
 *     transaction; an id it does not hold answers 409 code 'attachmentsNotUploaded' with member `missing` (the
 *     ids, comma-separated), so the device uploads those and sends again with the same key. A repeat answers the first answer.
 *  The answer lists the message's attachments with their SHA-256: the device's receipt, after which it may drop
 *  its copy. Small files may instead go in one multipart request with the message (the drawer online); the
 *  service checks them the same way.
 */

/** Problem detail keys (namespace 'attachments', locales/nb/attachments.json). */
export const ATTACHMENT_PROBLEM = {
  extension: 'attachments:attachmentsExtensionDisallowedMessage',
  fileSize: 'attachments:attachmentsFilesizeDisallowedMessage',
  empty: 'attachments:attachmentsFileEmptyMessage',
  fileName: 'attachments:attachmentsFilenameDisallowedMessage',
  /** The magic bytes say another type (members name, expected, detected). */
  contentMismatch: 'attachments:problems.contentMismatch',
  /** The content is a program (member name). */
  executable: 'attachments:problems.executable',
  /** The bytes do not have the SHA-256 the client named (member name). */
  hashMismatch: 'attachments:problems.hashMismatch',
  /** 404: no such attachment on a message the viewer sees. */
  notFound: 'attachments:problems.notFound',
  /** 409 code 'attachmentsNotUploaded' (member missing: the ids, comma-separated): the message names attachments the service does not hold. */
  notUploaded: 'attachments:problems.notUploaded',
  /** 409 code 'attachmentIdTaken': the attachment id is already used. */
  idTaken: 'attachments:problems.idTaken',
  /** 429 code 'uploadQuota' (members limit): too many unfinished uploads of this user (issue 25). */
  tooManyUnfinished: 'attachments:problems.tooManyUnfinished',
  /** 413 code 'uploadQuota' (members limitMb): the user's unfinished uploads would declare too many bytes together. */
  unfinishedBytes: 'attachments:problems.unfinishedBytes',
  tooMany: 'attachments:problems.tooMany',
  /** 400: the upload's metadata is missing or malformed (member field). */
  uploadMetadata: 'attachments:problems.uploadMetadata',
  /** 400: a multipart request that cannot be read. */
  multipart: 'attachments:problems.multipart',
} as const;

export const ZSha256 = z.string().regex(SHA256_PATTERN, { message: 'attachments:problems.sha256' });
const ZFileName = zText().min(1).max(1000);

/** An attachment as every message answer carries it (spec 001 s3 'Attachment': id, name, isDeleted; plus size, hash, type). */
export const ZAttachment = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  isDeleted: z.boolean(),
  /** SHA-256 (hex) of the stored bytes: the device's receipt. */
  sha256: z.string(),
  contentType: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** The attachment ids a message names (uploaded before, by tus or the held check). */
export const ZAttachmentIds = z
  .array(z.uuid(), { message: ATTACHMENT_PROBLEM.tooMany })
  .max(MAX_ATTACHMENTS_PER_MESSAGE, { message: ATTACHMENT_PROBLEM.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'attachments:problems.duplicateId' });

/** {id}: the message; {attachmentId}: the attachment (or the archive pdf) of that message. */
export const ZAttachmentParams = ZIdParams.extend({ attachmentId: z.uuid({ message: 'attachmentId must be a uuid' }) });

/**
 * POST /Messages/{id}/attachment/{attachmentId} (spec 001 s7): the file's bytes with its Content-Type, a
 * Content-Disposition 'attachment' with the name kept (RFC 6266 filename*=UTF-8''…, an ASCII fallback
 * filename="…"), Content-Length, X-Content-Type-Options: nosniff and Cache-Control: no-store. 404 when the
 * viewer may not see the message, or the attachment is not on it (a deleted attachment is still served to the
 * viewers of its message: it is shown struck through). Also the archive pdf of a note (archivePdf.id).
 */
export const downloadAttachmentCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/attachment/{attachmentId}',
  params: ZAttachmentParams,
  response: z.unknown(),
  auth: 'context',
});

/** One file the device has, by its id and content. */
export const ZHeldQuery = z.object({
  attachmentId: z.uuid(),
  sha256: ZSha256,
  size: z.number().int().min(1).max(MAX_UPLOAD_BYTES, { message: ATTACHMENT_PROBLEM.fileSize }),
  name: ZFileName,
});
export const ZHeldRequest = z.object({
  attachments: z.array(ZHeldQuery).min(1).max(MAX_ATTACHMENTS_PER_MESSAGE, { message: ATTACHMENT_PROBLEM.tooMany }),
});
export type THeldRequest = z.input<typeof ZHeldRequest>;
export const ZHeldAnswer = z.object({
  /** held: the service has the file under this attachment id now (linked, or uploaded before); false: upload it. */
  attachments: z.array(z.object({ attachmentId: z.uuid(), held: z.boolean() })),
});
export type THeldAnswer = z.infer<typeof ZHeldAnswer>;

/**
 * POST /Acquisitions/{id}/attachments/held: 'I have these files (hash, size) for a message on this acquisition'.
 * Each one the service already holds (the same SHA-256 and size, uploaded by this user for this acquisition, or on
 * a message of this acquisition the viewer may see) is recorded under the given attachment id, unlinked, ready for
 * the message, and answered held; the others must be uploaded. A file the viewer could not download is never
 * linked by its hash. An id the caller already holds answers held (repeats are harmless). Any role that writes
 * notes or messages on a case it opens; 404 for a case it may not open.
 */
export const heldAttachmentsCall = defineCall({
  method: 'POST',
  path: '/Acquisitions/{id}/attachments/held',
  params: ZIdParams,
  body: ZHeldRequest,
  response: ZHeldAnswer,
  auth: 'context',
});

/**
 * Resumable uploads (tus 1.0.0: creation, creation-with-upload, termination, expiration), mounted under the
 * service base path: POST API_BASE + TUS_PATH creates an upload, HEAD/PATCH/DELETE API_BASE + TUS_PATH + '/{uploadId}'.
 * Authenticated like every 'context' call (bearer token and x-user-context header); at most MAX_UPLOAD_BYTES
 * (Upload-Length beyond it: 413). Not a zod call of the catalogue (the tus protocol has its own headers), but its
 * metadata is checked by ZUploadMetadata. Upload-Metadata keys are TUS_METADATA's.
 */
export const TUS_PATH = '/Uploads';
export const TUS_METADATA = {
  attachmentId: 'attachmentId',
  acquisitionId: 'acquisitionId',
  filename: 'filename',
  sha256: 'sha256',
} as const;

export const ZUploadMetadata = z.object({
  attachmentId: z.uuid({ message: ATTACHMENT_PROBLEM.uploadMetadata }),
  acquisitionId: z.uuid({ message: ATTACHMENT_PROBLEM.uploadMetadata }),
  filename: ZFileName,
  sha256: ZSha256,
});
export type TUploadMetadata = z.infer<typeof ZUploadMetadata>;

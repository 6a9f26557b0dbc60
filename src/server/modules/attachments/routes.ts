import type { FastifyInstance } from 'fastify';
import { downloadAttachmentCall, heldAttachmentsCall } from '../../../domain/schemas/attachments';
import { readableMessage } from '../../access/message-access';
import { viewerOf } from '../../access/viewer';
import { sendAttachment } from '../../attachments/download';
import { attachmentOfMessage } from '../../db/queries/attachments';
import { releaseIdempotencyClaim } from '../../http/idempotency';
import { registerCall } from '../../http/register-call';
import { AppError, notFound } from '../../http/app-error';
import { ATTACHMENT_PROBLEM } from '../../../domain/schemas/attachments';
import { heldAttachments } from './held-attachments';

/** POST /Messages/{id}/attachment/{attachmentId} (download) and POST /Acquisitions/{id}/attachments/held. */
export function registerAttachments(app: FastifyInstance): void {
  registerCall(app, downloadAttachmentCall, async ({ params, request, reply }) => {
    // A download is not a change: an Idempotency-Key sent with it is not kept (a stream cannot be replayed).
    await releaseIdempotencyClaim(app, request);
    await readableMessage(app.db, viewerOf(request), params.id).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? notFound(ATTACHMENT_PROBLEM.notFound) : error;
    });
    const row = await attachmentOfMessage(app.db, params.id, params.attachmentId);
    if (!row) throw notFound(ATTACHMENT_PROBLEM.notFound);
    return sendAttachment(reply, app.attachmentStore, row);
  });
  registerCall(app, heldAttachmentsCall, ({ params, body, request }) => heldAttachments(app.db, viewerOf(request), params.id, body));
}

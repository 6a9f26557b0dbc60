import { mayWriteNote } from '../../../domain/rules/notes';
import { uploadDisplayName, uploadExtension, UPLOAD_MEDIA_TYPE, type UploadExtension } from '../../../domain/rules/uploads';
import type { THeldAnswer, THeldRequest } from '../../../domain/schemas/attachments';
import { DRAFT_STATUS } from '../../../domain/enums/accomplishment-status';
import type { TViewer } from '../../../domain/visibility';
import { readableAcquisition } from '../../access/acquisition-access';
import { partyOf } from '../../access/message-access';
import type { Db } from '../../db/client';
import { attachmentById, insertAttachment, reusableFile } from '../../db/queries/attachments';
import { uploadProblem } from '../../attachments/check-file';
import { forbidden, notFound } from '../../http/app-error';

/**
 * 'I have these files for a message on this case': each the service already holds (same hash and size, reusable by
 * the viewer) is recorded under the device's attachment id, unlinked, and answered held.
 */
export async function heldAttachments(db: Db, viewer: TViewer, acquisitionId: string, request: THeldRequest): Promise<THeldAnswer> {
  const acquisition = await readableAcquisition(db, viewer, acquisitionId);
  if (acquisition.status === DRAFT_STATUS) throw notFound('problems:acquisition.notFound');
  if (!mayWriteNote(viewer.role)) throw forbidden('attachments:notes.mayNotWrite');
  const party = partyOf(viewer);
  const answers: THeldAnswer['attachments'] = [];
  for (const file of request.attachments) {
    const own = await attachmentById(db, file.attachmentId);
    if (own) {
      answers.push({ attachmentId: file.attachmentId, held: own.uploadedBy === viewer.userId && own.sha256 === file.sha256 && own.acquisitionId === acquisitionId });
      continue;
    }
    const extension = uploadExtension(uploadDisplayName(file.name)) as UploadExtension;
    const found = uploadProblem(file.name, file.size) ? undefined : await reusableFile(db, { acquisitionId, sha256: file.sha256, size: file.size, userId: viewer.userId, party });
    // The same bytes under a name of another type would not pass the content check: upload them instead.
    if (!found || UPLOAD_MEDIA_TYPE[extension] !== found.contentType) {
      answers.push({ attachmentId: file.attachmentId, held: false });
      continue;
    }
    await insertAttachment(db, {
      id: file.attachmentId,
      acquisitionId,
      name: uploadDisplayName(file.name),
      size: found.size,
      sha256: found.sha256,
      contentType: found.contentType,
      storageKey: found.storageKey,
      uploadedBy: viewer.userId,
    });
    answers.push({ attachmentId: file.attachmentId, held: true });
  }
  return { attachments: answers };
}

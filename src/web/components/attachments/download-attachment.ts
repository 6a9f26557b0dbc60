import { downloadAttachmentCall } from '@/domain/schemas/attachments';
import { callApi } from '../../api/client';

/**
 * Downloads an attachment (or a note's archive pdf) of a message: POST /Messages/{id}/attachment/{attachmentId}
 * with the bearer and user context (a plain link cannot carry them), then saves the bytes under the file's name.
 */
export async function downloadAttachment(
  messageId: string,
  attachmentId: string,
  name: string,
): Promise<void> {
  const answer = await callApi(downloadAttachmentCall, { params: { id: messageId, attachmentId } });
  const blob =
    answer instanceof Blob
      ? answer
      : new Blob([typeof answer === 'string' ? answer : ''], { type: 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

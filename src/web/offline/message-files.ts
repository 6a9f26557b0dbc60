import i18next from 'i18next';
import { API_BASE } from '@/domain/contract';
import { heldAttachmentsCall, TUS_METADATA, TUS_PATH } from '@/domain/schemas/attachments';
import { ApiError, callApi } from '../api/client';
import type { OutboxEntry, StoredFileRecord } from './db';
import { storedFiles } from './file-store';
import { UploadFailure } from './upload-failure';
import { classify, type SendOutcome } from './outbox-send';
import { setUploadProgress } from './upload-progress';
import { confirmedOffsets } from './upload-resume-store';

/** The answer of the tus service when an attachment id's upload had already finished: the file is there. */
const ID_TAKEN = 'attachmentIdTaken';

function problemOf(failure: UploadFailure): ApiError {
  let body: unknown = undefined;
  try {
    body = failure.body ? JSON.parse(failure.body) : undefined;
  } catch {
    body = undefined;
  }
  return new ApiError({
    url: `${API_BASE}${TUS_PATH}`,
    responseStatus: failure.status,
    statusText: failure.message,
    body,
  });
}

/**
 * Brings the files of a queued message to the service before the message itself is sent (flow of
 * src/domain/schemas/attachments.ts): asks which the service already holds (same hash and size: not sent again),
 * then uploads the rest resumably by tus, each from the offset the service confirmed. Answers null when every file
 * is there, else what the try came to (no answer: try later; a refusal: kept with the service's message).
 */
export async function bringFiles(entry: OutboxEntry): Promise<SendOutcome | null> {
  const files = entry.attachments;
  if (!files || files.fileIds.length === 0) return null;
  const records = await storedFiles(files.fileIds);
  const missing = files.fileIds.filter((_, index) => !records[index]);
  // The namespace is not in the initial JavaScript (it may not be loaded yet when the outbox first runs).
  if (missing.length > 0) await i18next.loadNamespaces('attachment-picker');
  if (missing.length > 0)
    return {
      kind: 'failed',
      error: {
        status: 0,
        message: i18next.t('attachment-picker:filesLost'),
        code: 'filesLost',
        upload: true,
      },
    };
  const stored = records as StoredFileRecord[];
  let held: Set<string>;
  try {
    const answer = await callApi(heldAttachmentsCall, {
      params: { id: files.acquisitionId },
      body: {
        attachments: stored.map((file) => ({
          attachmentId: file.id,
          sha256: file.sha256,
          size: file.size,
          name: file.name,
        })),
      },
      idempotencyKey: `${entry.key}:held`,
    });
    held = new Set(answer.attachments.filter((item) => item.held).map((item) => item.attachmentId));
  } catch (error) {
    return error instanceof ApiError ? classify(error) : { kind: 'offline' };
  }
  // How far each upload came before (kept on the device across closed tabs): shown until the service confirms more.
  const offsets = await confirmedOffsets(stored.map((file) => file.id)).catch(() => new Map<string, number>());
  for (const file of stored) {
    if (held.has(file.id)) {
      setUploadProgress(file.id, 1);
      continue;
    }
    setUploadProgress(file.id, file.size ? (offsets.get(file.id) ?? 0) / file.size : 0);
    try {
      // The tus client is loaded when a file is to be sent, not with the outbox at every start-up.
      const { uploadStoredFile } = await import('./file-upload');
      await uploadStoredFile(file, {
        endpoint: `${API_BASE}${TUS_PATH}`,
        metadata: {
          [TUS_METADATA.attachmentId]: file.id,
          [TUS_METADATA.acquisitionId]: files.acquisitionId,
          [TUS_METADATA.filename]: file.name,
          [TUS_METADATA.sha256]: file.sha256,
        },
        onProgress: (sent, total) => setUploadProgress(file.id, total ? sent / total : 1),
      });
      setUploadProgress(file.id, 1);
    } catch (error) {
      if (!(error instanceof UploadFailure)) return { kind: 'offline' };
      // The service's reason is in the 'attachments' namespace (not in the initial JavaScript).
      await i18next.loadNamespaces('attachments').catch(() => undefined);
      const problem = problemOf(error);
      if (error.status === 409 && (problem.body as { code?: unknown } | undefined)?.code === ID_TAKEN) {
        setUploadProgress(file.id, 1);
        continue;
      }
      const outcome = classify(problem);
      return 'error' in outcome ? { ...outcome, error: { ...outcome.error, upload: true } } : outcome;
    }
  }
  return null;
}

/** Clears the progress shown for an entry's files (sent, or discarded). */
export function clearProgress(entry: OutboxEntry): void {
  for (const id of entry.attachments?.fileIds ?? []) setUploadProgress(id, null);
}

/**
 * The service's answer is the device's receipt: the message's attachments with their SHA-256. Only when every file
 * sent is listed with the hash taken at capture may the device drop its copy; otherwise the entry is kept (refused,
 * with the files still on the device) so that nothing is lost silently.
 */
export async function checkReceipt(entry: OutboxEntry, response: unknown): Promise<SendOutcome | null> {
  const ids = entry.attachments?.fileIds ?? [];
  if (ids.length === 0) return null;
  const answered = (response as { attachments?: unknown } | undefined)?.attachments;
  // An answer that does not list attachments (not a message) is no receipt to check.
  if (!Array.isArray(answered)) return null;
  const listed = new Map(
    (answered as { id?: unknown; sha256?: unknown }[]).map((attachment) => [
      String(attachment.id),
      String(attachment.sha256),
    ]),
  );
  const stored = await storedFiles(ids);
  const wrong = stored.filter((file) => file && listed.get(file.id) !== file.sha256);
  if (wrong.length === 0) return null;
  await i18next.loadNamespaces('attachment-picker');
  return {
    kind: 'failed',
    error: {
      status: 0,
      message: i18next.t('attachment-picker:receiptMismatch'),
      code: 'receiptMismatch',
      upload: true,
    },
  };
}

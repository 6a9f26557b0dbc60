import type { CallContract, ParamsOf } from '@/domain/contract';
import { isOfflineSession } from '../api/session-storage';
import { requestBackgroundSync } from './background-sync';
import type { OutboxEntry, OutboxError } from './db';
import type { FileToCapture } from './file-capture';
import { askPersistentStorage, deleteStoredFiles } from './file-store';
import { clearProgress } from './message-files';
import { onOutboxSent, tellByCaller } from './outbox-events';
import { GATEWAY_STATUSES } from './outbox-send';
import { enqueue, removeEntries } from './outbox-queue';
import { loadDatabase, loadedDatabase } from './database';
import { isOnline } from './online-status';
import { replayOutbox } from './replay';

export interface MessageWithFiles<C extends CallContract> {
  contract: C;
  params: ParamsOf<C>;
  /** The JSON body without attachmentIds (added from the files). */
  body: Record<string, unknown>;
  /** Files picked for the message; their ids become the body's attachmentIds. */
  files: readonly FileToCapture[];
  acquisitionId: string;
  /** Entries of one entity go in order (a message's client id, or the edited message's id). */
  entityId: string;
  /** Short Norwegian text for the outbox ('Notat'). */
  label: string;
}

/**
 * 'conflict': an edit begun from a version the service no longer has (409 ...VersionConflict, another device or tab
 * saved first): it stays on this device in the outbox, waiting for the user's keep mine / take theirs.
 */
export type MessageSaveResult<R> =
  | { status: 'sent'; response: R }
  | { status: 'queued'; entry: OutboxEntry }
  | { status: 'conflict'; entry: OutboxEntry };

/** The service refused the message (online), with its message; nothing of it stays in the outbox. */
export class MessageRefused extends Error {
  constructor(readonly error: OutboxError) {
    super(error.message);
  }
}

/**
 * The code that stores a picked file on the device (its hashing is WebAssembly): not with every page that can send a
 * message (issue 27), but fetched by the drawers once the page is shown (preloadFileCapture), so a message with files
 * written after the link is lost still finds it even before the service worker holds the app.
 */
const loadFileCapture = () => import('./file-capture');
export function preloadFileCapture(): void {
  void loadFileCapture();
}

/**
 * Saves a message with files, at sea or in the office alike: the files are kept on the device first (ArrayBuffer
 * chunks, hashed once), the message waits in the outbox with its Idempotency-Key, and, when a link exists, the
 * replay brings the files (resumably) and sends the message exactly once. Online, it answers when the message has
 * been sent ('sent'), or throws MessageRefused when the service refused it or failed (a 4xx, or a 500 on this first
 * try; the entry and its files are removed: the drawer still holds what was typed and picked). No link, or it was lost on the way: 'queued', sent later by the
 * replay (start-up, online, visibility, timer), also after a reload or a closed tab.
 */
export async function saveMessageWithFiles<C extends CallContract>(
  request: MessageWithFiles<C>,
): Promise<MessageSaveResult<unknown>> {
  const key = crypto.randomUUID();
  const captured: string[] = [];
  let entry: OutboxEntry;
  try {
    if (request.files.length > 0) void askPersistentStorage();
    for (const file of request.files) {
      const { captureFile } = await loadFileCapture();
      await captureFile(file, request.entityId);
      captured.push(file.id);
    }
    entry = await enqueue({
      key,
      method: request.contract.method,
      path: request.contract.path,
      params: request.params as OutboxEntry['params'],
      body: { ...request.body, attachmentIds: request.files.map((file) => file.id) },
      entityId: request.entityId,
      label: request.label,
      // Also without files: it names the message's acquisition (its page shows the message as waiting).
      attachments: { acquisitionId: request.acquisitionId, fileIds: [...captured] },
    });
  } catch (error) {
    await deleteStoredFiles(captured).catch(() => undefined);
    throw error;
  }
  void requestBackgroundSync();
  if (!isOnline() || isOfflineSession()) return { status: 'queued', entry };
  let response: unknown;
  let sent = false;
  const stop = onOutboxSent((done, answer) => {
    if (done.key === key) {
      sent = true;
      response = answer;
    }
  });
  // The caller's drawer toasts the result: the outbox's own 'sent' toast is not shown for this entry too.
  const release = tellByCaller(key);
  try {
    await replayOutbox();
  } finally {
    stop();
    release();
  }
  if (sent) {
    clearProgress(entry);
    return { status: 'sent', response };
  }
  const db = loadedDatabase() ?? (await loadDatabase());
  const current = await db.outbox.get(entry.id);
  // Another save came first: nothing typed is dropped; the entry waits for the user's choice (as a replayed one would).
  if (current?.state === 'conflict') return { status: 'conflict', entry: current };
  // The service itself answered with a failure (500, not a gateway's 502-504 for an unreachable service) on the first
  // try while online: the caller's drawer shows it and keeps what was typed, rather than a retry behind its back.
  const serviceFailed =
    current?.state === 'pending' &&
    current.attempts === 1 &&
    (current.error?.status ?? 0) >= 500 &&
    !GATEWAY_STATUSES.has(current.error?.status ?? 0);
  if (current && (current.state !== 'pending' || serviceFailed)) {
    await removeEntries([current]);
    clearProgress(current);
    throw new MessageRefused(current.error ?? { status: 0, message: '' });
  }
  return { status: 'queued', entry: current ?? entry };
}

import Dexie, { type EntityTable } from 'dexie';
import type { HttpMethod } from '@/domain/contract';
import type { TSignedReceipt } from '@/domain/schemas/receipts';

/** A draft kept on this device: the draft as the wizard last saved it, with when and by whom. */
export interface LocalDraftRecord<T = unknown> {
  /** The draft's id (given in the browser for a draft created offline). */
  id: string;
  draft: T;
  /** Epoch ms of the last local save. */
  savedAt: number;
  /** The signed-in user the draft belongs to ('' when unknown). */
  ownerId: string;
}

export type OutboxState = 'pending' | 'failed' | 'conflict';

/** What the service answered when it refused an entry (kept so the user sees the service's own message). */
export interface OutboxError {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
  code?: string;
  /** The refusal came while uploading the message's files (shown with 'ErrorUploadingFiles'). */
  upload?: boolean;
}

/** A FormData body stored field by field; files go to the blobs table. */
export type StoredFormField =
  | { name: string; value: string }
  | { name: string; blobId: string; fileName?: string };

/** The files of a queued message: their ids (= the attachment ids in the body) and the acquisition they are for. */
export interface OutboxAttachments {
  acquisitionId: string;
  fileIds: string[];
}

/** One change waiting to reach the service. */
export interface OutboxEntry {
  /** Auto-increment: the order in which changes were made. */
  id: number;
  /** The Idempotency-Key, the same on every try. */
  key: string;
  method: HttpMethod;
  /** The contract's path with {param} placeholders. */
  path: string;
  params?: Record<string, string | number | boolean>;
  query?: Record<string, unknown>;
  /** JSON body (absent for a multipart body, see form). */
  body?: unknown;
  form?: StoredFormField[];
  /**
   * Files the message names in its body's attachmentIds, kept in the files table: uploaded (tus, resumably) or found
   * held by the service before the body is sent (message-files.ts).
   */
  attachments?: OutboxAttachments;
  /** The thing the change is about (a draft's id): entries of one entity replay in order. */
  entityId: string;
  /** Short text for the user ('Lagre utkast'). */
  label: string;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which the entry is not tried again (backoff). */
  nextAttemptAt: number;
  error?: OutboxError;
  ownerId: string;
}

/**
 * What this device knows of one item it sent (issue 10, 'a receipt for every item sent from the device'): 'sent'
 * when the request went out, 'received' when the service's answer came back, with the service's received time and
 * message id when the answer names them. Kept after the outbox entry is gone, so the person at sea can prove what was
 * sent and when.
 */
export interface OutboxReceipt {
  /** The item's Idempotency-Key. */
  key: string;
  entityId: string;
  label: string;
  method: HttpMethod;
  path: string;
  params?: Record<string, string | number | boolean>;
  ownerId: string;
  /** When the item was made on the device (the body's capturedAt, else when it was queued or sent). */
  capturedAt: string;
  state: 'sent' | 'received';
  /** Epoch ms of the last try. */
  sentAt: number;
  /** The service's time of receipt (ISO), or the device's time of its answer when the answer names none. */
  receivedAt?: string;
  /** The id the service gave the item (a message, a report), when the answer names one. */
  messageId?: string;
  /** SHA-256 (hex) of the JSON text the device sent (the answered try): what the signed receipt's contentSha256 must be. */
  sentSha256?: string;
  /** The service's signed receipt of the item (issue 25): the JWS and what it says (case, report, times, hashes). */
  signed?: { jws: string; receipt: TSignedReceipt };
  /** Epoch ms of the last change of this receipt. */
  updatedAt: number;
}

/** A form's values as typed, kept on the device until the form is sent (nothing typed is lost). */
export interface FormDraftRecord {
  /** The form's key, e.g. 'weekReport:startup:{acquisitionId}'. */
  id: string;
  values: unknown;
  savedAt: number;
  ownerId: string;
}

export interface StoredBlob {
  id: string;
  blob: Blob;
  entityId: string;
}

/**
 * A file captured for a message (an attachment), complete once this record exists: its bytes are in fileChunks, its
 * SHA-256 computed once at capture. The id is the attachment's id, the same from the picker to the service.
 */
export interface StoredFileRecord {
  id: string;
  /** The outbox entry's entity (the message's client id) the file belongs to. */
  entityId: string;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** Lower-case hex SHA-256 of the whole file. */
  sha256: string;
  chunkCount: number;
  /** Bytes per chunk (the last chunk may be shorter). */
  chunkBytes: number;
  ownerId: string;
  createdAt: number;
}

/** One piece of a stored file, as an ArrayBuffer (Safari loses Blobs kept in IndexedDB). */
export interface FileChunkRecord {
  fileId: string;
  index: number;
  /** Never indexed (Dexie #1827). */
  data: ArrayBuffer;
}

/** tus-js-client's resume state (its urlStorage), keyed by the fingerprint: the attachment's id. */
export interface UploadResumeRecord {
  urlStorageKey: string;
  fingerprint: string;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
  /**
   * The last byte count the service confirmed for this upload (issue 25), written after every chunk: shown as the
   * upload's progress when the page opens again after a closed tab, before the service is asked (HEAD).
   */
  offset?: number;
}

/** The one IndexedDB database of the web app; every IndexedDB access goes through src/web/offline. */
export class OfflineDatabase extends Dexie {
  drafts!: EntityTable<LocalDraftRecord, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  blobs!: EntityTable<StoredBlob, 'id'>;
  receipts!: EntityTable<OutboxReceipt, 'key'>;
  formDrafts!: EntityTable<FormDraftRecord, 'id'>;
  files!: EntityTable<StoredFileRecord, 'id'>;
  fileChunks!: Dexie.Table<FileChunkRecord, [string, number]>;
  uploads!: EntityTable<UploadResumeRecord, 'urlStorageKey'>;

  constructor(name = 'meldesystem') {
    super(name);
    this.version(1).stores({
      drafts: 'id, ownerId, savedAt',
      outbox: '++id, entityId, state, ownerId, key',
      blobs: 'id, entityId',
    });
    // Receipts of sent items and the forms being written (issue 10).
    this.version(2).stores({
      receipts: 'key, entityId, ownerId, updatedAt',
      formDrafts: 'id, ownerId, savedAt',
    });
    // Attachments written at sea (issue 11): files, their ArrayBuffer chunks and the tus resume state.
    this.version(3).stores({
      files: 'id, entityId, sha256, ownerId',
      fileChunks: '[fileId+index], fileId',
      uploads: 'urlStorageKey, fingerprint',
    });
  }
}

export const db = new OfflineDatabase();

import Dexie, { type EntityTable } from 'dexie';
import type { HttpMethod } from '@/domain/contract';

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
}

/** A FormData body stored field by field; files go to the blobs table. */
export type StoredFormField =
  | { name: string; value: string }
  | { name: string; blobId: string; fileName?: string };

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

export interface StoredBlob {
  id: string;
  blob: Blob;
  entityId: string;
}

/** The one IndexedDB database of the web app; every IndexedDB access goes through src/web/offline. */
export class OfflineDatabase extends Dexie {
  drafts!: EntityTable<LocalDraftRecord, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  blobs!: EntityTable<StoredBlob, 'id'>;

  constructor(name = 'meldesystem') {
    super(name);
    this.version(1).stores({
      drafts: 'id, ownerId, savedAt',
      outbox: '++id, entityId, state, ownerId, key',
      blobs: 'id, entityId',
    });
  }
}

export const db = new OfflineDatabase();

import type { OutboxEntry } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { deleteStoredFiles } from './file-store';
import { blobIdsOf, splitForm } from './outbox-form';
import { currentOwnerId } from './owner';
import { guardStorage } from './storage-error';

export type NewOutboxEntry = Pick<
  OutboxEntry,
  'key' | 'method' | 'path' | 'params' | 'query' | 'entityId' | 'label'
> & {
  body?: unknown;
  attachments?: OutboxEntry['attachments'];
};

/** Ids of the entries being sent right now (never merged into or changed while in flight). */
export const inFlight = new Set<number>();

/** Entries of the signed-in user that still wait (pending, failed or in conflict), oldest first. */
export async function waitingEntries(entityId?: string): Promise<OutboxEntry[]> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const owner = currentOwnerId();
  const all = entityId
    ? await db.outbox.where('entityId').equals(entityId).sortBy('id')
    : await db.outbox.orderBy('id').toArray();
  return all.filter((entry) => entry.ownerId === owner);
}

/**
 * Stores a change in the outbox. A PUT to the same path as the entity's last entry, when that entry is not in flight
 * and was never tried or was refused, replaces its body (a full-document PUT: only the latest matters) and is tried
 * afresh; a refused entry fixed this way is edit-and-retry.
 */
export async function enqueue(change: NewOutboxEntry): Promise<OutboxEntry> {
  const db = loadedDatabase() ?? (await loadDatabase());
  return guardStorage(() =>
    db.transaction('rw', db.outbox, db.blobs, async () => {
      const { body, ...rest } = change;
      const form = body instanceof FormData ? splitForm(body, change.entityId) : undefined;
      const fields = form ? { form: form.fields, body: undefined } : { body, form: undefined };
      if (form) await db.blobs.bulkPut(form.blobs);
      const owner = currentOwnerId();
      const last = (await db.outbox.where('entityId').equals(change.entityId).sortBy('id'))
        .filter((entry) => entry.ownerId === owner)
        .at(-1);
      if (last && canMerge(last, change)) {
        await db.blobs.bulkDelete(blobIdsOf(last.form));
        const merged: OutboxEntry = {
          ...last,
          ...fields,
          key: change.key,
          label: change.label,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
          error: undefined,
        };
        await db.outbox.put(merged);
        return merged;
      }
      const entry = {
        ...rest,
        ...fields,
        createdAt: Date.now(),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        ownerId: owner,
      } satisfies Omit<OutboxEntry, 'id'>;
      const id = (await db.outbox.add(entry as OutboxEntry)) as number;
      return { ...entry, id };
    }),
  );
}

function canMerge(last: OutboxEntry, change: NewOutboxEntry): boolean {
  if (change.method !== 'PUT' || last.method !== 'PUT' || last.path !== change.path) return false;
  // A message with files is never merged into: each carries its own files.
  if (last.attachments || change.attachments) return false;
  if (JSON.stringify(last.params ?? {}) !== JSON.stringify(change.params ?? {})) return false;
  if (inFlight.has(last.id)) return false;
  return last.state === 'failed' || (last.state === 'pending' && last.attempts === 0);
}

export async function updateEntry(id: number, changes: Partial<OutboxEntry>): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await guardStorage(() => db.outbox.update(id, changes));
}

/** Removes entries and the files they carried. */
export async function removeEntries(entries: OutboxEntry[]): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await guardStorage(() =>
    db.transaction('rw', db.outbox, db.blobs, async () => {
      await db.blobs.bulkDelete(entries.flatMap((entry) => blobIdsOf(entry.form)));
      await db.outbox.bulkDelete(entries.map((entry) => entry.id));
    }),
  );
  await deleteStoredFiles(entries.flatMap((entry) => entry.attachments?.fileIds ?? []));
}

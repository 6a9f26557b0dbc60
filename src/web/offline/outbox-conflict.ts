import { loadDatabase, loadedDatabase } from './database';
import type { OutboxEntry, OutboxError } from './db';
import type { NewOutboxEntry } from './outbox-queue';
import { waitingEntries } from './outbox-queue';
import { currentOwnerId } from './owner';
import { guardStorage } from './storage-error';

type Target = Pick<OutboxEntry, 'entityId' | 'method' | 'path'>;

/** The change of that entity, method and path that met another device's save and waits for the user's choice. */
export async function waitingConflict(target: Target): Promise<OutboxEntry | undefined> {
  return (await waitingEntries(target.entityId)).find((entry) => isConflictOf(entry, target));
}

export function isConflictOf(entry: OutboxEntry, target: Target): boolean {
  return (
    entry.state === 'conflict' &&
    entry.entityId === target.entityId &&
    entry.method === target.method &&
    entry.path === target.path
  );
}

/**
 * Keeps a change the service refused online for a stale version (409) in the outbox as a conflict, exactly as a
 * replayed one would be: its data stays on this device (across reloads) until the user keeps it or takes theirs
 * (resolveConflict). When such a conflict already waits, its body becomes this one instead (the latest values are
 * what 'keep mine' sends).
 */
export async function keepConflict(change: NewOutboxEntry, error: OutboxError): Promise<OutboxEntry> {
  // The database loads when first used (database.ts): the wizard's first paint does not wait for Dexie (issue 27).
  const db = loadedDatabase() ?? (await loadDatabase());
  return guardStorage(() =>
    db.transaction('rw', db.outbox, async () => {
      const existing = await waitingConflict(change);
      if (existing) {
        await db.outbox.update(existing.id, { body: change.body });
        return { ...existing, body: change.body };
      }
      const entry = {
        ...change,
        createdAt: Date.now(),
        state: 'conflict',
        attempts: 1,
        nextAttemptAt: 0,
        error,
        ownerId: currentOwnerId(),
      } satisfies Omit<OutboxEntry, 'id'>;
      const id = (await db.outbox.add(entry as OutboxEntry)) as number;
      return { ...entry, id };
    }),
  );
}

/** Gives a waiting conflict the latest body (a save while the user has not chosen yet); false when none waits. */
export async function replaceConflictBody(target: Target, body: unknown): Promise<boolean> {
  const db = loadedDatabase() ?? (await loadDatabase());
  return guardStorage(() =>
    db.transaction('rw', db.outbox, async () => {
      const existing = await waitingConflict(target);
      if (existing) await db.outbox.update(existing.id, { body });
      return existing !== undefined;
    }),
  );
}

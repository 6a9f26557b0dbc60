import { callApi } from '../api/client';
import type { OutboxEntry } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { emitSent } from './outbox-events';
import { deleteLocalDraft } from './draft-store';
import { inFlight, removeEntries, updateEntry, waitingEntries } from './outbox-queue';
import { contractOf, hasVersion } from './outbox-send';
import { forgetReceipt, hasReceipt } from './receipts';
import { replayOutbox } from './replay';
import { guardStorage } from './storage-error';

async function entryOf(id: number): Promise<OutboxEntry> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const entry = await db.outbox.get(id);
  if (!entry) throw new Error(`Outbox entry ${id} is gone`);
  return entry;
}

/**
 * Tries a refused entry again, as it is or with a corrected body (edit and retry). A changed body gets a new
 * Idempotency-Key: the service keyed the refusal on the old body.
 */
export async function retryEntry(id: number, body?: unknown): Promise<void> {
  const entry = await entryOf(id);
  const changed = body !== undefined ? { body, key: crypto.randomUUID() } : {};
  await updateEntry(id, { ...changed, state: 'pending', attempts: 0, nextAttemptAt: 0, error: undefined });
  await replayOutbox();
  void entry;
}

/**
 * Replays now, without waiting out the backoff of pending entries: on reconnect, at start-up, when the service worker
 * says the connection is back, and from the 'Send nå' button.
 */
export async function replayNow(): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await guardStorage(() => db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 }));
  await replayOutbox();
}

/** Drops an entry the user no longer wants (the only way an entry's data is ever dropped). */
export async function discardEntry(id: number): Promise<void> {
  const entry = await entryOf(id);
  await removeEntries([entry]);
  // A refused item never reached the service as a change: its 'sent' note goes with it.
  if (!(await hasReceipt(entry.key))) await forgetReceipt(entry.key);
  void replayOutbox();
}

export type ConflictChoice = 'mine' | 'theirs';

/**
 * Settles a 409 version conflict (another device saved first). Reads the entity as the service has it now, then:
 * 'mine' sends our body again with the service's version; 'theirs' drops our waiting saves of that path and puts the
 * service's version in the local draft. Answers the service's version of the entity.
 */
export async function resolveConflict(id: number, choice: ConflictChoice): Promise<unknown> {
  const db = loadedDatabase() ?? (await loadDatabase());
  const entry = await entryOf(id);
  const server = await callApi(contractOf({ method: 'GET', path: entry.path }), {
    params: entry.params as never,
  });
  if (choice === 'mine') {
    if (!hasVersion(server) || !hasVersion(entry.body))
      throw new Error('The conflict has no version to settle');
    await updateEntry(id, {
      body: { ...entry.body, version: server.version },
      key: crypto.randomUUID(),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: undefined,
    });
  } else {
    const sameTarget = (await waitingEntries(entry.entityId)).filter(
      (other) => other.id >= entry.id && other.method === entry.method && other.path === entry.path,
    );
    await removeEntries(sameTarget);
    if (await db.drafts.get(entry.entityId))
      await db.drafts.update(entry.entityId, { draft: server, savedAt: Date.now() });
    // Open views of the entity (the wizard) take the service's version as if our save had answered it.
    emitSent(entry, server, 'theirs');
  }
  await replayOutbox();
  return server;
}

/**
 * Forgets a draft that exists only on this device (created offline, its create still waiting): every waiting change of
 * it and its local copy. False when its create is being sent right now (the service may already hold it: it is then
 * deleted there like any draft).
 */
export async function discardLocalDraft(id: string): Promise<boolean> {
  const entries = await waitingEntries(id);
  if (entries.some((entry) => inFlight.has(entry.id))) return false;
  await removeEntries(entries);
  await deleteLocalDraft(id);
  return true;
}

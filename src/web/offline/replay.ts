import type { OutboxEntry } from './db';
import { loadDatabase, loadedDatabase } from './database';
import { emitSent } from './outbox-events';
import { inFlight, removeEntries, updateEntry, waitingEntries } from './outbox-queue';
import { hasVersion, sendEntry } from './outbox-send';
import { hasFreshToken } from './owner';
import { markReceivedAndSigned, markSent, recordSafely } from './receipts';
import { setSyncing } from './sync-state';

/** Backoff after a failed try: 2 s, 4 s, 8 s ... at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(1, attempts), 5 * 60_000);
}

/** A pending entry whose backoff is over: this run sends it. */
const isDue = (entry: OutboxEntry) => entry.state === 'pending' && entry.nextAttemptAt <= Date.now();

let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends the waiting entries of the signed-in user in the order they were made. One entity's entries go strictly in
 * order: a refused, conflicting or backing-off entry holds back the later ones of its entity (others go on). No answer
 * at all ends the run. Calls during a run make one more run afterwards. Resolves when done.
 */
export function replayOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await acrossTabs(runOnce);
      } while (again);
    } finally {
      setSyncing(false);
      running = null;
    }
  })();
  return running;
}

type LockManager = {
  request(
    name: string,
    options: { ifAvailable: boolean },
    run: (lock: unknown) => Promise<void>,
  ): Promise<void>;
};

/** One tab replays at a time (Web Locks): another tab's run is skipped while one is running. */
async function acrossTabs(run: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return run();
  await locks.request('meldesystem-outbox-replay', { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}

async function runOnce(): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  if (timer) clearTimeout(timer);
  timer = undefined;
  // Without a good token the service would answer 401 and end the session: wait for the session's refresh instead.
  if (!hasFreshToken()) return;
  const held = new Set<string>();
  const entries = await waitingEntries();
  // 'Sending' shows only while something is due to go: a run with nothing to send (every start-up) changes nothing on
  // screen.
  if (entries.some(isDue)) setSyncing(true);
  for (const entry of entries) {
    if (held.has(entry.entityId)) continue;
    if (!isDue(entry)) {
      held.add(entry.entityId);
      continue;
    }
    // The entry may have changed (merged, discarded) since the list was read.
    const current = await db.outbox.get(entry.id);
    if (!current || current.state !== 'pending') {
      if (current) held.add(entry.entityId);
      continue;
    }
    inFlight.add(current.id);
    await recordSafely(markSent(current));
    const outcome = await sendEntry(current).finally(() => inFlight.delete(current.id));
    if (outcome.kind === 'sent') {
      await afterSent(current, outcome.response);
      continue;
    }
    if (outcome.kind === 'offline' || outcome.kind === 'unauthorised') {
      await updateEntry(current.id, {
        attempts: current.attempts + 1,
        nextAttemptAt: Date.now() + backoffMs(current.attempts + 1),
      });
      break;
    }
    held.add(current.entityId);
    if (outcome.kind === 'retry') {
      const attempts = current.attempts + 1;
      await updateEntry(current.id, {
        attempts,
        nextAttemptAt: Date.now() + backoffMs(attempts),
        error: outcome.error,
      });
    } else {
      await updateEntry(current.id, {
        state: outcome.kind,
        attempts: current.attempts + 1,
        error: outcome.error,
      });
    }
  }
  await scheduleNext();
}

/** The id the service answered for the entity, if the answer names one (a message's entity is '<kind>:<messageId>'). */
function answerIsEntity(response: unknown, entityId: string): response is { version: number } {
  if (!hasVersion(response)) return false;
  const { id, acquisitionId, daqAcquisitionGID, messageId } = response as Record<string, unknown>;
  if (typeof messageId === 'string' && entityId.endsWith(`:${messageId}`)) return true;
  return [id, acquisitionId, daqAcquisitionGID].some(
    (value) => value !== undefined && String(value) === entityId,
  );
}

/** Every field of the sent body has the same value in the local copy (version and id aside). */
function holdsOnly(local: object, sent: unknown): boolean {
  if (typeof sent !== 'object' || sent === null) return false;
  const kept = local as Record<string, unknown>;
  return Object.entries(sent).every(
    ([key, value]) =>
      key === 'version' ||
      key === 'acquisitionId' ||
      JSON.stringify(kept[key] ?? null) === JSON.stringify(value ?? null),
  );
}

/**
 * Removes the sent entry. When the answer is the entity with its new version, later versioned entries of the entity
 * and the local draft carry that version (an amendment: among its ownVersions), so the next save is not refused as a
 * conflict with our own change.
 */
async function afterSent(entry: OutboxEntry, response: unknown): Promise<void> {
  const db = loadedDatabase() ?? (await loadDatabase());
  await recordSafely(markReceivedAndSigned(entry, response));
  await removeEntries([entry]);
  if (answerIsEntity(response, entry.entityId)) {
    const version = response.version;
    const later = await waitingEntries(entry.entityId);
    for (const next of later) {
      if (!hasVersion(next.body) || inFlight.has(next.id)) continue;
      // An amendment keeps the version its edit began from and names our change as its own (the service judges a
      // conflict per section, issue 25); other changes (a draft's save) take the new version.
      const own = (next.body as { ownVersions?: unknown }).ownVersions;
      const body = Array.isArray(own) ? { ...next.body, ownVersions: [...own, version] } : { ...next.body, version };
      await updateEntry(next.id, { body });
    }
    const local = await db.drafts.get(entry.entityId);
    if (local && hasVersion(local.draft)) {
      // The local copy holds no unsent edits once it is what was sent (nothing typed since): a later reopening must
      // not take it for edits another device's save overtook.
      const clean = holdsOnly(local.draft, entry.body);
      await db.drafts.update(entry.entityId, {
        draft: { ...local.draft, version, ...(clean ? { localEdits: false } : {}) },
      });
    }
  }
  emitSent(entry, response);
}

/** Wakes the replay when the earliest backing-off entry is due. */
async function scheduleNext(): Promise<void> {
  const pending = (await waitingEntries()).filter((entry) => entry.state === 'pending');
  if (pending.length === 0) return;
  const due = Math.min(...pending.map((entry) => entry.nextAttemptAt));
  timer = setTimeout(() => void replayOutbox(), Math.max(1000, due - Date.now()));
}

/** Stops the backoff timer (sign-out, tests). */
export function stopReplayTimer(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
}

// Loaded lazily by use-overview-rows.ts: it reads IndexedDB (Dexie), which the first screen does not wait for.
import { liveQuery } from 'dexie';
import { db, type LocalDraftRecord } from '../../../offline/db';
import { onOutboxSent } from '../../../offline/outbox-events';
import { currentOwnerId } from '../../../offline/owner';
import type { PendingCounts } from '../../../offline/pending-badge-view';
import { countByEntity, isDraftCreate, waitingCreateIds } from './outbox-groups';
import type { LocalDraftLike } from './overview-rows';

/** What this device adds to the overview: the outbox per entity, and the drafts the service does not have yet. */
export interface OutboxOverlay {
  counts: ReadonlyMap<string, PendingCounts>;
  /** Drafts of the signed-in user whose create waits in the outbox, latest saved first. */
  localDrafts: readonly LocalDraftLike[];
}

export const EMPTY_OVERLAY: OutboxOverlay = { counts: new Map(), localDrafts: [] };

/** One read of the signed-in user's outbox (by its ownerId index) and of the drafts whose create waits. */
async function readOverlay(): Promise<OutboxOverlay> {
  const owner = currentOwnerId();
  const entries = await db.outbox.where('ownerId').equals(owner).toArray();
  const ids = waitingCreateIds(entries);
  const records = ids.length ? await db.drafts.bulkGet(ids) : [];
  const localDrafts = records
    .filter((record): record is LocalDraftRecord => !!record && record.ownerId === owner)
    .sort((a, b) => b.savedAt - a.savedAt);
  return { counts: countByEntity(entries), localDrafts };
}

export interface OverlayListeners {
  /** Every change of the outbox or of those drafts (in this tab or another). */
  onChange: (overlay: OutboxOverlay) => void;
  /** An entry reached the service; for a draft's create, `created` is the service's answer (the draft). */
  onSent: (entityId: string, created: unknown) => void;
}

/** ONE live query for the whole table, whatever the number of rows; answers the unsubscribe. */
export function subscribeOverlay({ onChange, onSent }: OverlayListeners): () => void {
  const subscription = liveQuery(readOverlay).subscribe({
    next: onChange,
    // IndexedDB unavailable (private mode, storage refused): the table shows the service's rows only.
    error: () => onChange(EMPTY_OVERLAY),
  });
  const stopSent = onOutboxSent((entry, response) =>
    onSent(entry.entityId, isDraftCreate(entry) ? response : undefined),
  );
  return () => {
    subscription.unsubscribe();
    stopSent();
  };
}

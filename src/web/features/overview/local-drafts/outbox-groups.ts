import { createDraftCall } from '@/domain/schemas/draft';
import type { PendingCounts } from '../../../offline/pending-badge-view';

/** What the table needs of an outbox entry (src/web/offline/db.ts OutboxEntry). */
export interface OutboxEntryLike {
  entityId: string;
  method: string;
  path: string;
  state: 'pending' | 'failed' | 'conflict';
}

/** The outbox grouped by entity: one pass over every waiting entry, for the whole table. */
export function countByEntity(entries: readonly OutboxEntryLike[]): Map<string, PendingCounts> {
  const counts = new Map<string, PendingCounts>();
  for (const entry of entries) {
    let count = counts.get(entry.entityId);
    if (!count) counts.set(entry.entityId, (count = { pending: 0, failed: 0, conflicts: 0 }));
    if (entry.state === 'pending') count.pending += 1;
    else if (entry.state === 'failed') count.failed += 1;
    else count.conflicts += 1;
  }
  return counts;
}

/** Whether the entry creates a draft (POST /Draft). */
export function isDraftCreate(entry: Pick<OutboxEntryLike, 'method' | 'path'>): boolean {
  return entry.method === createDraftCall.method && entry.path === createDraftCall.path;
}

/** The ids of drafts whose create still waits (pending or refused): the service does not hold them yet. */
export function waitingCreateIds(entries: readonly OutboxEntryLike[]): string[] {
  return [...new Set(entries.filter(isDraftCreate).map((entry) => entry.entityId))];
}

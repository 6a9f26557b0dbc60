import { lazy, Suspense, useState } from 'react';
import type { OutboxEntry } from '../../../offline/db';
import { useWaitingEntries } from '../../../offline/outbox';

/** The dialog (the section diff, turf's polygon clipping among it) loads only when there is a conflict (issue 27). */
const ConflictDialog = lazy(() => import('./amendment-conflict-dialog').then((m) => ({ default: m.ConflictDialog })));

/** An amendment (PUT /Acquisition/{id}/details/{section}) of this acquisition that met another user's change. */
const isAmendmentConflict = (entry: OutboxEntry, id: string) =>
  entry.state === 'conflict' && entry.entityId === id && entry.method === 'PUT' && /^\/Acquisition\/\{id\}\/details\/[A-Za-z]+$/.test(entry.path);

/**
 * The choice after the acquisition changed meanwhile (another user's amendment or status change; online at Confirm or
 * when a change prepared offline is replayed), as for drafts: keep mine (sent again on the current version, the service
 * computes the diff anew), take theirs (mine is dropped, the page shows the service's), or decide later (nothing is
 * lost: the change, its data and its comment, stays on this device and the outbox bar above the sections keeps
 * offering the choice; the next visit asks again).
 */
export function AmendmentConflictDialog({ id }: { id: string }) {
  const entries = useWaitingEntries(id);
  const [later, setLater] = useState<number[]>([]);
  const entry = entries?.find((e) => isAmendmentConflict(e, id) && !later.includes(e.id));
  if (!entry) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog key={entry.id} id={id} entry={entry} onLater={() => setLater((l) => [...l, entry.id])} />
    </Suspense>
  );
}


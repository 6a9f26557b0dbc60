import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { updateNoteCall } from '@/domain/schemas/notes';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import type { OutboxEntry } from '../../../offline/db';
import { discardEntry, resolveConflict, type ConflictChoice } from '../../../offline/outbox-actions';

/** The dialog loads only when there is a conflict, not with the timeline (issue 27). */
const ConflictDialog = lazy(() => import('./note-conflict-dialog').then((m) => ({ default: m.ConflictDialog })));

/** An edit of a note of this acquisition that met another save of the note (409 'noteVersionConflict'), kept on this device. */
export function isNoteConflictOf(entry: OutboxEntry, acquisitionId: string): boolean {
  return (
    entry.state === 'conflict' &&
    entry.method === updateNoteCall.method &&
    entry.path === updateNoteCall.path &&
    entry.attachments?.acquisitionId === acquisitionId
  );
}

/**
 * Keep mine or take theirs for a note edit in conflict, as amendments and drafts settle theirs (resolveConflict: keep
 * mine sends the edit again on the note's version now, with a new Idempotency-Key; take theirs drops it and the page
 * shows the note as stored). A note deleted meanwhile has nothing to take: taking theirs then just drops the edit.
 */
export function useResolveNoteConflict() {
  const { t } = useTranslation('notes');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const choose = useCallback(
    async (entry: OutboxEntry, choice: ConflictChoice) => {
      setBusy(true);
      try {
        try {
          await resolveConflict(entry.id, choice);
        } catch (error) {
          if (choice === 'theirs' && isApiError(error) && error.responseStatus === 404) await discardEntry(entry.id);
          else throw error;
        }
        notify(t(choice === 'mine' ? 'conflict.keptMine' : 'conflict.tookTheirs'), 'success');
      } catch {
        notify(t('conflict.failed'), 'error');
      } finally {
        setBusy(false);
      }
    },
    [notify, t],
  );
  return { busy, choose };
}

/**
 * The choice after a note was saved elsewhere (another device or tab) while this edit was made, online at Lagre or
 * when an edit written offline is replayed: keep mine, take theirs, or decide later (nothing is lost: the edit stays on
 * this device, the waiting messages above the timeline keep offering the choice, and the next visit asks again).
 */
export function NoteConflictDialog({ entries }: { entries: readonly OutboxEntry[] }) {
  const [later, setLater] = useState<number[]>([]);
  const entry = entries.find((e) => !later.includes(e.id));
  if (!entry) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog key={entry.id} entry={entry} onLater={() => setLater((l) => [...l, entry.id])} />
    </Suspense>
  );
}


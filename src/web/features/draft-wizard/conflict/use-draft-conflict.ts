import { useCallback, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNotify } from '../../../components/notify';
import { useWaitingEntries } from '../../../offline/outbox';
import { resolveConflict, type ConflictChoice } from '../../../offline/outbox-actions';
import { waitingEntries } from '../../../offline/outbox-queue';
import { isDraftConflict } from './draft-conflict';

export interface DraftConflict {
  /** The dialog is shown: a save of this draft (or a reload) met another device's save, and it is not put off. */
  open: boolean;
  busy: boolean;
  /** Shows the dialog again (a save while the choice is still open). */
  show: () => void;
  /** Puts the choice off: the outbox bar keeps offering it, and the next save asks again. */
  dismiss: () => void;
  choose: (choice: ConflictChoice) => Promise<void>;
}

/**
 * The choice after another device saved this draft first (online or replayed): keep mine sends this device's values
 * with the service's version; take theirs drops them and the wizard shows the service's draft (resolveConflict, the
 * same as the outbox bar's). Until then the values stay in the form and in the outbox.
 */
export function useDraftConflict(id: string): DraftConflict {
  const { t } = useTranslation('draft');
  const notify = useNotify();
  const entries = useWaitingEntries(id);
  const entry = entries?.find((waiting) => isDraftConflict(waiting, id));
  const entryId = entry?.id;
  // Which conflict the dialog is open for. 'opening': the first read of the outbox decides (a conflict left from
  // before, e.g. a reload, asks at once); 'next': the next one seen (a save met it). A conflict met by a replay in the
  // background does not interrupt the user: the outbox bar shows it, and the next save asks.
  const [openFor, setOpenFor] = useState<number | 'opening' | 'next' | null>('opening');
  if (entries !== undefined && (openFor === 'opening' || (openFor === 'next' && entryId !== undefined)))
    setOpenFor(entryId ?? null);
  const [busy, setBusy] = useState(false);

  const show = useCallback(() => setOpenFor('next'), []);
  const dismiss = useCallback(() => setOpenFor(null), []);
  const choose = useCallback(
    async (choice: ConflictChoice) => {
      if (entryId === undefined) return;
      setBusy(true);
      try {
        await resolveConflict(entryId, choice);
        const left = (await waitingEntries(id)).find((waiting) => waiting.id === entryId);
        if (!left) notify(t(choice === 'mine' ? 'conflict.keptMine' : 'conflict.tookTheirs'), 'success');
        else if (left.state === 'pending') notify(t('nav.savedLocally'), 'success');
      } catch {
        notify(t('conflict.failed'), 'error');
      } finally {
        setBusy(false);
      }
    },
    [entryId, id, notify, t],
  );
  return { open: entryId !== undefined && openFor === entryId, busy, show, dismiss, choose };
}

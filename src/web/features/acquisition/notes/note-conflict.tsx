import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateNoteCall } from '@/domain/schemas/notes';
import { isApiError } from '../../../api/client';
import { ConflictChoiceDialog } from '../../../components/conflict-choice-dialog';
import { useNotify } from '../../../components/notify';
import type { OutboxEntry } from '../../../offline/db';
import { discardEntry, resolveConflict, type ConflictChoice } from '../../../offline/outbox-actions';
import { useSession } from '@/web/session/use-session';
import { useNote } from './note-calls';

const useStyles = makeStyles({
  quote: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    maxHeight: '30vh',
    overflowY: 'auto',
  },
});

/** An edit of a note of this acquisition that met another save of the note (409 'noteVersionConflict'), kept on this device. */
export function isNoteConflictOf(entry: OutboxEntry, acquisitionId: string): boolean {
  return (
    entry.state === 'conflict' &&
    entry.method === updateNoteCall.method &&
    entry.path === updateNoteCall.path &&
    entry.attachments?.acquisitionId === acquisitionId
  );
}

const noteIdOf = (entry: OutboxEntry) => String((entry.params as { id?: unknown } | undefined)?.id ?? '');
const textOf = (entry: OutboxEntry) => String((entry.body as { messageContent?: unknown } | undefined)?.messageContent ?? '');

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
  return <ConflictDialog key={entry.id} entry={entry} onLater={() => setLater((l) => [...l, entry.id])} />;
}

function ConflictDialog({ entry, onLater }: { entry: OutboxEntry; onLater: () => void }) {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const { contextToken } = useSession();
  const client = useQueryClient();
  const messageId = noteIdOf(entry);
  // The note as the service has it now (asked again as the dialog opens): what taking theirs would show.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['note', contextToken, messageId] });
  }, [client, contextToken, messageId]);
  const current = useNote(messageId);
  const { busy, choose } = useResolveNoteConflict();
  return (
    <ConflictChoiceDialog
      title={t('conflict.title')}
      labels={{ later: t('conflict.later'), takeTheirs: t('conflict.takeTheirs'), keepMine: t('conflict.keepMine') }}
      busy={busy}
      onLater={onLater}
      onChoose={(choice) => void choose(entry, choice)}
      contentTestId="note-conflict"
    >
      <p>{t('conflict.body')}</p>
      <p>{t('conflict.mine')}</p>
      <blockquote className={styles.quote} data-testid="note-conflict-mine">
        {textOf(entry)}
      </blockquote>
      {current.data && (
        <>
          <p>{t('conflict.theirs')}</p>
          <blockquote className={styles.quote} data-testid="note-conflict-theirs">
            {current.data.messageContent}
          </blockquote>
        </>
      )}
      <p>{t('conflict.mineHint')}</p>
      <p>{t('conflict.theirsHint')}</p>
    </ConflictChoiceDialog>
  );
}

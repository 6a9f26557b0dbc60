import { makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { ConflictChoiceDialog } from '../../../components/conflict-choice-dialog';
import type { OutboxEntry } from '../../../offline/db';
import { useSession } from '@/web/session/use-session';
import { useNote } from './note-calls';
import { useResolveNoteConflict } from './note-conflict';

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

const noteIdOf = (entry: OutboxEntry) => String((entry.params as { id?: unknown } | undefined)?.id ?? '');
const textOf = (entry: OutboxEntry) => String((entry.body as { messageContent?: unknown } | undefined)?.messageContent ?? '');

/** Keep mine, take theirs or later for one note edit in conflict (note-conflict.tsx: NoteConflictDialog). */
export function ConflictDialog({ entry, onLater }: { entry: OutboxEntry; onLater: () => void }) {
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

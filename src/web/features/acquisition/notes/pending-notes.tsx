import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { createNoteCall, updateNoteCall } from '@/domain/schemas/notes';
import { formatDate } from '../../../components/format-date';
import type { OutboxEntry } from '../../../offline/db';
import { onOutboxSent, useOutboxEntries } from '../../../offline/outbox';
import { discardEntry, retryEntry } from '../../../offline/outbox-actions';
import { useStoredUploadFractions, useUploadProgress } from '../../../offline/upload-progress';
import { useRefreshTimeline } from './note-calls';
import { isNoteConflictOf, NoteConflictDialog, useResolveNoteConflict } from './note-conflict';

const useStyles = makeStyles({ list: { display: 'grid', gap: tokens.spacingVerticalS } });

/** Outbox entries that are notes of this acquisition (new: POST on the acquisition; edits carry its files' acquisition). */
export function isNoteEntryOf(entry: OutboxEntry, acquisitionId: string): boolean {
  if (entry.path === createNoteCall.path && entry.method === 'POST')
    return entry.params?.id === acquisitionId;
  return (
    entry.path === updateNoteCall.path &&
    entry.method === 'PUT' &&
    entry.attachments?.acquisitionId === acquisitionId
  );
}

/** Outbox entries that are dialogue messages of this acquisition (statement, inquiry, reply, fisheries expert report). */
export function isDialogueEntryOf(entry: OutboxEntry, acquisitionId: string): boolean {
  return entry.entityId.startsWith('dialogue:') && entry.attachments?.acquisitionId === acquisitionId;
}

const isWaitingMessageOf = (entry: OutboxEntry, acquisitionId: string) =>
  isNoteEntryOf(entry, acquisitionId) || isDialogueEntryOf(entry, acquisitionId);

/**
 * The notes and dialogue messages (a company's reply written at sea) of this acquisition that wait on this device (written with no network, or still uploading their files):
 * what they say, how many files, how far the upload has come; a refused one with the service's reason, to try again
 * or discard; a note edit that met another save of the note with keep mine / take theirs (and the dialog asking it). They are kept, files and all, across reloads and closed tabs until the service has them.
 */
export function PendingNotes({ acquisitionId }: { acquisitionId: string }) {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const progress = useUploadProgress();
  const entries = useOutboxEntries().filter((entry) => isWaitingMessageOf(entry, acquisitionId));
  const stored = useStoredUploadFractions(entries.flatMap((entry) => entry.attachments?.fileIds ?? []));
  const refresh = useRefreshTimeline(acquisitionId);
  const conflicts = entries.filter((entry) => isNoteConflictOf(entry, acquisitionId));
  const resolve = useResolveNoteConflict();
  useEffect(
    () =>
      onOutboxSent((entry) => {
        if (isWaitingMessageOf(entry, acquisitionId)) refresh();
      }),
    [acquisitionId, refresh],
  );
  if (entries.length === 0) return null;
  return (
    <section className={styles.list} aria-label={t('pending.title')} data-testid="pending-notes">
      <NoteConflictDialog entries={conflicts} />
      {entries.map((entry) => {
        const files = entry.attachments?.fileIds ?? [];
        const done = files
          .map((id) => progress.get(id) ?? stored.get(id))
          .filter((value): value is number => value !== undefined);
        const fraction =
          done.length > 0 ? done.reduce((sum, value) => sum + value, 0) / files.length : undefined;
        const refused = entry.state !== 'pending';
        const conflict = conflicts.includes(entry);
        const body = entry.body as { messageContent?: string; MessageContent?: string } | undefined;
        const text = body?.messageContent ?? body?.MessageContent ?? '';
        const dialogue = isDialogueEntryOf(entry, acquisitionId);
        const values = {
          time: formatDate(entry.createdAt, 'dateTime'),
          count: files.length,
          message: entry.error?.message ?? '',
          label: entry.label,
        };
        return (
          <MessageBar key={entry.id} intent={refused && !conflict ? 'error' : 'warning'} layout="multiline" data-testid={conflict ? 'pending-note-conflict' : undefined}>
            <MessageBarBody>
              <MessageBarTitle>
                {conflict
                  ? t('conflict.pending', values)
                  : dialogue
                  ? t(refused ? 'pending.messageFailed' : 'pending.messageWaiting', values)
                  : t(refused ? 'pending.failed' : 'pending.waiting', values)}
              </MessageBarTitle>
              <div style={{ overflowWrap: 'anywhere' }}>
                {text.length > 140 ? `${text.slice(0, 140)} …` : text}
              </div>
              {files.length > 0 && <div>{t('pending.files', values)}</div>}
              {fraction !== undefined && !refused && (
                <ProgressBar
                  value={fraction}
                  max={1}
                  aria-label={t('pending.progress', { percent: Math.floor(fraction * 100) })}
                />
              )}
            </MessageBarBody>
            {conflict && (
              <MessageBarActions>
                <Button size="small" disabled={resolve.busy} onClick={() => void resolve.choose(entry, 'mine')}>
                  {t('conflict.keepMine')}
                </Button>
                <Button size="small" disabled={resolve.busy} onClick={() => void resolve.choose(entry, 'theirs')}>
                  {t('conflict.takeTheirs')}
                </Button>
              </MessageBarActions>
            )}
            {refused && !conflict && (
              <MessageBarActions>
                <Button size="small" onClick={() => void retryEntry(entry.id)}>
                  {t('pending.retry')}
                </Button>
                <Button size="small" onClick={() => void discardEntry(entry.id)}>
                  {t('pending.discard')}
                </Button>
              </MessageBarActions>
            )}
          </MessageBar>
        );
      })}
    </section>
  );
}

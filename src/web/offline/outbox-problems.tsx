import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from '../components/use-translation';
import { updateNoteCall } from '@/domain/schemas/notes';
import { fieldLabelKey } from '../api/field-labels';
import { fieldErrorLines, translateKey } from '../api/problem-text';
import { useNotify } from '../components/notify';
import type { OutboxEntry, OutboxError } from './db';
import { useOutboxEntries } from './outbox';
import { discardEntry, resolveConflict, retryEntry, type ConflictChoice } from './outbox-actions';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fields: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export interface OutboxProblemsProps {
  entityId?: string;
  /** Edit and retry: the wizard shows the data to fix; its next save replaces the refused change and is sent again. */
  onEdit?: (entry: OutboxEntry) => void;
}

/**
 * The changes of an entity the service refused (with the service's message) or that met another device's save,
 * with what the user can do: retry, edit and retry, discard; keep mine or take theirs. Nothing when there is none.
 */
export function OutboxProblems({ entityId, onEdit }: OutboxProblemsProps) {
  const styles = useStyles();
  const entries = useOutboxEntries(entityId).filter((entry) => entry.state !== 'pending');
  if (entries.length === 0) return null;
  return (
    <div className={styles.list} data-testid="outbox-problems">
      {entries.map((entry) => (
        <ProblemBar key={entry.id} entry={entry} onEdit={onEdit} />
      ))}
    </div>
  );
}

/** The refusal's message: stored in Norwegian (errorOf); a message key kept by an older entry is translated now. */
function messageOf(i18n: I18n, error: OutboxError | undefined): string {
  if (!error) return '';
  return translateKey(i18n, error.message) ?? error.message;
}

/** An amendment of a details section (PUT /Acquisition/{id}/details/{section}), not a draft's save. */
const isAmendment = (entry: OutboxEntry) => entry.method === 'PUT' && /^\/Acquisition\/\{id\}\/details\/[A-Za-z]+$/.test(entry.path);
/** An edit of a note (PUT /Messages/{id}/note). */
const isNoteEdit = (entry: OutboxEntry) => entry.method === updateNoteCall.method && entry.path === updateNoteCall.path;

function ProblemBar({ entry, onEdit }: { entry: OutboxEntry; onEdit?: (entry: OutboxEntry) => void }) {
  const { t, i18n } = useTranslation('offline');
  // An amendment's conflict is worded as the details tab's conflict dialog words it (keep mine, take theirs).
  const { t: ta } = useTranslation('amendments');
  // A note edit's conflict likewise as the timeline's note conflict dialog words it.
  const { t: tn } = useTranslation('notes');
  const styles = useStyles();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .catch((error: unknown) =>
        notify(t('problems.actionFailed', { message: (error as Error).message }), 'error'),
      )
      .finally(() => setBusy(false));
  };
  const choose = (choice: ConflictChoice) => run(() => resolveConflict(entry.id, choice));
  const discard = () => {
    if (window.confirm(t('problems.discardConfirm'))) run(() => discardEntry(entry.id));
  };
  const conflict = entry.state === 'conflict';
  const amendment = conflict && isAmendment(entry);
  const note = conflict && isNoteEdit(entry);
  const fieldErrors = fieldErrorLines(i18n, entry.error?.fieldErrors, fieldLabelKey);
  return (
    <MessageBar
      intent={conflict ? 'warning' : 'error'}
      layout="multiline"
      data-testid={`outbox-${entry.state}`}
    >
      <MessageBarBody>
        <MessageBarTitle>
          {amendment
            ? ta('conflict.title')
            : note
              ? tn('conflict.title')
              : t(conflict ? 'problems.conflictTitle' : 'problems.failedTitle', { label: entry.label })}
        </MessageBarTitle>
        {amendment
          ? ta('conflict.body', { section: entry.label })
          : note
            ? tn('conflict.body')
            : conflict
            ? t('problems.conflictText')
            : t('problems.failedText', { message: messageOf(i18n, entry.error) })}
        {fieldErrors.length > 0 && (
          <ul className={styles.fields}>
            {fieldErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </MessageBarBody>
      <MessageBarActions>
        {conflict ? (
          <>
            <Button disabled={busy} onClick={() => choose('mine')}>
              {amendment ? ta('conflict.keepMine') : note ? tn('conflict.keepMine') : t('problems.keepMine')}
            </Button>
            <Button disabled={busy} onClick={() => choose('theirs')}>
              {amendment ? ta('conflict.takeTheirs') : note ? tn('conflict.takeTheirs') : t('problems.takeTheirs')}
            </Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={() => run(() => retryEntry(entry.id))}>
              {t('problems.retry')}
            </Button>
            {onEdit && (
              <Button disabled={busy} onClick={() => onEdit(entry)}>
                {t('problems.edit')}
              </Button>
            )}
            <Button disabled={busy} onClick={discard}>
              {t('problems.discard')}
            </Button>
          </>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}

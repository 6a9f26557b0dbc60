import {
  Button,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OutboxEntry } from './db';
import { useLocalDrafts } from './draft-store';
import { useOutboxEntries } from './outbox';
import { replayNow } from './outbox-actions';
import { OutboxProblems } from './outbox-problems';
import { PendingChangesBadge } from './pending-changes-badge';
import { useClaimOfflineNotice, useOfflineNoticeDetails } from './offline-notice';
import { useSyncStatus } from './sync-status';

const useStyles = makeStyles({
  bar: { borderRadius: 0 },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  problems: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
});

/** The acquisition a queued message belongs to (its files', or a new message's POST /Messages/{acquisition}/...). */
function acquisitionOfMessage(entry: OutboxEntry): string | undefined {
  if (entry.attachments) return entry.attachments.acquisitionId;
  if (entry.method === 'POST' && entry.path.startsWith('/Messages/{id}/')) return String(entry.params?.id ?? '') || undefined;
  return undefined;
}

function entitiesOf(entries: OutboxEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.entityId))];
}

/**
 * Under the header on every signed-in page: how many changes wait to be sent, the drafts they belong to (each
 * opened from here; a draft created offline is also listed at the top of the overview until the service has
 * it), and the refused or conflicting changes with what the user can do about them. The storage-full message
 * shows here too.
 */
export interface OfflineNotice {
  title: string;
  text: string;
}

export function OutboxStatus({ offlineNotice }: { offlineNotice?: OfflineNotice }) {
  const { t } = useTranslation('offline');
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useOutboxEntries();
  const status = useSyncStatus();
  const drafts = useLocalDrafts<{ name?: string }>() ?? [];
  const [open, setOpen] = useState(false);
  const showing = entries.length > 0 || !!status.storageFailure;
  // Offline, this bar also says so (the general offline banner steps back): one bar says it all.
  const offline = !status.online && !!offlineNotice && showing;
  useClaimOfflineNotice('outbox', offline);
  const details = useOfflineNoticeDetails();
  if (!showing) return null;
  const nameOf = (id: string) => drafts.find((record) => record.id === id)?.draft.name || id.slice(0, 8);
  // Changes of a submitted acquisition (its status calls, /Acquisitions/{id}/...) lead to its page; a draft's to its wizard.
  const isDraft = (id: string) =>
    !entries.filter((entry) => entry.entityId === id).every((entry) => entry.path.startsWith('/Acquisitions/'));
  // A message (a note with its files) leads to its acquisition's timeline, where it is shown as waiting.
  const messageOf = (id: string) => entries.find((entry) => entry.entityId === id && acquisitionOfMessage(entry));
  const targetOf = (id: string) => {
    const message = messageOf(id);
    if (message) return `/${acquisitionOfMessage(message)}/timeline`;
    return isDraft(id) ? `/${id}/create/area` : `/${id}/timeline`;
  };
  const entities = entitiesOf(entries);
  const hasProblems = status.failed + status.conflicts > 0;
  const edit = (entry: OutboxEntry) => {
    if (!pathname.startsWith(`/${entry.entityId}/`)) navigate(targetOf(entry.entityId));
  };
  return (
    <div data-testid="outbox-status">
      <MessageBar
        intent={status.storageFailure || hasProblems ? 'error' : offline ? 'warning' : 'info'}
        layout="multiline"
        className={styles.bar}
      >
        <MessageBarBody role="status">
          {offline && (
            <>
              <MessageBarTitle>{offlineNotice.title}</MessageBarTitle>
              {[offlineNotice.text, ...details].join(' ')}{' '}
            </>
          )}
          {status.storageFailure && (
            <MessageBarTitle>
              {t(status.storageFailure.kind === 'quota' ? 'storage.quota' : 'storage.unavailable')}
            </MessageBarTitle>
          )}
          {entries.length > 0 && offline && <>{t('status.pending', { count: entries.length })}. </>}
          {entries.length > 0 && !offline && (
            <MessageBarTitle>
              {status.syncing && status.online
                ? t('status.syncing')
                : t('status.pending', { count: entries.length })}
            </MessageBarTitle>
          )}
          {hasProblems
            ? t('status.problems')
            : !status.online && entries.length > 0 && t('status.offlineHint')}
          {open && (
            <ul className={styles.list} aria-label={t('status.list')}>
              {entities.map((id) => (
                <li key={id} className={styles.item}>
                  <Link
                    as="a"
                    href={targetOf(id)}
                    onClick={(event) => (event.preventDefault(), navigate(targetOf(id)))}
                  >
                    {messageOf(id)?.label ??
                      (isDraft(id) ? t('status.draft', { name: nameOf(id) }) : t('status.acquisition', { name: nameOf(id) }))}
                  </Link>
                  <PendingChangesBadge entityId={id} />
                </li>
              ))}
            </ul>
          )}
        </MessageBarBody>
        {entries.length > 0 && (
          <MessageBarActions>
            <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
              {open ? t('status.hide') : t('status.show')}
            </Button>
            {status.online && status.pending > 0 && (
              <Button size="small" onClick={() => void replayNow()} disabled={status.syncing}>
                {t('status.sendNow')}
              </Button>
            )}
          </MessageBarActions>
        )}
      </MessageBar>
      {hasProblems && (
        <div className={styles.problems}>
          <OutboxProblems onEdit={edit} />
        </div>
      )}
    </div>
  );
}

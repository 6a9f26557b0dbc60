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
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../components/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { acquisitionKeys } from '../api/acquisition-keys';
import { useSession } from '../session/use-session';
import type { OutboxEntry } from './db';
import { useLocalDrafts } from './draft-store';
import { useOutboxEntries } from './outbox';
import { replayNow } from './outbox-actions';
import { OutboxProblems } from './outbox-problems';
import { PendingChangesBadge } from './pending-changes-badge';
import { useClaimOfflineNotice, useOfflineNoticeDetails } from './offline-notice';
import { useSyncStatus } from './sync-status';
import { describeEntry } from './waiting-entry';

const useStyles = makeStyles({
  bar: { borderRadius: 0 },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  item: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  problems: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
});

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
  const client = useQueryClient();
  const { contextToken } = useSession();
  const [open, setOpen] = useState(false);
  const showing = entries.length > 0 || !!status.storageFailure;
  // Offline, this bar also says so (the general offline banner steps back): one bar says it all.
  const offline = !status.online && !!offlineNotice && showing;
  useClaimOfflineNotice('outbox', offline);
  const details = useOfflineNoticeDetails();
  if (!showing) return null;
  const nameOf = (id: string) => drafts.find((record) => record.id === id)?.draft.name || id.slice(0, 8);
  /** The case's name as its page shows it ('NKE0014 Johan Castberg 3D'), from what the device keeps of it. */
  const caseName = (id: string) => {
    const exact = client.getQueryData<{ name?: string }>(acquisitionKeys.acquisition(contextToken, id));
    const any = client
      .getQueriesData<{ name?: string }>({ queryKey: acquisitionKeys.all })
      .find(([key, data]) => key[2] === id && key[3] === 'acquisition' && data?.name)?.[1];
    return exact?.name ?? any?.name ?? t('status.acquisition', { name: id.slice(0, 8) });
  };
  // One line a change of a submitted case (its case and what it is, opening the case page); one line a draft.
  const lines: { key: string; entityId?: string; href: string; text: string }[] = [];
  const draftsSeen = new Set<string>();
  for (const entry of entries) {
    const view = describeEntry(entry, t);
    if (view.caseId) {
      lines.push({ key: String(entry.id), href: `/${view.caseId}/${view.tab}`, text: `${caseName(view.caseId)}: ${view.text}` });
    } else if (view.draftId && !draftsSeen.has(view.draftId)) {
      draftsSeen.add(view.draftId);
      lines.push({ key: `draft:${view.draftId}`, entityId: view.draftId, href: `/${view.draftId}/create/area`, text: t('status.draft', { name: nameOf(view.draftId) }) });
    }
  }
  const targetOf = (entry: OutboxEntry) => {
    const view = describeEntry(entry, t);
    return view.caseId ? `/${view.caseId}/${view.tab}` : `/${entry.entityId}/create/area`;
  };
  const hasProblems = status.failed + status.conflicts > 0;
  const edit = (entry: OutboxEntry) => {
    const target = targetOf(entry);
    if (!pathname.startsWith(target.split('/').slice(0, 2).join('/') + '/')) navigate(target);
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
              {lines.map((line) => (
                <li key={line.key} className={styles.item} data-testid="waiting-change">
                  <Link as="a" href={line.href} onClick={(event) => (event.preventDefault(), navigate(line.href))}>
                    {line.text}
                  </Link>
                  {line.entityId && <PendingChangesBadge entityId={line.entityId} />}
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

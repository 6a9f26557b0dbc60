import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { formatDate } from '../../../components/format-date';
import type { OutboxEntry } from '../../../offline/db';
import { useOutboxEntries } from '../../../offline/outbox';
import { discardEntry, retryEntry } from '../../../offline/outbox-actions';

const useStyles = makeStyles({ list: { display: 'grid', gap: tokens.spacingVerticalS } });

/** Outbox entries that are status changes of an acquisition (PUT /Acquisitions/{id}/...). */
export function isStatusChangeEntry(entry: OutboxEntry): boolean {
  return entry.method === 'PUT' && entry.path.startsWith('/Acquisitions/{id}/');
}

/**
 * The status changes of this acquisition that wait on this device: waiting to be sent (made with no network), or
 * refused by the service when they arrived (the status had changed meanwhile), with the service's reason. A refused
 * change is kept until the user discards it or tries it again; it is never dropped by itself.
 */
export function PendingStatusChanges({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const entries = useOutboxEntries(id).filter(isStatusChangeEntry);
  if (entries.length === 0) return null;
  return (
    <section className={styles.list} aria-label={t('outbox.title')} data-testid="pending-status-changes">
      {entries.map((entry) => {
        const values = { label: entry.label, time: formatDate(entry.createdAt, 'dateTime'), message: entry.error?.message ?? '' };
        const refused = entry.state !== 'pending';
        return (
          <MessageBar key={entry.id} intent={refused ? 'error' : 'warning'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{refused ? t('outbox.failed', values) : t('outbox.waiting', values)}</MessageBarTitle>
            </MessageBarBody>
            {refused && (
              <MessageBarActions>
                <Button size="small" onClick={() => void retryEntry(entry.id)}>
                  {t('outbox.retry')}
                </Button>
                <Button size="small" onClick={() => void discardEntry(entry.id)}>
                  {t('outbox.discard')}
                </Button>
              </MessageBarActions>
            )}
          </MessageBar>
        );
      })}
    </section>
  );
}

import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { formatDate } from '../../../components/format-date';
import { useOutboxEntries } from '../../../offline/outbox';
import { describeEntry } from '../../../offline/waiting-entry';
import { isReportOrAmendment } from './waiting-changes';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  text: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

/**
 * The reports (start-up, week, finish) and amendments of this case that wait on this device (issue 25), in place on
 * its timeline: what each is ('Oppstartsrapport 24.–30.11.', 'Endringsmelding: Mengder'), when it was written on
 * board, its comment, marked as waiting (a refused one with the service's reason; the bar under the header offers
 * what can be done about it). Notes and dialogue messages have their own list (PendingNotes), status changes theirs.
 */
export function PendingCaseChanges({ acquisitionId }: { acquisitionId: string }) {
  const { t } = useTranslation('acquisition');
  const { t: tOffline } = useTranslation('offline');
  const styles = useStyles();
  const entries = useOutboxEntries(acquisitionId).filter(isReportOrAmendment);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('waiting.title')} data-testid="pending-case-changes">
      {entries.map((entry) => {
        const body = (entry.body ?? {}) as { comment?: unknown; changeSubmissionComment?: unknown; done?: { comment?: unknown } };
        const comment = [body.changeSubmissionComment, body.comment, body.done?.comment].find((c): c is string => typeof c === 'string' && c !== '');
        const values = { text: describeEntry(entry, tOffline).text, time: formatDate(entry.createdAt, 'dateTime'), message: entry.error?.message ?? '' };
        const refused = entry.state === 'failed';
        return (
          <li key={entry.id} data-testid="pending-case-change">
            <MessageBar intent={refused ? 'error' : 'warning'} layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{t(refused ? 'waiting.refused' : 'waiting.item', values)}</MessageBarTitle>
                {comment && <div className={styles.text}>{comment.length > 280 ? `${comment.slice(0, 280)} …` : comment}</div>}
              </MessageBarBody>
            </MessageBar>
          </li>
        );
      })}
    </ul>
  );
}

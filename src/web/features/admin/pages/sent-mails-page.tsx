import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../components/use-translation';
import { sendDigestNowCall, sentMailsCall } from '@/domain/schemas/notifications';
import { callApi } from '../../../api/client';
import { formatDate } from '../../../components/format-date';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, margin: `${tokens.spacingVerticalM} 0` },
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  mail: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  summary: { cursor: 'pointer', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  subject: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyBase, margin: `${tokens.spacingVerticalS} 0 0` },
});

/**
 * 'E-post sendt' (issue 24): the mails the service sent, or kept when SMTP_URL is not set (development), newest first;
 * each opens to its plain-text body.
 */
export function SentMailsPage() {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const query = useQuery({ queryKey: ['admin', 'sentMails'], queryFn: () => callApi(sentMailsCall, { query: { limit: 200 } }), refetchInterval: 5000 });
  const mails = query.data?.mails ?? [];
  const queryClient = useQueryClient();
  // Development (mails kept, no SMTP): the daily digest at once, to read it here without waiting for its hour.
  const digestNow = useMutation({
    mutationFn: () => callApi(sendDigestNowCall, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sentMails'] }),
  });
  return (
    <section aria-label={t('sentMails.title')}>
      <Text block>{t('sentMails.intro')}</Text>
      {query.data?.transport === 'kept' && (
        <div className={styles.actions}>
          <Button onClick={() => digestNow.mutate()} disabled={digestNow.isPending}>
            {t('sentMails.sendDigest')}
          </Button>
          <Text role="status">{digestNow.data ? t('sentMails.digestSent', { count: digestNow.data.digests }) : ''}</Text>
        </div>
      )}
      {query.isPending && <Spinner />}
      {query.data && mails.length === 0 && <Text block>{t('sentMails.empty')}</Text>}
      <ol className={styles.list} data-testid="sent-mails">
        {mails.map((m) => (
          <li key={m.id} className={styles.mail} data-testid="sent-mail">
            <details>
              <summary className={styles.summary}>
                <span className={styles.subject}>{m.subject}</span>
                <span className={styles.meta}>
                  {t('sentMails.to')}: {m.to}
                </span>
                <span className={styles.meta}>{formatDate(m.createdAt, 'dateTime')}</span>
                <Badge appearance="tint" color={m.state === 'failed' ? 'danger' : m.state === 'pending' ? 'warning' : 'success'}>
                  {t(`sentMails.states.${m.state}`)}
                </Badge>
              </summary>
              <pre className={styles.body}>{m.text}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

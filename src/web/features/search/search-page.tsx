import { Card, makeStyles, MessageBar, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { Actor } from '@/domain/enums/actor';
import { MessageType } from '@/domain/enums/message-type';
import { formatDate } from '../../components/format-date';
import { useEnumLabel } from '../../components/use-enum-label';
import { Snippet } from './snippet';
import { useSearch } from './use-search';

const useStyles = makeStyles({
  main: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxWidth: '60rem', margin: '0 auto', boxSizing: 'border-box', width: '100%' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  hit: { display: 'grid', gap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  link: { fontWeight: tokens.fontWeightSemibold },
});

/** The search page (/sok?q=…): cases, then messages, each ranked; a message opens its case's timeline at it. */
export default function SearchPage() {
  const { t } = useTranslation('case-export');
  const styles = useStyles();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useSearch(q);
  const label = useEnumLabel();
  const result = search.data;
  const timelineLink = (acquisitionId: string, messageId: string) =>
    `/${acquisitionId}/timeline?${new URLSearchParams({ q, message: messageId }).toString()}`;
  return (
    <main id="main" className={styles.main}>
      <Text as="h1" size={600} weight="semibold">
        {t('search.label')}: «{q}»
      </Text>
      {q.trim().length < 2 && <Text>{t('search.tooShort')}</Text>}
      {search.isFetching && !result && <Spinner />}
      {search.isError && <MessageBar intent="error">{t('search.failed')}</MessageBar>}
      {result && result.cases.length === 0 && result.messages.length === 0 && <Text>{t('search.none')}</Text>}
      {result && result.cases.length > 0 && (
        <section aria-labelledby="search-cases">
          <Text as="h2" id="search-cases" size={500} weight="semibold">{t('search.cases')}</Text>
          <ul className={styles.list} data-testid="search-cases">
            {result.cases.map((c) => (
              <li key={c.acquisitionId}>
                <Card className={styles.hit}>
                  <Link className={styles.link} to={`/${c.acquisitionId}/timeline`}>
                    {c.name || c.npdId} · {c.npdId}
                  </Link>
                  <Text className={styles.meta}>
                    {[c.companyName, label(AccomplishmentStatus, 'AccomplishmentStatus', c.status)].filter(Boolean).join(' · ')}
                  </Text>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result && result.messages.length > 0 && (
        <section aria-labelledby="search-messages">
          <Text as="h2" id="search-messages" size={500} weight="semibold">{t('search.messages')}</Text>
          <ul className={styles.list} data-testid="search-messages">
            {result.messages.map((m) => (
              <li key={m.messageId}>
                <Card className={styles.hit} data-testid="search-message-hit">
                  <Link className={styles.link} to={timelineLink(m.acquisitionId, m.messageId)}>
                    {m.acquisitionName} · {label(MessageType, 'MessageType', m.messageType)}
                  </Link>
                  <Text className={styles.meta}>
                    {label(Actor, 'Actor', m.authorParty)} · {formatDate(m.createdDate, 'dateTime')}
                  </Text>
                  {m.snippet && <Text><Snippet text={m.snippet} /></Text>}
                  {m.attachmentNames.length > 0 && <Text className={styles.meta}>{t('search.attachment', { names: m.attachmentNames.join(', ') })}</Text>}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

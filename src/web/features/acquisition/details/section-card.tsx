import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PlainCard } from '../../../components/plain-card';
import { ClockRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { ZDetailSection } from '@/domain/schemas/acquisition-details';
import { useOutboxEntries } from '../../../offline/outbox';
import { useAmendments } from '../amendments/amendment-context';
import { waitingAmendment } from '../waiting/waiting-changes';
import { BusySpinner } from '../../../components/busy-spinner';

const useStyles = makeStyles({
  // minmax(0, 1fr): a long title or address never makes the card wider than the screen (320 px, wider text spacing).
  card: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  // The title and its Edit button wrap onto two lines rather than push the button out of the card (WCAG 1.4.10, 1.4.12).
  cardHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minWidth: 0 },
  action: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

interface Props {
  id: string;
  title: string;
  loading?: boolean;
  failed?: boolean;
  children?: ReactNode;
  /** Edit, or Cancel and Save changes (amendments). */
  action?: ReactNode;
}

/** One section of the details tab (spec 001 s2.4): the read view, or its form while amended (action: Edit / Cancel, Save changes). */
export function SectionCard({ id, title, loading, failed, children, action }: Props) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const acquisitionId = useAmendments()?.acquisition.id;
  const entries = useOutboxEntries(acquisitionId ?? '-');
  const section = ZDetailSection.safeParse(id);
  // The read view shows an amendment still waiting on this device (useShownSection): marked so.
  const waiting = section.success && !!waitingAmendment(entries, section.data);
  const header = (
    <span className={styles.header}>
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      {waiting && (
        <Badge appearance="tint" color="warning" icon={<ClockRegular />} data-testid="section-waiting">
          {t('details.waiting')}
        </Badge>
      )}
    </span>
  );
  return (
    <PlainCard className={styles.card} data-section={id} data-waiting={waiting || undefined} role="region" aria-label={title}>
      <div className={styles.cardHeader}>
        {header}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {loading ? <BusySpinner size="small" /> : failed ? <Text>{t('details.failed')}</Text> : children}
    </PlainCard>
  );
}

/** Label-value pairs; an empty value shows 'Ikke oppgitt'. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value === null || value === undefined || value === '' ? t('details.none') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

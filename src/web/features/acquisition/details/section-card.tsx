import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySpinner } from '../../../components/busy-spinner';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
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
  return (
    <Card className={styles.card} data-section={id} role="region" aria-label={title}>
      <CardHeader header={<Text as="h2" size={500} weight="semibold">{title}</Text>} action={action ? <>{action}</> : undefined} />
      {loading ? <BusySpinner size="small" /> : failed ? <Text>{t('details.failed')}</Text> : children}
    </Card>
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

import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { formatDate } from '../../../components/format-date';
import type { PartView, ReportView } from './report-view';
import { formatNumber } from '../../../components/format-number';

const useStyles = makeStyles({
  parts: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
});

const number = (value: number | null) => (value === null ? null : formatNumber(value));

function Facts({ rows }: { rows: [string, string | null][] }) {
  const styles = useStyles();
  const { t } = useTranslation('week-reports');
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value || t('view.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ title, part }: { title: string; part: PartView }) {
  const { t } = useTranslation('week-reports');
  return (
    <section>
      <Text as="h4" weight="semibold">
        {title}
      </Text>
      <Facts
        rows={[
          [t('view.period'), `${formatDate(part.fromDate)} – ${formatDate(part.toDate)}`],
          [t('view.experts'), part.experts.join(', ')],
          [t('view.amountKm'), number(part.amountKm)],
          [t('view.amountKm2'), number(part.amountKm2)],
          [t('view.comment'), part.comment],
          [t('view.area'), part.areaPoints === null ? null : t('view.areaPoints', { count: part.areaPoints })],
        ]}
      />
    </section>
  );
}

/** The content of one report's accordion: its done and planned parts, paid date, totals and vessels. */
export function ReportDetails({ report }: { report: ReportView }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const extra: [string, string | null][] = [];
  if (report.paidDate) extra.push([t('view.paidDate'), formatDate(report.paidDate)]);
  if (report.totalAmountKm !== null) extra.push([t('view.totalAmountKm'), number(report.totalAmountKm)]);
  if (report.totalAmountKm2 !== null) extra.push([t('view.totalAmountKm2'), number(report.totalAmountKm2)]);
  // Issue 25: a weekly report's downtime by cause and percent complete, when given.
  const p = report.progress;
  if (p) {
    const hours = (value: number | null) => (value === null ? null : t('view.hours', { count: value, value: number(value) }));
    for (const cause of ['downtimeWeatherHours', 'downtimeEquipmentHours', 'downtimeOtherHours'] as const)
      if (p[cause] !== null) extra.push([t(`view.${cause}`), hours(p[cause])]);
    if (p.percentComplete !== null) extra.push([t('view.percentComplete'), t('view.percent', { value: number(p.percentComplete) })]);
  }
  extra.push([
    t('view.vessels'),
    report.vessels.map((v) => t(v.role === 'main' ? 'view.main' : 'view.escort', { name: v.name })).join(', '),
  ]);
  return (
    <div style={{ display: 'grid', gap: tokens.spacingVerticalM }}>
      <div className={styles.parts}>
        {report.done && <Part title={t('view.done')} part={report.done} />}
        {report.planned && <Part title={t('view.planned')} part={report.planned} />}
      </div>
      <Facts rows={extra} />
    </div>
  );
}

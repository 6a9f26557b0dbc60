import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../../components/use-translation';
import { AcquisitionType } from '@/domain/enums/acquisition-type';
import { LawCategory } from '@/domain/enums/law-category';
import { OceanArea } from '@/domain/enums/ocean-area';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { acquisitionLicencesQuery, keyInfoLicenceKinds } from '../../../api/week-report-queries';
import { formatDate } from '../../../components/format-date';
import { StatusBadge } from '../../../components/status-badge';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useSession } from '@/web/session/use-session';

const useStyles = makeStyles({
  // A Fluent Card's look (filled, medium) without its focus management, which the first screen does not load (issue 27).
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignContent: 'start',
    padding: '12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    boxSizing: 'border-box',
    overflow: 'hidden',
    // The card's edge in forced colours (a transparent stroke otherwise), drawn inside it as the Card's is.
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    outlineOffset: `-${tokens.strokeWidthThin}`,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  title: { margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/**
 * The key-info sidebar of the week reports (spec 001 s2.5): law category, type, id, planned dates and ocean area; the
 * exploration and production licences for petroleum law, the CO2 exploration and exploitation licences for CO2 law.
 */
export function KeyInfo({ acquisition: a }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const label = useEnumLabel();
  const { contextToken } = useSession();
  const kinds = keyInfoLicenceKinds(a.lawCategory);
  const licences = useQueries({ queries: kinds.map((kind) => acquisitionLicencesQuery(contextToken, a.id, kind)) });
  const none = t('keyInfo.none');
  const dates =
    a.plannedStartDate || a.plannedEndDate
      ? `${formatDate(a.plannedStartDate) || none} – ${formatDate(a.plannedEndDate) || none}`
      : none;
  const rows: [string, string][] = [
    [t('keyInfo.lawCategory'), label(LawCategory, 'LawCategory', a.lawCategory)],
    [t('keyInfo.type'), label(AcquisitionType, 'AcquisitionType', a.type)],
    [t('keyInfo.id'), String(a.npdId)],
    [t('keyInfo.plannedDates'), dates],
    // The enums' names, as the overview shows them: the geometry texts are not loaded for the key info (issue 27).
    [t('keyInfo.oceanArea'), a.oceanArea ? label(OceanArea, 'OceanArea', a.oceanArea) : none],
    ...kinds.map((kind, i): [string, string] => {
      const names = (licences[i]?.data ?? []).map((l) => l.licenceName || String(l.npdIdLicence));
      return [t(`keyInfo.${kind as 'survey'}`), names.length ? names.join(', ') : none];
    }),
  ];
  return (
    <section className={styles.root} aria-labelledby="week-key-info-title">
      <Text as="h2" id="week-key-info-title" weight="semibold" size={400} className={styles.title}>
        {a.name}
      </Text>
      <StatusBadge status={a.status} />
      <dl className={styles.list} data-testid="key-info">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

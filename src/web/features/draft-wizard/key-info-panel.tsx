import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from '../../components/use-translation';
import type { SeaArea } from '@/domain/geometry/data/sea-areas';
import { assignOceanArea } from '@/domain/geometry/ocean-area';
import { AcquisitionType } from '@/domain/enums/acquisition-type';
import { GovernmentReason } from '@/domain/enums/government-reason';
import { LawCategory } from '@/domain/enums/law-category';
import { formatDate } from '../../components/format-date';
import { useDraftLicenceNames } from './api/draft-licences';
import { useSeaAreas } from './api/get-reference';
import { useEnumLabel } from './form/use-enum-label';
import { useWizard } from './wizard-context';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: tokens.spacingVerticalL,
    '@media (max-width: 900px)': { position: 'static', gridRow: 1 },
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** The key-info side panel (spec 002 s2): law category, company when on behalf, type, id, reason, dates, ocean area, licences. */
export function KeyInfoPanel() {
  const { t } = useTranslation('draft');
  const { t: tg } = useTranslation('geometry');
  const styles = useStyles();
  const { label } = useEnumLabel();
  const { id, draft, form } = useWizard();
  const config = draft.configuration;
  const [start, end, gross, net] = form.watch([
    'plannedStartDate',
    'plannedEndDate',
    'grossGeometry',
    'netGeometry',
  ]);
  const seaAreas = useSeaAreas().data;
  // The ocean area of the areas as they stand in the form (the same rule as the service), else the saved one.
  const main = gross?.geometry ?? net?.geometry;
  const oceanArea =
    useMemo(
      () => (main ? assignOceanArea(main, (seaAreas as SeaArea[] | undefined) ?? undefined) : null),
      [main, seaAreas],
    ) ?? config.oceanArea;
  const licences = useDraftLicenceNames(id);
  const none = t('keyInfo.none');
  const dates =
    start || end
      ? `${start ? formatDate(start, 'date') : none} – ${end ? formatDate(end, 'date') : none}`
      : none;
  const rows: [string, string][] = [
    [t('keyInfo.lawCategory'), label(LawCategory, 'LawCategory', config.lawCategory)],
    ...(config.onBehalfOfCompany
      ? [[t('keyInfo.company'), config.onBehalfOfCompany.name] as [string, string]]
      : []),
    [t('keyInfo.type'), label(AcquisitionType, 'AcquisitionType', config.type)],
    [t('keyInfo.id'), config.npdId > 0 ? String(config.npdId) : id.slice(0, 8)],
    ...(config.govtReason !== null
      ? [
          [t('keyInfo.govtReason'), label(GovernmentReason, 'GovernmentReason', config.govtReason)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('keyInfo.dates'), dates],
    [t('keyInfo.oceanArea'), oceanArea ? (tg as (k: string) => string)(`oceanArea.${oceanArea}`) : none],
    [t('keyInfo.licences'), licences.length ? licences.join(', ') : none],
  ];
  return (
    <Card className={styles.root} aria-labelledby="key-info-title">
      <Text as="h2" id="key-info-title" weight="semibold" size={400}>
        {t('keyInfo.title')}
      </Text>
      <dl className={styles.list} data-testid="key-info">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

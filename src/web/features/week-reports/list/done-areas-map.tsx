import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAreaGeometry } from '@/domain/geometry/types';
import { formatDate } from '../../../components/format-date';
import { AREA_COLOURS } from '../../../map/area-map-style';
import { DeferredMap } from '../../../map/deferred-map';
import { listVertices } from '../../../map/vertices';
import type { ReportView } from './report-view';

const AreaMap = lazy(() => import('../../../map/area-map'));

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyle: 'none', margin: 0, padding: 0 },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '1rem', height: '0.75rem', display: 'inline-block' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * Issue 25: where the survey worked, the done areas of all weekly reports (filed and waiting here) on one map over the
 * acquisition's area. maplibre loads lazily in a box of its final height (no layout shift); the list under the map
 * says the same as text (WCAG 1.1.1). No map is loaded while no weekly report has a done area.
 */
export function DoneAreasMap({ views, context }: { views: readonly ReportView[]; context: TAreaGeometry | null }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const withArea = views.filter((v) => v.doneArea);
  const areas = withArea.map((v) => v.doneArea!.geometry);
  return (
    <Card className={styles.card} data-testid="done-areas">
      <Text as="h2" size={400} weight="semibold" id="done-areas-title">
        {t('map.title')}
      </Text>
      {withArea.length === 0 ? (
        <Text>{t('map.none')}</Text>
      ) : (
        <>
          <DeferredMap>
            <AreaMap gross={context} net={null} licences={[]} restrictions={[]} done={areas} label={t('map.label')} alternative={t('map.alternative')} testId="done-areas-map" />
          </DeferredMap>
          <ul className={styles.legend} aria-label={t('map.label')}>
            <li className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: `${AREA_COLOURS.done}40`, border: `2px solid ${AREA_COLOURS.done}` }} aria-hidden />
              <Text size={200}>{t('map.legendDone')}</Text>
            </li>
            {context && (
              <li className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: `${AREA_COLOURS.gross}40`, border: `2px solid ${AREA_COLOURS.gross}` }} aria-hidden />
                <Text size={200}>{t('map.legendAcquisition')}</Text>
              </li>
            )}
          </ul>
          <ul className={styles.list} aria-labelledby="done-areas-title" data-testid="done-areas-list">
            {withArea.map((v) => (
              <li key={v.key}>
                {t('map.item', {
                  name: t('types.10'),
                  from: formatDate(v.from),
                  to: formatDate(v.to),
                  count: listVertices(v.doneArea!.geometry).length,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

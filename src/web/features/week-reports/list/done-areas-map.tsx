import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { MapRegular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
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
  show: { justifySelf: 'start' },
});

/**
 * Issue 25: where the survey worked, the done areas of all weekly reports (filed and waiting here) on one map over the
 * acquisition's area. The map is drawn when asked for ('Vis kart', issue 27): the list of reports is what the page is
 * opened for, and maplibre (300 KB of script, a second or more of a phone's time) is not fetched over a ship's link
 * unasked; it then loads in a box of its final height. The list under the map says the same as text (WCAG 1.1.1). No
 * map is offered while no weekly report has a done area.
 */
export function DoneAreasMap({ views, context }: { views: readonly ReportView[]; context: TAreaGeometry | null }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const [shown, setShown] = useState(false);
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
          {shown ? (
            <DeferredMap>
              <AreaMap gross={context} net={null} licences={[]} restrictions={[]} done={areas} label={t('map.label')} alternative={t('map.alternative')} testId="done-areas-map" />
            </DeferredMap>
          ) : (
            <Button className={styles.show} icon={<MapRegular />} onClick={() => setShown(true)} data-testid="show-map">
              {t('map.show')}
            </Button>
          )}
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

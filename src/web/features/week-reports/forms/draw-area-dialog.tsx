import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
} from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { LonLat, TAreaGeometry, TGeometryInput } from '@/domain/geometry/types';
import { sketchGeometry } from '../../../map/map-features';
import { BusySpinner } from '../../../components/busy-spinner';

const AreaMap = lazy(() => import('../../../map/area-map'));

/** The draw dialog's map is at most 500 px high (spec 001 s2.5); the area map is 400. */
export const DRAW_MAP_MAX_HEIGHT = 500;

const useStyles = makeStyles({
  surface: { maxWidth: '60rem', width: 'calc(100vw - 2rem)' },
  map: { maxHeight: `${DRAW_MAP_MAX_HEIGHT}px`, overflow: 'hidden' },
});

/** A clicked point to 6 decimals (about 0.1 m), as a user would type it. */
const roundPoint = ([lon, lat]: LonLat): LonLat => [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];

/**
 * The map draw dialog of a report's area (the shadow area, the finish report's acquired area): click the corners on
 * the map (the acquisition's area is shown for orientation), Ferdig makes the polygon (or line).
 */
export function DrawAreaDialog({
  title,
  kind,
  context,
  current,
  onDone,
  onCancel,
}: {
  title: string;
  kind: 'Polygon' | 'LineString';
  context: TAreaGeometry | null;
  current: TGeometryInput | null;
  onDone: (value: TGeometryInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const [points, setPoints] = useState<LonLat[]>([]);
  const enough = points.length >= (kind === 'Polygon' ? 3 : 2);
  const finish = () => {
    const geometry = sketchGeometry(points, kind);
    if (geometry) onDone({ geometry, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 });
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('form.area.dialogTitle', { what: title.toLowerCase() })}</DialogTitle>
          <DialogContent>
            <Text as="p">{kind === 'Polygon' ? t('form.area.hintPolygon') : t('form.area.hintLine')}</Text>
            <div className={styles.map}>
              <Suspense fallback={<BusySpinner />}>
                <AreaMap
                  gross={context}
                  net={current?.geometry ?? null}
                  licences={[]}
                  restrictions={[]}
                  sketch={{ points, kind }}
                  testId="draw-area-map"
                  onAddVertex={(point) => setPoints((p) => [...p, roundPoint(point)])}
                />
              </Suspense>
            </div>
            <Text size={200} data-testid="draw-area-points">
              {t('form.area.points', { count: points.length })}
            </Text>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('form.area.cancel')}</Button>
            <Button disabled={points.length === 0} onClick={() => setPoints([])}>
              {t('form.area.restart')}
            </Button>
            <Button appearance="primary" disabled={!enough} onClick={finish}>
              {t('form.area.finish')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

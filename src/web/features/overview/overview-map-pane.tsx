import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { PartBoundary } from '../../components/part-boundary';
import type { TBbox, TOverviewFilter } from '@/domain/overview/filter';
import { toQueryString } from '@/domain/overview/query-string';
import type { TOverviewMapQuery } from '@/domain/schemas/overview';
import type { TMapFocus } from '../../map/use-map-focus';
import type { TMapViewBox } from '../../map/map-view-box';
import type { TPeriod } from '../../map/time-slider';
import { useSession } from '@/web/session/use-session';
import { useOverviewMap } from './api/get-overview-map';

/** maplibre-gl and the basemap load in their own chunk, after the table. */
const OverviewMap = lazy(() => import('../../map/overview-map'));

interface Props {
  filter: TOverviewFilter;
  focus: TMapFocus | null;
  onBounds: (bbox: TBbox) => void;
}

/**
 * The overview's map with its data: both are fetched only when this pane is shown (see WhenShown). The data is asked
 * for the box and zoom shown (GET /AcquisitionMap/overviewmap), under the overview's filter and the time slider's period.
 */
export function OverviewMapPane({ filter, focus, onBounds }: Props) {
  const { t } = useTranslation('overview');
  const session = useSession();
  const [view, setView] = useState<TMapViewBox | null>(null);
  const [period, setPeriod] = useState<TPeriod | null>(null);
  const query = useMemo<TOverviewMapQuery | null>(
    () =>
      view && period
        ? {
            bbox: view.bbox.join(','),
            zoom: view.zoom,
            query: toQueryString({ ...filter, bbox: undefined }),
            from: period.from,
            to: period.to,
            ...(focus ? { include: focus.id } : {}),
          }
        : null,
    [view, period, filter, focus],
  );
  const data = useOverviewMap(session.contextToken, query);
  return (
    <PartBoundary name={t('map.name')}>
      <Suspense fallback={<Spinner label={t('map.loading')} />}>
        <OverviewMap
          data={data.data}
          loading={data.isFetching}
          filter={filter}
          focus={focus}
          onBounds={onBounds}
          onView={setView}
          onPeriod={setPeriod}
        />
      </Suspense>
    </PartBoundary>
  );
}

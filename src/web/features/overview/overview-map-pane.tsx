import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '../../components/part-boundary';
import type { TBbox, TOverviewFilter } from '@/domain/overview/filter';
import type { TMapFocus } from '../../map/use-map-focus';
import { useSession } from '@/web/session/use-session';
import { useOverviewGeometry } from './api/get-overview-geometry';

/** maplibre-gl and the basemap load in their own chunk, after the table. */
const OverviewMap = lazy(() => import('../../map/overview-map'));

interface Props {
  filter: TOverviewFilter;
  focus: TMapFocus | null;
  onBounds: (bbox: TBbox) => void;
}

/** The overview's map with its data: both are fetched only when this pane is shown (see WhenShown). */
export function OverviewMapPane({ filter, focus, onBounds }: Props) {
  const { t } = useTranslation('overview');
  const session = useSession();
  const geometry = useOverviewGeometry(session.contextToken);
  return (
    <PartBoundary name={t('map.name')}>
      <Suspense fallback={<Spinner label={t('map.loading')} />}>
        <OverviewMap geometry={geometry.data} filter={filter} focus={focus} onBounds={onBounds} />
      </Suspense>
    </PartBoundary>
  );
}

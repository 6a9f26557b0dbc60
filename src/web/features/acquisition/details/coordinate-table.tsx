import { Text } from '@fluentui/react-components';
import { PlainCell, PlainHeaderCell, PlainRow, PlainTable } from '../../../components/plain-table';
import { useTranslation } from '../../../components/use-translation';
import type { TAreaGeometry } from '@/domain/geometry/types';
import { listVertices } from '../../../map/vertices';
import { formatNumber } from '../../../components/format-number';

/** The read view lists the first 50 coordinates (spec 001 s5, s9). */
export const COORDINATES_SHOWN = 50;

/** The coordinate list of one area, read only: the first 50 points in WGS 84. */
export function CoordinateTable({ geometry, label }: { geometry: TAreaGeometry; label: string }) {
  const { t } = useTranslation('acquisition');
  const vertices = listVertices(geometry);
  const shown = vertices.slice(0, COORDINATES_SHOWN);
  return (
    <div>
      {/* A scrolling region the keyboard can reach (tab stop, named for screen readers: WCAG 2.1.1). */}
      <div
        style={{ maxHeight: 400, overflowY: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={`${t('details.coordinates')}: ${label}`}
      >
        <PlainTable aria-label={`${t('details.coordinates')}: ${label}`}>
          <thead>
            <PlainRow>
              <PlainHeaderCell>{t('details.point')}</PlainHeaderCell>
              <PlainHeaderCell>{t('details.latitude')}</PlainHeaderCell>
              <PlainHeaderCell>{t('details.longitude')}</PlainHeaderCell>
            </PlainRow>
          </thead>
          <tbody>
            {shown.map((v, i) => (
              <PlainRow key={`${v.path.join('.')}:${v.index}`}>
                <PlainCell>{i + 1}</PlainCell>
                <PlainCell>{formatNumber(v.lat, 6)}</PlainCell>
                <PlainCell>{formatNumber(v.lon, 6)}</PlainCell>
              </PlainRow>
            ))}
          </tbody>
        </PlainTable>
      </div>
      {vertices.length > COORDINATES_SHOWN && (
        <Text size={200}>{t('details.firstRows', { shown: COORDINATES_SHOWN, count: vertices.length })}</Text>
      )}
    </div>
  );
}

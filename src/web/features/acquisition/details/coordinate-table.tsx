import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
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
        <Table size="small" aria-label={`${t('details.coordinates')}: ${label}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('details.point')}</TableHeaderCell>
              <TableHeaderCell>{t('details.latitude')}</TableHeaderCell>
              <TableHeaderCell>{t('details.longitude')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((v, i) => (
              <TableRow key={`${v.path.join('.')}:${v.index}`}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{formatNumber(v.lat, 6)}</TableCell>
                <TableCell>{formatNumber(v.lon, 6)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {vertices.length > COORDINATES_SHOWN && (
        <Text size={200}>{t('details.firstRows', { shown: COORDINATES_SHOWN, count: vertices.length })}</Text>
      )}
    </div>
  );
}

import {
  Button,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { withEditedGeometry } from '@/domain/draft/resets';
import type { TGeometryInput } from '@/domain/geometry/types';
import { useNotify } from '../../../components/notify';
import { listVertices, parseDecimal, setVertex, type VertexRef } from '../../../map/vertices';

/** Rows listed at a time, and the list's maximum height (spec 002 s9). */
export const COORDINATE_ROWS = 50;
export const COORDINATE_LIST_MAX_HEIGHT = 500;

const useStyles = makeStyles({
  scroll: { maxHeight: `${COORDINATE_LIST_MAX_HEIGHT}px`, overflowY: 'auto' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  input: { width: '100%', minWidth: '6rem' },
});

/** One coordinate: kept as typed until it leaves the field; a refused value goes back to the stored one. */
function CoordinateCell({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (text: string) => boolean;
}) {
  const styles = useStyles();
  const [text, setText] = useState(String(value));
  // A new value from outside (an import, another point in this row) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    if (text !== String(value) && !onCommit(text)) setText(String(value));
  };
  return (
    <Input
      className={styles.input}
      size="small"
      aria-label={label}
      value={text}
      onChange={(_, d) => setText(d.value)}
      onBlur={commit}
      // Enter keeps the value and the focus (a keyboard user goes on from the same field).
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}

/**
 * The coordinate list of one area: 50 rows at a time, each latitude and longitude editable. A value that is not a
 * number gives the 'set coordinates' error toast and is not kept; an edit clears loadedFromFile (spec 002 s4).
 */
export function CoordinateList({
  value,
  onChange,
  label,
}: {
  value: TGeometryInput;
  onChange: (next: TGeometryInput) => void;
  label: string;
}) {
  const { t } = useTranslation('draft');
  const { t: tg } = useTranslation('geometry');
  const styles = useStyles();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const vertices = listVertices(value.geometry);
  const from = Math.min(page * COORDINATE_ROWS, Math.max(0, vertices.length - 1));
  const shown = vertices.slice(from, from + COORDINATE_ROWS);

  const edit = (vertex: VertexRef, axis: 'lat' | 'lon', text: string) => {
    const number = parseDecimal(text);
    if (Number.isNaN(number)) {
      notify(tg('errors.SetCoordinatesError'), 'error');
      return false;
    }
    if (number === vertex[axis]) return true;
    const lon = axis === 'lon' ? number : vertex.lon;
    const lat = axis === 'lat' ? number : vertex.lat;
    onChange(withEditedGeometry(value, setVertex(value.geometry, vertex, lon, lat)));
    return true;
  };

  return (
    <div>
      <div className={styles.scroll}>
        <Table size="small" aria-label={`${t('area.coordinates')}: ${label}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('area.point')}</TableHeaderCell>
              <TableHeaderCell>{t('area.latitude')}</TableHeaderCell>
              <TableHeaderCell>{t('area.longitude')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((vertex, i) => (
              // Keyed by the point's place, not its value: an edited coordinate keeps its field and the focus.
              <TableRow key={`${vertex.path.join('.')}:${vertex.index}`}>
                <TableCell>{from + i + 1}</TableCell>
                {(['lat', 'lon'] as const).map((axis) => (
                  <TableCell key={axis}>
                    <CoordinateCell
                      label={`${axis === 'lat' ? t('area.latitude') : t('area.longitude')} ${from + i + 1}`}
                      value={vertex[axis]}
                      onCommit={(text) => edit(vertex, axis, text)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {vertices.length > COORDINATE_ROWS && (
        <div className={styles.pager}>
          <Button size="small" disabled={from === 0} onClick={() => setPage((p) => p - 1)}>
            {t('area.previousRows')}
          </Button>
          <Text size={200}>
            {t('area.rowsShown', { from: from + 1, to: from + shown.length, count: vertices.length })}
          </Text>
          <Button
            size="small"
            disabled={from + COORDINATE_ROWS >= vertices.length}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('area.nextRows')}
          </Button>
        </div>
      )}
    </div>
  );
}

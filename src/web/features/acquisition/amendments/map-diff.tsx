import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TGeometryChange } from '@/domain/diff/diff-types';
import type { TAreaGeometry, TGeometryInput } from '@/domain/geometry/types';

/** The diff view's zoom expansion (spec 001 s9: 1.3 in the diff view). */
export const DIFF_ZOOM_FACTOR = 1.3;

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, gridTemplateColumns: 'minmax(0, 1fr)' },
  change: { overflowWrap: 'anywhere' },
  svg: { width: '100%', maxHeight: '320px', background: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  swatch: { display: 'inline-block', width: '1.5rem', height: '0', borderTop: '3px solid', marginRight: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
});

const OLD = '#a4262c';
const NEW = '#0f6cbd';

function lines(g: TAreaGeometry): number[][][] {
  switch (g.type) {
    case 'Polygon':
      return g.coordinates;
    case 'MultiPolygon':
      return g.coordinates.flat();
    case 'LineString':
      return [g.coordinates];
    default:
      return g.coordinates;
  }
}

/**
 * The old and the new outline of the changed areas, drawn over each other in the view of both grown by the diff
 * view's zoom factor (1.3), with the km² added and removed (docs/decisions.md: an outline view of its own, which needs
 * no basemap and works offline as the dialog does).
 */
export function MapDiff({ prev, next, changes }: { prev: (TGeometryInput | null)[]; next: (TGeometryInput | null)[]; changes: TGeometryChange[] }) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  const shapes = (list: (TGeometryInput | null)[]) => list.flatMap((g) => (g ? lines(g.geometry) : []));
  const before = shapes(prev);
  const after = shapes(next);
  const all = [...before, ...after].flat();
  if (all.length === 0) return null;
  const lons = all.map((p) => p[0]);
  const lats = all.map((p) => p[1]);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const x0 = Math.min(...lons) * k;
  const x1 = Math.max(...lons) * k;
  const y0 = -Math.max(...lats);
  const y1 = -Math.min(...lats);
  const w = Math.max(x1 - x0, 1e-6) * DIFF_ZOOM_FACTOR;
  const h = Math.max(y1 - y0, 1e-6) * DIFF_ZOOM_FACTOR;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const path = (rings: number[][][]) => rings.map((r) => 'M' + r.map((p) => `${p[0] * k},${-p[1]}`).join('L')).join(' ');
  const stroke = Math.max(w, h) / 200;
  const fmt = (n: number | null) => (n === null ? '–' : n.toLocaleString('nb', { maximumFractionDigits: 2 }));
  return (
    <div className={styles.root} data-testid="map-diff" data-zoom={DIFF_ZOOM_FACTOR}>
      <Text weight="semibold">{t('dialog.mapTitle')}</Text>
      <svg className={styles.svg} viewBox={`${cx - w / 2} ${cy - h / 2} ${w} ${h}`} role="img" aria-label={t('dialog.mapTitle')} preserveAspectRatio="xMidYMid meet">
        <path d={path(before)} fill={OLD} fillOpacity={0.12} stroke={OLD} strokeWidth={stroke} strokeDasharray={`${stroke * 3} ${stroke * 2}`} data-outline="previous" />
        <path d={path(after)} fill={NEW} fillOpacity={0.18} stroke={NEW} strokeWidth={stroke} data-outline="new" />
      </svg>
      <div className={styles.legend}>
        <span>
          <span className={styles.swatch} style={{ borderColor: OLD, borderTopStyle: 'dashed' }} />
          {t('dialog.previousArea')}
        </span>
        <span>
          <span className={styles.swatch} style={{ borderColor: NEW }} />
          {t('dialog.newArea')}
        </span>
      </div>
      {changes.map((c) => (
        <Text key={c.kind} className={styles.change} data-testid={`area-change-${c.kind}`}>
          {t('dialog.areaSize', { kind: t(c.kind === 'gross' ? 'attributes.grossGeometry' : 'attributes.netGeometry'), prev: fmt(c.prevKm2), next: fmt(c.newKm2) })}
          {' · '}
          {t('dialog.added', { km2: fmt(c.addedKm2) })}
          {' · '}
          {t('dialog.removed', { km2: fmt(c.removedKm2) })}
        </Text>
      ))}
    </div>
  );
}

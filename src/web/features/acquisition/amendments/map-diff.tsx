import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TGeometryChange } from '@/domain/diff/diff-types';
import type { TAreaGeometry, TGeometryInput } from '@/domain/geometry/types';
import { formatNumber } from '../../../components/format-number';
import { DIFF_COLOURS } from '../../../map/diff-map-style';
import { listVertices } from '../../../map/vertices';

const DiffMap = lazy(() => import('../../../map/diff-map'));

/** The map's box (px): reserved before maplibre loads, so the dialog does not shift; small enough for a phone's dialog. */
const DIFF_MAP_HEIGHT = 280;

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, gridTemplateColumns: 'minmax(0, 1fr)' },
  box: { height: `${DIFF_MAP_HEIGHT}px`, borderRadius: tokens.borderRadiusMedium, overflow: 'hidden' },
  placeholder: { height: '100%', display: 'grid', placeItems: 'center', background: tokens.colorNeutralBackground3 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyle: 'none', margin: 0, padding: 0 },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { display: 'inline-block', width: '1.5rem', height: '0.75rem', boxSizing: 'border-box' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  change: { overflowWrap: 'anywhere' },
});

const geometriesOf = (list: (TGeometryInput | null)[]): TAreaGeometry[] => list.flatMap((g) => (g ? [g.geometry] : []));
const pointsOf = (list: readonly TAreaGeometry[]) => list.reduce((sum, g) => sum + listVertices(g).length, 0);

/**
 * The old and the new outline of the changed areas over the offline basemap the other area maps use, fitted to both
 * grown by the diff view's zoom factor (1.3), a legend naming them, and the same as text (WCAG 1.1.1, keyboard and
 * screen reader): for each changed area the km² before and after, added and removed, and the points of each outline.
 */
export function MapDiff({ prev, next, changes }: { prev: (TGeometryInput | null)[]; next: (TGeometryInput | null)[]; changes: TGeometryChange[] }) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  const before = geometriesOf(prev);
  const after = geometriesOf(next);
  if (before.length === 0 && after.length === 0) return null;
  const fmt = (n: number | null) => (n === null ? '–' : formatNumber(n, 2));
  return (
    <div className={styles.root} data-testid="map-diff">
      <Text weight="semibold" id="map-diff-title">
        {t('dialog.mapTitle')}
      </Text>
      <div className={styles.box}>
        <Suspense
          fallback={
            <div className={styles.placeholder}>
              <Spinner size="small" />
            </div>
          }
        >
          <DiffMap previous={before} next={after} label={t('dialog.mapLabel')} alternative={t('dialog.mapAlternative')} height={DIFF_MAP_HEIGHT} />
        </Suspense>
      </div>
      <ul className={styles.legend} aria-label={t('dialog.legend')} data-testid="map-diff-legend">
        <li className={styles.legendItem}>
          <span className={styles.swatch} style={{ border: `3px dashed ${DIFF_COLOURS.previous}`, background: `${DIFF_COLOURS.previous}1f` }} aria-hidden />
          <Text size={200}>{t('dialog.previousArea')}</Text>
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} style={{ border: `3px solid ${DIFF_COLOURS.next}`, background: `${DIFF_COLOURS.next}2e` }} aria-hidden />
          <Text size={200}>{t('dialog.newArea')}</Text>
        </li>
      </ul>
      <ul className={styles.list} aria-labelledby="map-diff-title" data-testid="map-diff-changes">
        {changes.map((c) => (
          <li key={c.kind} className={styles.change} data-testid={`area-change-${c.kind}`}>
            {t('dialog.areaSize', { kind: t(c.kind === 'gross' ? 'attributes.grossGeometry' : 'attributes.netGeometry'), prev: fmt(c.prevKm2), next: fmt(c.newKm2) })}
            {' · '}
            {t('dialog.added', { km2: fmt(c.addedKm2) })}
            {' · '}
            {t('dialog.removed', { km2: fmt(c.removedKm2) })}
          </li>
        ))}
        <li className={styles.change} data-testid="area-change-points">
          {t('dialog.points', { previous: pointsOf(before), next: pointsOf(after) })}
        </li>
      </ul>
    </div>
  );
}

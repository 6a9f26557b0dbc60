import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../components/use-translation';
import { AREA_COLOURS } from './area-map-style';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '1rem', height: '0.75rem', display: 'inline-block' },
});

/** What the area map's colours mean. */
export function AreaMapLegend() {
  const { t } = useTranslation('map');
  const styles = useStyles();
  const items = [
    [
      t('legendGross'),
      { background: `${AREA_COLOURS.gross}40`, border: `2px solid ${AREA_COLOURS.gross}` },
    ],
    [t('legendNet'), { background: `${AREA_COLOURS.net}40`, border: `2px solid ${AREA_COLOURS.net}` }],
    [t('legendLicences'), { background: '#107c101f', border: '2px solid #107c10' }],
    [t('legendRestrictions'), { border: '2px dashed #c50f1f' }],
  ] as const;
  return (
    <ul className={styles.root} aria-label={t('areaLabel')}>
      {items.map(([label, style]) => (
        <li key={label} className={styles.item}>
          <span className={styles.swatch} style={style} aria-hidden />
          <Text size={200}>{label}</Text>
        </li>
      ))}
    </ul>
  );
}

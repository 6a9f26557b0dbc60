import { Badge, Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import type { TGeometryInput } from '@/domain/geometry/types';
import { CoordinateList } from '../map/coordinate-list';
import { ImportControls } from '../../../map/import-controls';
import type { ImportRules } from '../../../map/import-area';
import { listVertices } from '../../../map/vertices';

export type AreaName = 'gross' | 'net';

const useStyles = makeStyles({
  // Rows keep their height when the card beside it is taller (buttons are not stretched).
  root: { display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start' },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface AreaSectionProps {
  area: AreaName;
  value: TGeometryInput | null;
  onChange: (value: TGeometryInput | null) => void;
  rules: ImportRules;
  drawing: boolean;
  onDraw: () => void;
  error?: string;
}

/** One area (gross or net): drawn on the map, imported, or edited coordinate by coordinate (spec 002 s4). */
export function AreaSection({ area, value, onChange, rules, drawing, onDraw, error }: AreaSectionProps) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const title = t(`area.${area}`);
  return (
    <Card className={styles.root} data-testid={`area-${area}`}>
      <div className={styles.head}>
        <Text as="h3" weight="semibold" size={400}>
          {title}
        </Text>
        {value ? (
          <Badge appearance="tint" color="brand">
            {t('area.vertices', { count: listVertices(value.geometry).length })}
          </Badge>
        ) : (
          <Badge appearance="outline">{t('area.noArea')}</Badge>
        )}
        {value?.loadedFromFile && <Badge appearance="tint">{t('area.loadedFromFile')}</Badge>}
      </div>
      {error && (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {error}
        </Text>
      )}
      <div className={styles.row}>
        <Button icon={<Edit20Regular />} disabled={drawing} onClick={onDraw}>
          {t('area.draw')}
        </Button>
        {value && (
          <Button icon={<Delete20Regular />} onClick={() => onChange(null)}>
            {t('area.clear')}
          </Button>
        )}
      </div>
      <ImportControls rules={rules} label={area} onImported={onChange} />
      {value && <CoordinateList value={value} onChange={onChange} label={title} />}
    </Card>
  );
}

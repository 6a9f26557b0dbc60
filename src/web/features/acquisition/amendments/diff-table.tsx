import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { PlainCell, PlainHeaderCell, PlainRow, PlainTable } from '../../../components/plain-table';
import { useTranslation } from '../../../components/use-translation';
import type { TDiffChange, TDiffValue, TSectionDiff } from '@/domain/diff/diff-types';
import { SensorType } from '@/domain/enums/sensor-type';
import { SourceType } from '@/domain/enums/source-type';
import { VesselRole } from '@/domain/enums/vessel-role';
import { formatDate } from '../../../components/format-date';
import { formatNumber } from '../../../components/format-number';
import { useEnumLabel } from '../../../components/use-enum-label';

const useStyles = makeStyles({
  // At 390 px the three columns share the dialog's width: long values wrap anywhere instead of pushing 'Etter' out
  // of sight (issue 25); what still cannot fit scrolls within the table's own box, never clipped by the dialog.
  scroller: { maxWidth: '100%', overflowX: 'auto' },
  table: { tableLayout: 'auto', width: '100%' },
  what: { overflowWrap: 'anywhere' },
  value: { overflowWrap: 'anywhere', minWidth: '4.5rem' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, display: 'block' },
});

const ENUMS: Record<string, [Record<string, number>, string]> = {
  vesselRole: [VesselRole, 'VesselRole'],
  sensorType: [SensorType, 'SensorType'],
  sourceType: [SourceType, 'SourceType'],
};

/** A change's value in Norwegian: dates dd.mm.åååå, yes/no, enum labels, numbers with Norwegian separators. */
function useValueText() {
  const { t } = useTranslation('amendments');
  const label = useEnumLabel();
  return (attribute: string | null, value: TDiffValue): string => {
    if (value === null) return t('table.empty');
    if (typeof value === 'boolean') return value ? t('table.yes') : t('table.no');
    if (attribute && ENUMS[attribute]) return label(ENUMS[attribute][0], ENUMS[attribute][1], value);
    if (typeof value === 'number') return formatNumber(value);
    if (attribute && /Date$/.test(attribute)) return formatDate(value) || value;
    return value;
  };
}

/** 'Fartøy Polarstjerne: Rolle', 'Anløpshavn Tromsø (Polarstjerne)', 'Planlagt sluttdato'. */
function useWhat() {
  const { t } = useTranslation('amendments');
  return (c: TDiffChange): { main: string; sub: string | null } => {
    const object = c.objectType === 'Acquisition' || c.objectType === 'Geometry' ? null : t(`objectTypes.${c.objectType}`);
    const item = [object, c.title].filter(Boolean).join(' ');
    const parent = c.parentTitle ? ` (${c.parentTitle})` : '';
    if (c.attributeName === null) return { main: `${item}${parent}`, sub: t(`actions.${c.changeSubmissionAction}`) };
    const attribute = (t as (key: string) => string)(`attributes.${c.attributeName}`);
    return { main: item ? `${item}${parent}: ${attribute}` : attribute, sub: c.changeSubmissionAction === 'Modified' ? null : t(`actions.${c.changeSubmissionAction}`) };
  };
}

/** The changes of a change submission as a table: what, before, after (spec 001 s3 'Diff'), Norwegian labels only. */
export function DiffTable({ diff }: { diff: TSectionDiff }) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  const text = useValueText();
  const what = useWhat();
  if (!diff.anyChanges) return <Text data-testid="diff-no-changes">{t('dialog.noChanges')}</Text>;
  return (
    <div className={styles.scroller}>
      <PlainTable className={styles.table} data-testid="diff-table" aria-label={t('dialog.intro')}>
        <thead>
          <PlainRow>
            <PlainHeaderCell>{t('table.what')}</PlainHeaderCell>
            <PlainHeaderCell>{t('table.before')}</PlainHeaderCell>
            <PlainHeaderCell>{t('table.after')}</PlainHeaderCell>
          </PlainRow>
        </thead>
        <tbody>
          {diff.changes.map((c, i) => {
            const w = what(c);
            return (
              <PlainRow key={i} data-change={c.changeSubmissionAction}>
                <PlainCell className={styles.what}>
                  {w.main}
                  {w.sub && <span className={styles.sub}>{w.sub}</span>}
                </PlainCell>
                <PlainCell className={styles.value}>{c.attributeName === null && c.changeSubmissionAction === 'Add' ? t('table.empty') : text(c.attributeName, c.prevValue)}</PlainCell>
                <PlainCell className={styles.value}>{c.attributeName === null && c.changeSubmissionAction === 'Delete' ? t('table.empty') : text(c.attributeName, c.newValue)}</PlainCell>
              </PlainRow>
            );
          })}
        </tbody>
      </PlainTable>
    </div>
  );
}

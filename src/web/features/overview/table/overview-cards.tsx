import { makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { memo, useId } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { AcquisitionType } from '@/domain/enums/acquisition-type';
import { OceanArea } from '@/domain/enums/ocean-area';
import { ORDER_BY, type TOrderBy } from '@/domain/overview/sort';
import type { TOverviewListItem } from '@/domain/schemas/overview';
import { useAfterFirstScreen } from '../../../components/first-screen';
import { StatusBadge } from '../../../components/status-badge';
import { useEnumLabel } from '../../../components/use-enum-label';
import { RowPendingBadge } from '../../../offline/row-pending-badge';
import { DateCell } from './date-cell';
import { IndicatorIcons } from './indicator-icons';
import { rowPropsOf, type OverviewRowProps, type OverviewTableProps } from './overview-table';
import { RowActions } from './row-actions';

/** Cards rendered before the first screen is on display (the rest come right after it). */
const FIRST_CARDS = 4;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  // Fluent's filled-alternative card, drawn plainly: its Card brings a focus manager the first screen does not need.
  card: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    color: tokens.colorNeutralForeground1,
  },
  selected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: '2px' },
  sort: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
});

/** The sort of the cards: a column and its direction in one choice ('name:asc'). */
function SortChoice({ orderBy, order, onSort }: Pick<OverviewTableProps, 'orderBy' | 'order' | 'onSort'>) {
  const { t } = useTranslation('overview');
  const styles = useStyles();
  const id = useId();
  const columns = ORDER_BY.filter((key) => key !== 'npdId');
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('cards.sortBy')}</label>
      <Select
        id={id}
        size="small"
        value={`${orderBy}:${order}`}
        onChange={(_, d) => {
          const [column, direction] = d.value.split(':') as [TOrderBy, string];
          // onSort toggles the direction of the column already sorted on, and starts a new one descending.
          if (column !== orderBy) onSort(column);
          if (direction !== (column === orderBy ? order : 'desc')) onSort(column);
        }}
      >
        {columns.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
              {`${t(`table.${column}` as 'table.name')} (${t(direction === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending')})`}
            </option>
          )),
        )}
      </Select>
    </div>
  );
}

/** One acquisition's card; memoised, so the list's other changes (a page's rows, the outbox) re-render only the cards that changed. */
const OverviewCard = memo(function OverviewCard({ item, counts, role, indicators, selected, onZoom }: OverviewRowProps) {
  const { t } = useTranslation('overview');
  const styles = useStyles();
  const label = useEnumLabel();
  return (
    <li data-npd-id={item.npdId} data-acquisition-id={item.id} aria-current={selected || undefined}>
      <div className={selected ? `${styles.card} ${styles.selected}` : styles.card}>
        <div className={styles.top}>
          <Text weight="semibold" data-card-name title={item.localOnly ? t('local.onlyHere') : `Id ${item.npdId}`}>
            {item.localOnly ? item.name || t('local.unnamed') : item.name || `#${item.npdId}`}
          </Text>
          <span className={styles.line}>
            <StatusBadge status={item.accomplishmentStatus} />
          </span>
        </div>
        {counts && <RowPendingBadge counts={counts} />}
        <Text size={200}>
          {label(AcquisitionType, 'AcquisitionType', item.type)}
          {item.oceanArea ? ` · ${label(OceanArea, 'OceanArea', item.oceanArea)}` : ''}
        </Text>
        <span className={styles.line}>
          <Text size={200}>
            {t('table.startDate')}: <DateCell date={item.startDate} type={item.startDateType} />
          </Text>
          <Text size={200}>
            {t('table.endDate')}: <DateCell date={item.endDate} type={item.endDateType} />
          </Text>
        </span>
        <span className={styles.line}>
          {indicators && <IndicatorIcons item={item as TOverviewListItem} />}
          <RowActions item={item} role={role} localOnly={item.localOnly} onZoom={onZoom} />
        </span>
      </div>
    </li>
  );
});

/**
 * The overview on a phone (issue 14 item 4): each acquisition as a compact card with its name, status, type, dates,
 * ocean area, indicators and row actions, nothing to scroll sideways; the sort is a choice above the cards.
 */
export function OverviewCards(props: OverviewTableProps) {
  const { items, orderBy, order, onSort } = props;
  const { t } = useTranslation('overview');
  // A phone's screen holds about four cards: the first screen renders those, the rest follow once it is on display.
  const all = useAfterFirstScreen();
  const shown = all ? items : items.slice(0, FIRST_CARDS);
  const styles = useStyles();
  return (
    <div>
      <SortChoice orderBy={orderBy} order={order} onSort={onSort} />
      <ul className={styles.list} aria-label={t('table.caption')} data-testid="overview-cards">
        {shown.map((item) => (
          <OverviewCard key={item.id} {...rowPropsOf(item, props)} />
        ))}
      </ul>
    </div>
  );
}

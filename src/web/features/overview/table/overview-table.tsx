import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { AcquisitionType } from '@/domain/enums/acquisition-type';
import { OceanArea } from '@/domain/enums/ocean-area';
import { lastColumnLabel, showsIndicators } from '@/domain/overview/overview-roles';
import type { TOrder, TOrderBy } from '@/domain/overview/sort';
import type { TOverviewListItem } from '@/domain/schemas/overview';
import type { PendingCounts } from '../../../offline/pending-badge-view';
import { RowPendingBadge } from '../../../offline/row-pending-badge';
import type { TOverviewRow } from '../local-drafts/overview-rows';
import { useEnumLabel } from '../../../components/use-enum-label';
import { DateCell } from './date-cell';
import { IndicatorIcons } from './indicator-icons';
import { RowActions } from './row-actions';
import { StatusBadge } from '../../../components/status-badge';

const COLUMNS: { key: TOrderBy; label: string; orderBy: TOrderBy }[] = [
  { key: 'name', label: 'table.name', orderBy: 'name' },
  { key: 'type', label: 'table.type', orderBy: 'type' },
  { key: 'startDate', label: 'table.startDate', orderBy: 'startDate' },
  { key: 'endDate', label: 'table.endDate', orderBy: 'endDate' },
  { key: 'status', label: 'table.status', orderBy: 'status' },
  { key: 'oceanArea', label: 'table.oceanArea', orderBy: 'oceanArea' },
];

export interface OverviewTableProps {
  items: TOverviewRow[];
  /** Changes of this device still waiting per acquisition id (one grouped query for the whole table). */
  pending?: ReadonlyMap<string, PendingCounts>;
  role: string;
  orderBy: TOrderBy;
  order: TOrder;
  highlightId?: string;
  onSort: (orderBy: TOrderBy) => void;
  onZoom: (item: TOverviewListItem) => void;
}

/** What one row of the table, or one card, shows: memoised on these, so other changes skip the rows that stayed. */
export interface OverviewRowProps {
  item: TOverviewRow;
  counts: PendingCounts | undefined;
  role: string;
  indicators: boolean;
  selected: boolean;
  onZoom: OverviewTableProps['onZoom'];
}

/** The props of one item's row or card, from the list's props. */
export function rowPropsOf(
  item: TOverviewRow,
  { pending, role, highlightId, onZoom }: OverviewTableProps,
): OverviewRowProps {
  return {
    item,
    counts: pending?.get(item.id),
    role,
    indicators: showsIndicators(role),
    selected: item.id === highlightId,
    onZoom,
  };
}

/** One acquisition's row; memoised, so the table's other changes (a page's rows, the outbox) re-render only the rows that changed. */
const OverviewRow = memo(function OverviewRow({ item, counts, role, indicators, selected, onZoom }: OverviewRowProps) {
  const { t } = useTranslation('overview');
  const label = useEnumLabel();
  return (
    <TableRow
      data-npd-id={item.npdId}
      data-acquisition-id={item.id}
      data-local-only={item.localOnly || undefined}
      aria-selected={selected}
      appearance={selected ? 'brand' : 'none'}
    >
      <TableCell>
        {item.localOnly ? (
          <span title={t('local.onlyHere')}>{item.name || t('local.unnamed')}</span>
        ) : (
          <span title={`Id ${item.npdId}`}>{item.name || `#${item.npdId}`}</span>
        )}
      </TableCell>
      <TableCell>{label(AcquisitionType, 'AcquisitionType', item.type)}</TableCell>
      <TableCell>
        <DateCell date={item.startDate} type={item.startDateType} />
      </TableCell>
      <TableCell>
        <DateCell date={item.endDate} type={item.endDateType} />
      </TableCell>
      <TableCell>
        <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
          <StatusBadge status={item.accomplishmentStatus} />
          {counts && <RowPendingBadge counts={counts} />}
        </span>
      </TableCell>
      <TableCell>{item.oceanArea ? label(OceanArea, 'OceanArea', item.oceanArea) : '–'}</TableCell>
      <TableCell>
        {/* Indicators and actions wrap onto two lines when the table is narrow, rather than being cut off at the divider. */}
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
          {indicators && <IndicatorIcons item={item} />}
          <RowActions item={item} role={role} localOnly={item.localOnly} onZoom={onZoom} />
        </span>
      </TableCell>
    </TableRow>
  );
});

/** The overview table: sortable on every column; the last column is 'actions' or 'proceedings' by role. */
export function OverviewTable(props: OverviewTableProps) {
  const { items, role, orderBy, order, onSort } = props;
  const { t } = useTranslation('overview');
  const direction = order === 'asc' ? 'ascending' : 'descending';
  return (
    <Table size="small" aria-label={t('table.caption')} style={{ tableLayout: 'auto' }}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHeaderCell
              key={column.key}
              sortable
              sortDirection={orderBy === column.orderBy ? direction : undefined}
              onClick={() => onSort(column.orderBy)}
              data-column={column.key}
            >
              {t(column.label as 'table.name')}
            </TableHeaderCell>
          ))}
          <TableHeaderCell>{t(`table.${lastColumnLabel(role)}`)}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <OverviewRow key={item.id} {...rowPropsOf(item, props)} />
        ))}
      </TableBody>
    </Table>
  );
}

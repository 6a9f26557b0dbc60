import {
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { isApiError } from '../../../api/api-error';
import type { ListPreferences } from './list-preferences';
import { sortAndFilter } from './sort-rows';

export interface AdminColumn<T> {
  id: string;
  label: string;
  /** The value sorted and filtered on. */
  value: (row: T) => unknown;
  /** What the cell shows; the value as text when absent. */
  render?: (row: T) => ReactNode;
}

interface AdminTableProps<T> {
  label: string;
  rows: readonly T[] | undefined;
  columns: AdminColumn<T>[];
  rowId: (row: T) => string;
  preferences: ListPreferences;
  onPreferences: (change: Partial<ListPreferences>) => void;
  isLoading?: boolean;
  error?: Error | null;
  /** Buttons above the table (new, refresh, copy ...). */
  toolbar?: ReactNode;
  /** Filters besides the text filter (e.g. the licence year). */
  filters?: ReactNode;
  actions?: (row: T) => ReactNode;
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalM,
  },
  filter: { minWidth: '14rem', flexGrow: 1, maxWidth: '28rem' },
  scroll: { overflowX: 'auto', width: '100%' },
  table: { tableLayout: 'auto' },
  cell: {
    overflowWrap: 'anywhere',
    verticalAlign: 'top',
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
  },
  count: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
});

/** A list of the admin area: a text filter, sortable columns (preferences kept by the caller), and row actions. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { rows, columns, preferences, onPreferences } = props;
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const shown = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    return sortAndFilter(
      rows ?? [],
      (row, column) => byId.get(column)?.value(row),
      (row) => columns.map((c) => String(c.value(row) ?? '')).join(' '),
      preferences.sortColumn,
      preferences.sortDirection,
      preferences.filter,
    );
  }, [rows, columns, preferences]);

  const sortBy = (column: string) =>
    onPreferences({
      sortColumn: column,
      sortDirection:
        preferences.sortColumn === column && preferences.sortDirection === 'ascending'
          ? 'descending'
          : 'ascending',
    });

  return (
    <section aria-label={props.label}>
      <div className={styles.bar}>
        <Input
          className={styles.filter}
          aria-label={t('list.filter')}
          placeholder={t('list.filterPlaceholder')}
          contentBefore={<Search20Regular />}
          value={preferences.filter}
          onChange={(_, data) => onPreferences({ filter: data.value })}
        />
        {props.filters}
        {props.toolbar}
        <Text className={styles.count} size={200}>
          {t('list.count', { count: shown.length, total: rows?.length ?? 0 })}
        </Text>
      </div>
      {props.error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('list.loadFailed', {
              message: isApiError(props.error) ? props.error.userMessage : props.error.message,
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {props.isLoading && <Spinner label={t('list.loading')} />}
      <div className={styles.scroll}>
        <Table
          sortable
          aria-label={props.label}
          className={styles.table}
          size="small"
          style={{ minWidth: `${(columns.length + (props.actions ? 1 : 0)) * 8}rem` }}
        >
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell
                  key={c.id}
                  sortDirection={preferences.sortColumn === c.id ? preferences.sortDirection : undefined}
                  onClick={() => sortBy(c.id)}
                >
                  {c.label}
                </TableHeaderCell>
              ))}
              {props.actions && <TableHeaderCell sortable={false}>{t('list.actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={props.rowId(row)}>
                {columns.map((c) => (
                  <TableCell key={c.id} className={styles.cell}>
                    {c.render ? c.render(row) : String(c.value(row) ?? '')}
                  </TableCell>
                ))}
                {props.actions && <TableCell>{props.actions(row)}</TableCell>}
              </TableRow>
            ))}
            {!props.isLoading && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (props.actions ? 1 : 0)}>{t('list.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

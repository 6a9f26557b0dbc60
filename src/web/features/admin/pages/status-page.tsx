import {
  Button,
  Field,
  Input,
  makeStyles,
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
import { DismissCircle20Regular, Search20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import type { TAdminAcquisition } from '@/domain/schemas/admin-acquisitions';
import { formatDate } from '../../../components/format-date';
import { useOnlineStatus } from '../../../offline/online-status';
import { useAcquisitionSearch, useAdminAcquisitions } from '../api/acquisition-calls';
import { CancelDialog } from '../dialogs/cancel-dialog';
import { useEnumLabels } from '../use-enum-label';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap', marginBottom: tokens.spacingVerticalM },
  field: { flexGrow: 1, maxWidth: '32rem' },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '44rem', tableLayout: 'auto' },
  cell: { overflowWrap: 'anywhere', verticalAlign: 'top' },
});

/** The status tab: find an acquisition by name (search call), see its status, cancel it when cancellable. */
export function StatusPage() {
  const { t } = useTranslation('admin');
  const { enumLabel } = useEnumLabels();
  const styles = useStyles();
  const online = useOnlineStatus();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [cancelling, setCancelling] = useState<TAdminAcquisition>();
  const results = useAcquisitionSearch(searched);
  const all = useAdminAcquisitions();
  return (
    <section aria-label={t('tabs.status')}>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(text.trim());
        }}
      >
        <Field className={styles.field} label={t('status.search')}>
          <Input list="admin-acquisition-names" value={text} placeholder={t('status.searchPlaceholder')} contentBefore={<Search20Regular />} onChange={(_, d) => setText(d.value)} />
        </Field>
        <datalist id="admin-acquisition-names">
          {all.data?.map((a) => <option key={a.id} value={a.name} />)}
        </datalist>
        <Button type="submit" appearance="primary" disabled={!text.trim()}>
          {t('status.searchButton')}
        </Button>
      </form>
      {results.isFetching && <Spinner size="small" label={t('list.loading')} />}
      {results.error && <Text role="alert">{t('list.loadFailed', { message: results.error.message })}</Text>}
      {results.data && results.data.length === 0 && <Text>{t('status.noResults')}</Text>}
      {results.data && results.data.length > 0 && (
        <div className={styles.scroll}>
          <Table aria-label={t('tabs.status')} className={styles.table} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('status.name')}</TableHeaderCell>
                <TableHeaderCell>{t('status.npdId')}</TableHeaderCell>
                <TableHeaderCell>{t('status.status')}</TableHeaderCell>
                <TableHeaderCell>{t('status.companyName')}</TableHeaderCell>
                <TableHeaderCell>{t('status.plannedStartDate')}</TableHeaderCell>
                <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {results.data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell className={styles.cell}>{a.name}</TableCell>
                  <TableCell className={styles.cell}>{a.npdId}</TableCell>
                  <TableCell className={styles.cell}>{enumLabel(AccomplishmentStatus, 'AccomplishmentStatus', a.status)}</TableCell>
                  <TableCell className={styles.cell}>{a.companyName ?? ''}</TableCell>
                  <TableCell className={styles.cell}>{formatDate(a.plannedStartDate)}</TableCell>
                  <TableCell className={styles.cell}>
                    {a.isCancellable ? (
                      <Button size="small" icon={<DismissCircle20Regular />} disabled={!online} aria-label={`${t('status.cancel')} ${a.name}`} onClick={() => setCancelling(a)}>
                        {t('status.cancel')}
                      </Button>
                    ) : (
                      <Text size={200}>{t('status.notCancellable')}</Text>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {cancelling && <CancelDialog acquisition={cancelling} onClose={() => setCancelling(undefined)} />}
    </section>
  );
}

import { Button, Field, Select } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular, Eye20Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import { LawCategory } from '@/domain/enums/law-category';
import { LicenceKind } from '@/domain/enums/licence-kind';
import { LICENCE_YEAR_MAX, LICENCE_YEAR_MIN, type TAdminLicence } from '@/domain/schemas/admin-licences';
import { formatDate } from '../../../components/format-date';
import { useSession } from '@/web/session/use-session';
import { useAdminLicences } from '../api/get-admin-lists';
import { LicenceDialog } from '../dialogs/licence-dialog';
import { AdminTable, type AdminColumn } from '../list/admin-table';
import { useListPreferences } from '../list/list-preferences';
import { useEnumLabels } from '../use-enum-label';
import { useDialogState } from './use-dialog-state';
import { YesNo } from './yes-no';

const thisYear = new Date().getFullYear();
/** Years offered in the filter: a few back and ahead of this year, within the allowed range. */
const YEARS = Array.from({ length: 12 }, (_, i) => thisYear + 2 - i).filter((y) => y >= LICENCE_YEAR_MIN && y <= LICENCE_YEAR_MAX);

export function LicencesPage() {
  const { t } = useTranslation('admin');
  const { enumLabel } = useEnumLabels();
  const { role } = useSession();
  const dialog = useDialogState<TAdminLicence>();
  const [preferences, setPreferences] = useListPreferences(role, 'licences', {
    sortColumn: 'npdIdLicence',
    sortDirection: 'ascending',
    filter: '',
    year: thisYear,
  });
  const year = preferences.year === 'all' ? undefined : (preferences.year ?? thisYear);
  const licences = useAdminLicences(year);
  const columns: AdminColumn<TAdminLicence>[] = [
    { id: 'npdIdLicence', label: t('licences.npdIdLicence'), value: (l) => l.npdIdLicence },
    { id: 'licenceName', label: t('licences.licenceName'), value: (l) => l.licenceName },
    { id: 'licenceYear', label: t('licences.licenceYear'), value: (l) => l.licenceYear },
    { id: 'companyName', label: t('licences.companyName'), value: (l) => l.companyName },
    { id: 'lawCategory', label: t('licences.lawCategory'), value: (l) => enumLabel(LawCategory, 'LawCategory', l.lawCategory) },
    { id: 'kind', label: t('licences.kind'), value: (l) => enumLabel(LicenceKind, 'LicenceKind', l.kind) },
    { id: 'licencePeriodStart', label: t('licences.licencePeriodStart'), value: (l) => l.licencePeriodStart, render: (l) => formatDate(l.licencePeriodStart) },
    { id: 'licencePeriodEnd', label: t('licences.licencePeriodEnd'), value: (l) => l.licencePeriodEnd, render: (l) => formatDate(l.licencePeriodEnd) },
    { id: 'isInUse', label: t('licences.isInUse'), value: (l) => l.isInUse, render: (l) => <YesNo value={l.isInUse} /> },
  ];
  return (
    <>
      <AdminTable
        label={t('tabs.licences')}
        rows={licences.data}
        columns={columns}
        rowId={(l) => l.id}
        preferences={preferences}
        onPreferences={setPreferences}
        isLoading={licences.isLoading}
        error={licences.error}
        filters={
          <Field label={t('licences.year')}>
            <Select
              value={preferences.year === 'all' ? 'all' : String(year)}
              onChange={(_, d) => setPreferences({ year: d.value === 'all' ? 'all' : Number(d.value) })}
            >
              <option value="all">{t('licences.allYears')}</option>
              {YEARS.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </Select>
          </Field>
        }
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={dialog.openNew}>
            {t('licences.new')}
          </Button>
        }
        actions={(l) => (
          <Button
            size="small"
            icon={l.isInUse ? <Eye20Regular /> : <Edit20Regular />}
            aria-label={`${l.isInUse ? t('licences.view') : t('list.edit')} ${l.npdIdLicence} ${l.licenceYear}`}
            onClick={() => dialog.openEdit(l)}
          >
            {l.isInUse ? t('licences.view') : t('list.edit')}
          </Button>
        )}
      />
      {dialog.isOpen && <LicenceDialog licence={dialog.item} defaultYear={year ?? thisYear} onClose={dialog.close} />}
    </>
  );
}

import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import type { TVessel } from '@/domain/schemas/reference-vessels';
import { useSession } from '@/web/session/use-session';
import { useAdminVessels, useCountries } from '../api/get-admin-lists';
import { VesselDialog } from '../dialogs/vessel-dialog';
import { AdminTable, type AdminColumn } from '../list/admin-table';
import { useListPreferences } from '../list/list-preferences';
import { useDialogState } from './use-dialog-state';
import { YesNo } from './yes-no';

export function VesselsPage() {
  const { t } = useTranslation('admin');
  const { role } = useSession();
  const vessels = useAdminVessels();
  const countries = useCountries();
  const dialog = useDialogState<TVessel>();
  const [preferences, setPreferences] = useListPreferences(role, 'vessels', { sortColumn: 'name', sortDirection: 'ascending', filter: '' });
  const countryName = (code: string) => countries.data?.find((c) => c.code === code)?.name ?? code;
  const columns: AdminColumn<TVessel>[] = [
    { id: 'name', label: t('vessels.name'), value: (v) => v.name },
    { id: 'imo', label: t('vessels.imo'), value: (v) => v.imo },
    { id: 'callSignal', label: t('vessels.callSignal'), value: (v) => v.callSignal },
    { id: 'country', label: t('vessels.country'), value: (v) => countryName(v.country) },
    { id: 'isDeleted', label: t('vessels.isDeleted'), value: (v) => v.isDeleted, render: (v) => <YesNo value={v.isDeleted} /> },
    { id: 'isInUse', label: t('vessels.isInUse'), value: (v) => v.isInUse, render: (v) => <YesNo value={v.isInUse} /> },
  ];
  return (
    <>
      <AdminTable
        label={t('tabs.vessels')}
        rows={vessels.data}
        columns={columns}
        rowId={(v) => v.id}
        preferences={preferences}
        onPreferences={setPreferences}
        isLoading={vessels.isLoading}
        error={vessels.error}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={dialog.openNew}>
            {t('vessels.new')}
          </Button>
        }
        actions={(v) => (
          <Button size="small" icon={<Edit20Regular />} aria-label={`${t('list.edit')} ${v.name}`} onClick={() => dialog.openEdit(v)}>
            {t('list.edit')}
          </Button>
        )}
      />
      {dialog.isOpen && <VesselDialog vessel={dialog.item} onClose={dialog.close} />}
    </>
  );
}

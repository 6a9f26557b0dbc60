import { Button } from '@fluentui/react-components';
import { Add20Regular, ArrowClockwise20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import type { THarbour } from '@/domain/schemas/reference-vessels';
import { useNotify } from '../../../components/notify';
import { useOnlineStatus } from '../../../offline/online-status';
import { useSession } from '@/web/session/use-session';
import { useAdminHarbours } from '../api/get-admin-lists';
import { useForceRefreshHarbours } from '../api/save-reference';
import { HarbourDialog } from '../dialogs/harbour-dialog';
import { AdminTable, type AdminColumn } from '../list/admin-table';
import { useListPreferences } from '../list/list-preferences';
import { useDialogState } from './use-dialog-state';
import { YesNo } from './yes-no';

export function HarboursPage() {
  const { t } = useTranslation('admin');
  const { role } = useSession();
  const online = useOnlineStatus();
  const notify = useNotify();
  const harbours = useAdminHarbours();
  const refresh = useForceRefreshHarbours();
  const dialog = useDialogState<THarbour>();
  const [preferences, setPreferences] = useListPreferences(role, 'harbours', { sortColumn: 'name', sortDirection: 'ascending', filter: '' });
  const columns: AdminColumn<THarbour>[] = [
    { id: 'name', label: t('harbours.name'), value: (h) => h.name },
    { id: 'isInactive', label: t('harbours.isInactive'), value: (h) => h.isInactive, render: (h) => <YesNo value={h.isInactive} /> },
    { id: 'isInUse', label: t('harbours.isInUse'), value: (h) => h.isInUse, render: (h) => <YesNo value={h.isInUse} /> },
  ];
  return (
    <>
      <AdminTable
        label={t('tabs.harbours')}
        rows={harbours.data}
        columns={columns}
        rowId={(h) => h.id}
        preferences={preferences}
        onPreferences={setPreferences}
        isLoading={harbours.isLoading}
        error={harbours.error}
        toolbar={
          <>
            <Button appearance="primary" icon={<Add20Regular />} onClick={dialog.openNew}>
              {t('harbours.new')}
            </Button>
            <Button
              icon={<ArrowClockwise20Regular />}
              disabled={!online || refresh.isPending}
              onClick={() => refresh.mutate(undefined, { onSuccess: () => notify(t('harbours.refreshed'), 'success') })}
            >
              {t('harbours.forceRefresh')}
            </Button>
          </>
        }
        actions={(h) => (
          <Button size="small" icon={<Edit20Regular />} aria-label={`${t('list.edit')} ${h.name}`} onClick={() => dialog.openEdit(h)}>
            {t('list.edit')}
          </Button>
        )}
      />
      {dialog.isOpen && <HarbourDialog harbour={dialog.item} onClose={dialog.close} />}
    </>
  );
}

import { Button } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import { FisheriesExpertApprovedArea } from '@/domain/enums/fisheries-expert-approved-area';
import type { TFisheriesExpert } from '@/domain/schemas/reference-fisheries-experts';
import { formatDate } from '../../../components/format-date';
import { useSession } from '@/web/session/use-session';
import { useAdminFisheriesExperts } from '../api/get-admin-lists';
import { FisheriesExpertDialog } from '../dialogs/fisheries-expert-dialog';
import { AdminTable, type AdminColumn } from '../list/admin-table';
import { useListPreferences } from '../list/list-preferences';
import { useEnumLabels } from '../use-enum-label';
import { useDialogState } from './use-dialog-state';
import { YesNo } from './yes-no';

export function FisheriesExpertsPage() {
  const { t } = useTranslation('admin');
  const { enumLabel } = useEnumLabels();
  const { role } = useSession();
  const experts = useAdminFisheriesExperts();
  const dialog = useDialogState<TFisheriesExpert>();
  const [preferences, setPreferences] = useListPreferences(role, 'fisheriesExperts', {
    sortColumn: 'firstName',
    sortDirection: 'ascending',
    filter: '',
  });
  const columns: AdminColumn<TFisheriesExpert>[] = [
    { id: 'firstName', label: t('fisheriesExperts.firstName'), value: (e) => e.firstName },
    { id: 'lastName', label: t('fisheriesExperts.lastName'), value: (e) => e.lastName },
    { id: 'place', label: t('fisheriesExperts.place'), value: (e) => e.place },
    { id: 'phone', label: t('fisheriesExperts.phone'), value: (e) => e.phone },
    {
      id: 'approvedAreas',
      label: t('fisheriesExperts.approvedAreas'),
      value: (e) => enumLabel(FisheriesExpertApprovedArea, 'FisheriesExpertApprovedArea', e.approvedAreas),
    },
    {
      id: 'approvedUntil',
      label: t('fisheriesExperts.approvedUntil'),
      value: (e) => e.approvedUntil,
      render: (e) => formatDate(e.approvedUntil),
    },
    { id: 'isDeleted', label: t('fisheriesExperts.isDeleted'), value: (e) => e.isDeleted, render: (e) => <YesNo value={e.isDeleted} /> },
  ];
  return (
    <>
      <AdminTable
        label={t('tabs.fisheriesExperts')}
        rows={experts.data}
        columns={columns}
        rowId={(e) => e.id}
        preferences={preferences}
        onPreferences={setPreferences}
        isLoading={experts.isLoading}
        error={experts.error}
        toolbar={
          <Button appearance="primary" icon={<Add20Regular />} onClick={dialog.openNew}>
            {t('fisheriesExperts.new')}
          </Button>
        }
        actions={(e) => (
          <Button size="small" icon={<Edit20Regular />} aria-label={`${t('list.edit')} ${e.firstName} ${e.lastName}`} onClick={() => dialog.openEdit(e)}>
            {t('list.edit')}
          </Button>
        )}
      />
      {dialog.isOpen && <FisheriesExpertDialog expert={dialog.item} onClose={dialog.close} />}
    </>
  );
}

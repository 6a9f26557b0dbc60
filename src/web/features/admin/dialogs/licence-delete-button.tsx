import { Button } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TAdminLicence } from '@/domain/schemas/admin-licences';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { useOnlineStatus } from '../../../offline/online-status';
import { useDeleteLicence } from '../api/licence-calls';
import { ConfirmDialog } from './confirm-dialog';

/** Deletes a licence after confirmation (the service refuses one in use with 409). */
export function LicenceDeleteButton({ licence, onDeleted }: { licence: TAdminLicence; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const online = useOnlineStatus();
  const remove = useDeleteLicence();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(licence.id, {
      onSuccess: () => {
        notify(t('licences.deleted'), 'success');
        setAsking(false);
        onDeleted();
      },
      onError: (failure) => {
        notify(t('licences.deleteFailed', { message: isApiError(failure) ? failure.userMessage : failure.message }), 'error');
        setAsking(false);
      },
    });
  return (
    <>
      <Button appearance="subtle" icon={<Delete20Regular />} disabled={!online} onClick={() => setAsking(true)}>
        {t('dialog.delete')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('licences.deleteTitle')}
          body={t(licence.licenceName?.trim() ? 'licences.deleteBody' : 'licences.deleteBodyNoName', {
            number: licence.npdIdLicence,
            name: licence.licenceName?.trim(),
            year: licence.licenceYear,
          })}
          confirmLabel={t('dialog.delete')}
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

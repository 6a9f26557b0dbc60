import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { useChangeStatus, type StatusChange } from '../api/change-status';

/**
 * Sends a status change from a dialog: sent -> toast and close; queued (no network) -> toast saying it waits and
 * close; refused while online -> the service's reason stays in the dialog.
 */
export function useStatusSubmit(id: string, onClose: () => void) {
  const { t } = useTranslation('acquisition');
  const notify = useNotify();
  const change = useChangeStatus(id);
  const [error, setError] = useState<string>();
  const send = async (request: StatusChange) => {
    setError(undefined);
    try {
      const result = await change.mutateAsync(request);
      notify(result.status === 'sent' ? t('statusChange.sent') : t('statusChange.queued'), result.status === 'sent' ? 'success' : 'warning');
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.userMessage : String((failure as Error)?.message ?? failure));
    }
  };
  return { send, error, saving: change.isPending };
}

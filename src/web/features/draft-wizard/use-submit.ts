import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitDraftCall } from '@/domain/schemas/draft';
import { callApi, isApiError, type ApiError } from '../../api/client';
import { deleteLocalDraft } from '../../offline/draft-store';
import { isOnline } from '../../offline/online-status';

export type SubmitError =
  | { kind: 'offline' }
  | { kind: 'api'; error: ApiError }
  | { kind: 'other'; message: string };

/**
 * Save and submit (online only, spec 002 s2): saves, then PUT /Draft/{id}/Submit with the saved version; success opens
 * /{id}/created with the planned start, a failure is kept for the summary's error block.
 */
export function useSubmit(id: string, save: () => Promise<boolean>, version: () => number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<SubmitError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    if (!isOnline()) return setError({ kind: 'offline' });
    setBusy(true);
    try {
      if (!(await save())) return;
      if (!isOnline()) return setError({ kind: 'offline' });
      const result = await callApi(submitDraftCall, { params: { id }, body: { version: version() } });
      await deleteLocalDraft(id).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
      navigate(`/${encodeURIComponent(id)}/created`, {
        state: { plannedStartDate: result.plannedStartDate },
      });
    } catch (failure) {
      if (isApiError(failure))
        setError(failure.responseStatus === 0 ? { kind: 'offline' } : { kind: 'api', error: failure });
      else setError({ kind: 'other', message: String((failure as Error)?.message ?? failure) });
    } finally {
      setBusy(false);
    }
  };
  return { submit, error, busy };
}

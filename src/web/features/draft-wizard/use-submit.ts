import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitDraftCall, ZSubmitProblem } from '@/domain/schemas/draft';
import { callApi, isApiError, type ApiError } from '../../api/client';
import { deleteLocalDraft } from '../../offline/draft-store';
import { isOnline } from '../../offline/online-status';

export type SubmitError =
  | { kind: 'offline' }
  | { kind: 'api'; error: ApiError; missing: SubmitMissingItem[] }
  | { kind: 'other'; message: string };

/** A missing item the service's refused submit listed (problem code 'missingRequiredItems'). */
export type SubmitMissingItem = { key: string; step: 'area' | 'gatheredinformation' | 'summary' };

/** The `missing` items of a refused submit, read with the shared problem schema (none when the body has none). */
function missingOf(error: ApiError): SubmitMissingItem[] {
  const problem = ZSubmitProblem.safeParse(error.body);
  return problem.success ? (problem.data.missing ?? []) : [];
}

/**
 * Save and submit (online only, spec 002 s2): saves, then PUT /Draft/{id}/Submit with the saved version; success opens
 * /{id}/created (which reads the submitted acquisition); a version conflict (409, another device saved in between)
 * opens the choice dialog; another failure is kept for the summary's error block (with the service's `missing`
 * items when it refused a draft with missing required items).
 */
export function useSubmit(
  id: string,
  save: () => Promise<boolean>,
  version: () => number,
  /** A 409 for a stale version goes to the conflict's choice dialog instead of the error block; true when it did. */
  onConflict: (error: unknown) => Promise<boolean>,
) {
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
      await callApi(submitDraftCall, { params: { id }, body: { version: version() } });
      await deleteLocalDraft(id).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
      navigate(`/${encodeURIComponent(id)}/created`);
    } catch (failure) {
      if (await onConflict(failure).catch(() => false)) return;
      if (isApiError(failure))
        setError(
          failure.responseStatus === 0
            ? { kind: 'offline' }
            : { kind: 'api', error: failure, missing: missingOf(failure) },
        );
      else setError({ kind: 'other', message: String((failure as Error)?.message ?? failure) });
    } finally {
      setBusy(false);
    }
  };
  return { submit, error, busy };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finishWithDocCall, submittedToOedCall } from '@/domain/schemas/acquisition-status';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';

/** The answer of a checkbox call is the acquisition after it: kept, and the rest of the page asked again. */
function useAcquisitionWrite<V>(id: string, write: (value: V) => Promise<unknown>) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (acquisition) => {
      client.setQueryData(acquisitionKeys.acquisition(contextToken, id), acquisition);
      void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
    },
  });
}

/** PUT /Acquisitions/{id}/finishWithDoc: the 'all fisheries reports received' checkbox (Ferdig -> FerdigMedDokumentasjon). */
export function useFinishWithDoc(id: string) {
  return useAcquisitionWrite<void>(id, () => callApi(finishWithDocCall, { params: { id }, body: {} }));
}

/** PUT /Acquisitions/{id}/submittedToOed/{value}: the 'submitted to the ministry' checkbox. */
export function useSubmittedToOed(id: string) {
  return useAcquisitionWrite<boolean>(id, (value) =>
    callApi(submittedToOedCall, { params: { id, value: String(value) as 'true' | 'false' } }),
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDraftCall } from '@/domain/schemas/overview';
import { callApi } from '../../../api/client';
import { overviewKeys } from './overview-keys';

/**
 * Deletes a draft, then refreshes the table and the map. The callbacks are given to the hook (not to
 * mutate) because the row that started the deletion is gone once the list is refreshed.
 */
export function useDeleteDraft(callbacks: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteDraftCall, { params: { id } }),
    onSuccess: () => {
      callbacks.onSuccess();
      return queryClient.invalidateQueries({ queryKey: overviewKeys.all });
    },
    onError: callbacks.onError,
  });
}

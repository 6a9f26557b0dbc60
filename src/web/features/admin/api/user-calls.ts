import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDeleteUserCall } from '@/domain/schemas/admin-users';
import { callApi } from '../../../api/client';
import { adminKeys } from './admin-keys';

/** Deactivates a user (PUT /admin/users/{id}/delete), then refreshes the list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminDeleteUserCall, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminAcquisitionsCall,
  adminCancelAcquisitionCall,
  adminSearchAcquisitionCall,
  type ZCancelStatusChange,
} from '@/domain/schemas/admin-acquisitions';
import { callApi } from '../../../api/client';
import { adminKeys } from './admin-keys';

/** GET /admin/acquisition: every acquisition that is not a draft, for picking by name. */
export function useAdminAcquisitions() {
  return useQuery({ queryKey: ['admin', 'acquisitions'], queryFn: () => callApi(adminAcquisitionsCall), staleTime: 60_000 });
}

/** POST /admin/acquisition/search with the text typed (name, id or npdId); off while the text is empty. */
export function useAcquisitionSearch(text: string) {
  return useQuery({
    queryKey: adminKeys.acquisitionSearch(text),
    queryFn: () => callApi(adminSearchAcquisitionCall, { body: { id: text } }),
    enabled: text.trim().length > 0,
  });
}

export function useCancelAcquisition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: z.output<typeof ZCancelStatusChange> }) =>
      callApi(adminCancelAcquisitionCall, { params: { id }, body: values }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'acquisitionSearch'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'acquisitions'] });
    },
  });
}

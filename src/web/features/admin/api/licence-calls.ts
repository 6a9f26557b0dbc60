import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCreateLicenceCall,
  adminDeleteLicenceCall,
  adminLicenceIsEditableCall,
  adminNextLicenceNoCall,
  adminUpdateLicenceCall,
  type ZLicenceInput,
} from '@/domain/schemas/admin-licences';
import { callApi } from '../../../api/client';
import { adminKeys } from './admin-keys';

export function useSaveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: z.output<typeof ZLicenceInput> }) =>
      id ? callApi(adminUpdateLicenceCall, { params: { id }, body: values }) : callApi(adminCreateLicenceCall, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.licencesAll }),
  });
}

export function useDeleteLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(adminDeleteLicenceCall, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.licencesAll }),
  });
}

/** The in-use check: false while an acquisition uses the licence (the dialog is then read-only). */
export function useLicenceIsEditable(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.licenceEditable(id ?? ''),
    queryFn: () => callApi(adminLicenceIsEditableCall, { params: { id: id! } }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** Fetches the next free licence number on demand. */
export function fetchNextLicenceNo(): Promise<number> {
  return callApi(adminNextLicenceNoCall).then((r) => r.nextLicenceNo);
}

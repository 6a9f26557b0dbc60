import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCreateFisheriesExpertCall,
  adminCreateHarbourCall,
  adminCreateVesselCall,
  adminHarboursForceRefreshCall,
  adminUpdateFisheriesExpertCall,
  adminUpdateHarbourCall,
  adminUpdateVesselCall,
} from '@/domain/schemas/admin-reference';
import type { ZFisheriesExpertInput } from '@/domain/schemas/reference-fisheries-experts';
import type { ZHarbourInput, ZVesselInput } from '@/domain/schemas/reference-vessels';
import { callApi } from '../../../api/client';
import { adminKeys } from './admin-keys';

type Save<S extends z.ZodType> = { id?: string; values: z.output<S> };

/** Creates (no id) or edits a vessel, then refreshes the list. */
export function useSaveVessel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: Save<typeof ZVesselInput>) =>
      id ? callApi(adminUpdateVesselCall, { params: { id }, body: values }) : callApi(adminCreateVesselCall, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.vessels }),
  });
}

export function useSaveHarbour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: Save<typeof ZHarbourInput>) =>
      id ? callApi(adminUpdateHarbourCall, { params: { id }, body: values }) : callApi(adminCreateHarbourCall, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.harbours }),
  });
}

export function useSaveFisheriesExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: Save<typeof ZFisheriesExpertInput>) =>
      id
        ? callApi(adminUpdateFisheriesExpertCall, { params: { id }, body: values })
        : callApi(adminCreateFisheriesExpertCall, { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.fisheriesExperts }),
  });
}

/** GET /admin/harbours/forceRefresh: the list read again, put straight into the cache. */
export function useForceRefreshHarbours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(adminHarboursForceRefreshCall),
    onSuccess: (harbours) => queryClient.setQueryData(adminKeys.harbours, harbours),
  });
}

import { useQuery } from '@tanstack/react-query';
import { fisheriesExpertsCall } from '@/domain/schemas/reference-fisheries-experts';
import { designatedHarboursCall, vesselsCall } from '@/domain/schemas/reference-vessels';
import { callApi } from '../../../api/client';

/** The pickers of the vessel, harbour and expert forms (reference data; cached for an hour, read offline from the cache). */
const options = { staleTime: 60 * 60_000, retry: false } as const;
export const useVesselList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'vessels'], queryFn: () => callApi(vesselsCall, {}), enabled, ...options });
export const useHarbourList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'harbours'], queryFn: () => callApi(designatedHarboursCall, {}), enabled, ...options });
export const useExpertList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'experts'], queryFn: () => callApi(fisheriesExpertsCall, {}), enabled, ...options });

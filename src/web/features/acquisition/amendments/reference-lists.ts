import { useQuery } from '@tanstack/react-query';
import type { LicenceKind } from '@/domain/enums/licence-kind';
import { companiesCall } from '@/domain/schemas/reference-companies';
import { fisheriesExpertsCall } from '@/domain/schemas/reference-fisheries-experts';
import {
  co2ExploitationLicencesCall,
  co2ExplorationLicencesCall,
  co2SurveyLicencesCall,
  productionLicencesCall,
  surveyLicencesCall,
} from '@/domain/schemas/reference-licences';
import { designatedHarboursCall, vesselsCall } from '@/domain/schemas/reference-vessels';
import { contactPersonsCall } from '@/domain/schemas/user-profile';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';

/** The pickers of the section forms (reference data; cached for an hour, read offline from the cache). */
const options = { staleTime: 60 * 60_000, retry: false } as const;
export const useVesselList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'vessels'], queryFn: () => callApi(vesselsCall, {}), enabled, ...options });
export const useHarbourList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'harbours'], queryFn: () => callApi(designatedHarboursCall, {}), enabled, ...options });
export const useExpertList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'experts'], queryFn: () => callApi(fisheriesExpertsCall, {}), enabled, ...options });
/** Every active company (the contractor picker; the wizard's list). */
export const useCompanyList = (enabled: boolean) => useQuery({ queryKey: ['reference', 'companies'], queryFn: () => callApi(companiesCall, {}), enabled, ...options });

/** The users of the viewer's organisation who may be the case's contact person (GET /UserProfile/contactPersons). */
export function useContactPersonList(enabled: boolean) {
  const { contextToken } = useSession();
  return useQuery({ queryKey: ['reference', 'contactPersons', contextToken], queryFn: () => callApi(contactPersonsCall, {}), enabled, ...options });
}

const LICENCE_CALLS = {
  production: productionLicencesCall,
  survey: surveyLicencesCall,
  co2Survey: co2SurveyLicencesCall,
  co2Exploitation: co2ExploitationLicencesCall,
  co2Exploration: co2ExplorationLicencesCall,
} as const;

/** The licences of one kind the acquisition's company may name (the wizard's lookup: GET /DaqSupportData/…, /Licences/…). */
export function useCompanyLicenceList(kind: LicenceKind, companyId: number | null, enabled: boolean) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: ['reference', 'licences', kind, contextToken, companyId],
    queryFn: () => callApi(LICENCE_CALLS[kind], { query: companyId === null ? {} : { companyId } }),
    enabled,
    ...options,
  });
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LicenceKind } from '@/domain/enums/licence-kind';
import { restrictionAreasCall, seaAreasCall } from '@/domain/schemas/draft-geometry';
import { companiesCall, companiesWithPrefixesCall } from '@/domain/schemas/reference-companies';
import { fisheriesExpertsCall } from '@/domain/schemas/reference-fisheries-experts';
import {
  co2ExploitationLicencesCall,
  co2ExplorationLicencesCall,
  co2SurveyLicencesCall,
  lawCategoriesCall,
  productionLicencesCall,
  surveyLicencesCall,
} from '@/domain/schemas/reference-licences';
import { designatedHarboursCall, vesselsCall } from '@/domain/schemas/reference-vessels';
import { contactPersonsCall, npdApproversCall } from '@/domain/schemas/user-profile';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { draftKeys } from './draft-keys';

/** Reference data changes seldom: kept 10 minutes, and in the persisted cache for offline use. */
const REFERENCE_STALE_MS = 10 * 60_000;

export function useLawCategories() {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: draftKeys.lawCategories(contextToken),
    queryFn: ({ signal }) => callApi(lawCategoriesCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCompaniesWithPrefix(enabled = true) {
  return useQuery({
    queryKey: draftKeys.companiesWithPrefix,
    queryFn: ({ signal }) => callApi(companiesWithPrefixesCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: draftKeys.companies,
    queryFn: ({ signal }) => callApi(companiesCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

const LICENCE_CALLS = {
  production: productionLicencesCall,
  survey: surveyLicencesCall,
  co2Survey: co2SurveyLicencesCall,
  co2Exploitation: co2ExploitationLicencesCall,
  co2Exploration: co2ExplorationLicencesCall,
} as const;

/** The licences of one kind a company may put on a draft (its own company, or the on-behalf company). */
export function companyLicencesQuery(kind: LicenceKind, contextToken: string, companyId: number | null) {
  return queryOptions({
    queryKey: draftKeys.licences(kind, contextToken, companyId),
    queryFn: ({ signal }) =>
      callApi(LICENCE_CALLS[kind], { signal, query: companyId === null ? {} : { companyId } }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCompanyLicences(kind: LicenceKind, companyId: number | null) {
  const { contextToken } = useSession();
  return useQuery(companyLicencesQuery(kind, contextToken, companyId));
}

export const restrictionAreasQuery = queryOptions({
  queryKey: draftKeys.restrictionAreas,
  queryFn: ({ signal }) => callApi(restrictionAreasCall, { signal }),
  staleTime: 60 * 60_000,
});

export const seaAreasQuery = queryOptions({
  queryKey: draftKeys.seaAreas,
  queryFn: ({ signal }) => callApi(seaAreasCall, { signal }),
  staleTime: 60 * 60_000,
});

export function useRestrictionAreas() {
  return useQuery(restrictionAreasQuery);
}

export function useSeaAreas() {
  return useQuery(seaAreasQuery);
}

export function useVessels() {
  return useQuery({
    queryKey: draftKeys.vessels,
    queryFn: ({ signal }) => callApi(vesselsCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useDesignatedHarbours() {
  return useQuery({
    queryKey: draftKeys.harbours,
    queryFn: ({ signal }) => callApi(designatedHarboursCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useFisheriesExperts() {
  return useQuery({
    queryKey: draftKeys.experts,
    queryFn: ({ signal }) => callApi(fisheriesExpertsCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useNpdApprovers(enabled: boolean) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: draftKeys.approvers(contextToken),
    queryFn: ({ signal }) => callApi(npdApproversCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function useContactPersons() {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: draftKeys.contactPersons(contextToken),
    queryFn: ({ signal }) => callApi(contactPersonsCall, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * Fetches the reference data the wizard needs into the (persisted) cache, so a draft can be created and filled in
 * later without a connection. Called when the create dialog opens; failures are ignored (the steps fetch again).
 */
export function prefetchWizardReference(
  queryClient: QueryClient,
  contextToken: string,
  companyId: number,
): void {
  const fetch = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
    void queryClient.prefetchQuery({ queryKey, queryFn, staleTime: REFERENCE_STALE_MS });
  fetch(draftKeys.companies, () => callApi(companiesCall));
  fetch(draftKeys.vessels, () => callApi(vesselsCall));
  fetch(draftKeys.harbours, () => callApi(designatedHarboursCall));
  fetch(draftKeys.experts, () => callApi(fisheriesExpertsCall));
  fetch(draftKeys.contactPersons(contextToken), () => callApi(contactPersonsCall));
  fetch(draftKeys.restrictionAreas, () => callApi(restrictionAreasCall));
  fetch(draftKeys.seaAreas, () => callApi(seaAreasCall));
  for (const [kind, call] of Object.entries(LICENCE_CALLS)) {
    fetch(draftKeys.licences(kind, contextToken, companyId), () => callApi(call, { query: { companyId } }));
  }
}

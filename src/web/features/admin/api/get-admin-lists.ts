import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLicencesCall } from '@/domain/schemas/admin-licences';
import { adminFisheriesExpertsCall, adminHarboursCall, adminVesselsCall } from '@/domain/schemas/admin-reference';
import { adminUsersCall } from '@/domain/schemas/admin-users';
import { companiesCall, countriesCall } from '@/domain/schemas/reference-companies';
import { callApi } from '../../../api/client';
import { adminKeys } from './admin-keys';

export const vesselsQuery = queryOptions({ queryKey: adminKeys.vessels, queryFn: () => callApi(adminVesselsCall) });
export const harboursQuery = queryOptions({ queryKey: adminKeys.harbours, queryFn: () => callApi(adminHarboursCall) });
export const fisheriesExpertsQuery = queryOptions({
  queryKey: adminKeys.fisheriesExperts,
  queryFn: () => callApi(adminFisheriesExpertsCall),
});
export const usersQuery = queryOptions({ queryKey: adminKeys.users, queryFn: () => callApi(adminUsersCall) });
export const countriesQuery = queryOptions({
  queryKey: adminKeys.countries,
  queryFn: () => callApi(countriesCall),
  staleTime: 60 * 60_000,
});
export const companiesQuery = queryOptions({
  queryKey: adminKeys.companies,
  queryFn: () => callApi(companiesCall),
  staleTime: 10 * 60_000,
});

/** Licences of a year (all years when undefined); the text filter is applied in the list. */
export function useAdminLicences(year: number | undefined) {
  return useQuery({
    queryKey: adminKeys.licences({ year }),
    queryFn: () => callApi(adminLicencesCall, { query: { year } }),
  });
}

export const useAdminVessels = () => useQuery(vesselsQuery);
export const useAdminHarbours = () => useQuery(harboursQuery);
export const useAdminFisheriesExperts = () => useQuery(fisheriesExpertsQuery);
export const useAdminUsers = () => useQuery(usersQuery);
export const useCountries = () => useQuery(countriesQuery);
export const useCompanies = () => useQuery(companiesQuery);

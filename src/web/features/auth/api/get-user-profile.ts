import { queryOptions, useQuery } from '@tanstack/react-query';
import { userProfileCall } from '@/domain/schemas/user-profile';
import { callApi } from '../../../api/client';
import { authKeys } from './auth-keys';

export const userProfileQuery = (contextToken: string) =>
  queryOptions({
    queryKey: authKeys.profile(contextToken),
    queryFn: ({ signal }) => callApi(userProfileCall, { signal }),
    staleTime: 5 * 60_000,
  });

export function useUserProfileQuery(contextToken: string, enabled = true) {
  return useQuery({ ...userProfileQuery(contextToken), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { gdprCheckCall } from '@/domain/schemas/user-profile';
import { callApi } from '../../../api/client';
import { authKeys } from './auth-keys';

export const gdprCheckQuery = () =>
  queryOptions({
    queryKey: authKeys.gdpr(),
    queryFn: ({ signal }) => callApi(gdprCheckCall, { signal }),
    staleTime: 5 * 60_000,
  });

export function useGdprCheckQuery(enabled: boolean) {
  return useQuery({ ...gdprCheckQuery(), enabled });
}

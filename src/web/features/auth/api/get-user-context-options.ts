import { queryOptions, useQuery } from '@tanstack/react-query';
import { userContextOptionsCall } from '@/domain/schemas/user-context';
import { callApi } from '../../../api/client';
import { authKeys } from './auth-keys';

export const userContextOptionsQuery = () =>
  queryOptions({
    queryKey: authKeys.options(),
    queryFn: ({ signal }) => callApi(userContextOptionsCall, { signal }),
  });

export function useUserContextOptionsQuery() {
  return useQuery(userContextOptionsQuery());
}

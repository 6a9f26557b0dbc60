import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactInfoCheckCall } from '@/domain/schemas/user-profile';
import { callApi } from '../../../api/client';
import { authKeys } from './auth-keys';

export const contactInfoCheckQuery = (contextToken: string) =>
  queryOptions({
    queryKey: authKeys.contactInfo(contextToken),
    queryFn: ({ signal }) => callApi(contactInfoCheckCall, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useContactInfoCheckQuery(contextToken: string, enabled: boolean) {
  return useQuery({ ...contactInfoCheckQuery(contextToken), enabled });
}

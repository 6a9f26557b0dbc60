import { useQuery } from '@tanstack/react-query';
import { getFlagCall } from '@/domain/schemas/acquisition-flag';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/** GET /Acquisitions/{id}/flag: the flag of the viewer's party; asked only by roles that may set it. */
export function useFlag(id: string, enabled: boolean) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: acquisitionKeys.flag(contextToken, id),
    queryFn: ({ signal }) => callApi(getFlagCall, { params: { id }, signal }),
    enabled,
    retry: retryUnlessOffline,
  });
}

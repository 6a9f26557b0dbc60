import { useQuery } from '@tanstack/react-query';
import { mayFetchAllowedActions } from '@/domain/rules/status-transitions';
import { allowedActionsCall } from '@/domain/schemas/acquisition';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/**
 * GET /Acquisitions/{id}/allowedActions, fetched only for users with the status or fisheries permission
 * (spec 001 s4.1); others get an empty list without a call.
 */
export function useAllowedActions(id: string, version: number | undefined) {
  const { contextToken, role } = useSession();
  const enabled = mayFetchAllowedActions(role);
  const query = useQuery({
    queryKey: [...acquisitionKeys.allowedActions(contextToken, id), version],
    queryFn: ({ signal }) => callApi(allowedActionsCall, { params: { id }, signal }),
    enabled: enabled && version !== undefined,
    retry: retryUnlessOffline,
  });
  return enabled ? (query.data ?? []) : [];
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayFetchAllowedActions } from '@/domain/rules/status-transitions';
import { allowedActionsCall } from '@/domain/schemas/acquisition';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/** The query of the allowed actions, asked only for users with the status or fisheries permission and a known version. */
export function useAllowedActionsQuery(id: string, version: number | undefined) {
  const { contextToken, role } = useSession();
  const enabled = mayFetchAllowedActions(role);
  const caseKey = acquisitionKeys.allowedActions(contextToken, id);
  return useQuery(
    queryOptions({
      queryKey: [...caseKey, version],
      queryFn: ({ signal }) => callApi(allowedActionsCall, { params: { id }, signal }),
      enabled: enabled && version !== undefined,
      retry: retryUnlessOffline,
      // A new version of the same case keeps the menu until its own actions are in: the menu's button does not go and
      // come back (taking the focus with it) on every change of the case. Another case's actions are never shown.
      placeholderData: (previous, previousQuery) =>
        previousQuery && caseKey.every((part, index) => previousQuery.queryKey[index] === part) ? previous : undefined,
    }),
  );
}

/**
 * GET /Acquisitions/{id}/allowedActions, fetched only for users with the status or fisheries permission
 * (spec 001 s4.1); others get an empty list without a call.
 */
export function useAllowedActions(id: string, version: number | undefined) {
  const { role } = useSession();
  const query = useAllowedActionsQuery(id, version);
  return mayFetchAllowedActions(role) ? (query.data ?? []) : [];
}

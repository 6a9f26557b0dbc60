import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemNotificationCall } from '@/domain/schemas/system';
import { callApi } from '../../../api/client';

/** Query keys of the system notifications (below the overview's keys in overview-keys.ts). */
export const systemNotificationKeys = {
  all: () => ['overview', 'systemNotifications'] as const,
};

export const systemNotificationsQuery = () =>
  queryOptions({
    queryKey: systemNotificationKeys.all(),
    queryFn: ({ signal }) => callApi(systemNotificationCall, { signal }),
    staleTime: 5 * 60_000,
  });

export function useSystemNotificationsQuery() {
  return useQuery(systemNotificationsQuery());
}

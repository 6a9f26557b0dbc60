import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemNotificationCall } from '@/domain/schemas/system';
import { callApi } from './client';

/** Query keys of the system notifications (shown on the overview and the acquisition page). */
export const systemNotificationKeys = {
  all: () => ['systemNotifications'] as const,
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

import { useQuery } from '@tanstack/react-query';
import { myTasksCall } from '@/domain/schemas/my-tasks';
import { useSession } from '@/web/session/use-session';
import { callApi } from '../../api/client';

/**
 * GET /Tasks/mine for the user's context, kept in the persisted query cache like the overview: the list and the
 * header's count work offline from the last answer. Asked again whenever the list is opened (a task done elsewhere in
 * the app is gone from it at once), and every two minutes for the header's count.
 */
export function useMyTasks() {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: ['my-tasks', contextToken],
    queryFn: ({ signal }) => callApi(myTasksCall, { signal }),
    staleTime: 0,
    refetchInterval: 120_000,
  });
}

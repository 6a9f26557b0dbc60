import { useQuery } from '@tanstack/react-query';
import { timelineCall } from '@/domain/schemas/messages';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/** GET /Acquisitions/{id}/timeline: the messages the viewer's party may see, newest first. */
export function useTimeline(id: string) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: acquisitionKeys.timeline(contextToken, id),
    queryFn: ({ signal }) => callApi(timelineCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });
}

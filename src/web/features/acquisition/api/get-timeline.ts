import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { TIMELINE_PAGE_SIZE, timelineCursorOf } from '@/domain/case-dialogue/timeline-cursor';
import { timelineCall, type TTimelineMessage } from '@/domain/schemas/messages';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/** The timeline as the query cache holds it: pages of TIMELINE_PAGE_SIZE messages, newest first. */
export type TTimelinePages = InfiniteData<TTimelineMessage[], string | null>;

/**
 * GET /Acquisitions/{id}/timeline, a page at a time: the newest TIMELINE_PAGE_SIZE messages the viewer's party may see,
 * then older pages after the cursor of the last message held (fetchNextPage, as the user scrolls). A refetch (live
 * arrival, focus) asks the pages again from the newest, each after the last message of the page before.
 */
export function useTimeline(id: string) {
  const { contextToken } = useSession();
  return useInfiniteQuery({
    queryKey: acquisitionKeys.timeline(contextToken, id),
    queryFn: ({ signal, pageParam }) =>
      callApi(timelineCall, { params: { id }, query: { limit: TIMELINE_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length < TIMELINE_PAGE_SIZE ? undefined : timelineCursorOf(last.at(-1)!)),
    retry: retryUnlessOffline,
  });
}

/** Replaces one message wherever a page of the cached timeline holds it (an answer of the service to a change). */
export function replaceTimelineMessage(data: TTimelinePages | undefined, message: TTimelineMessage): TTimelinePages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => page.map((m) => (m.messageId === message.messageId ? message : m))) };
}

import { useEffect, useState } from 'react';
import { useSystemNotificationsQuery } from '../../api/get-system-notifications';
import { useAllowedActionsQuery } from './api/get-allowed-actions';
import { useTimeWithParties } from './dialogue/dialogue-calls';

/**
 * The longest the page stays hidden for them: on a slow link at sea a late answer then moves the page once, which is
 * better than a page that does not show.
 */
export const HEADER_WAIT_MS = 1500;

/** A query that will not change the page's layout any more by itself: answered, failed, paused offline or not asked. */
const settled = (q: { isPending: boolean; fetchStatus: string }) => !q.isPending || q.fetchStatus !== 'fetching';

/**
 * Whether every answer the top of the acquisition page is built from is in: the system notifications (banners above
 * the header), the time with the parties (a line of the header) and the allowed actions (the status menu's button,
 * which can wrap the header's buttons to a new line on a phone). Asked together with the acquisition, not after it;
 * until they are in, or HEADER_WAIT_MS has passed, the page is laid out but not shown, so nothing on it moves down
 * when they arrive (issue 27: CLS 0.16-0.24 on the timeline and details tabs).
 */
export function useHeaderSettled(id: string, version: number | undefined, valid: boolean): boolean {
  const banners = useSystemNotificationsQuery();
  const time = useTimeWithParties(id, valid);
  const actions = useAllowedActionsQuery(id, version);
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  const allSettled = settled(banners) && settled(time) && settled(actions);
  // Once shown, the page stays shown for this case: its answers asked again (a new version after a status change)
  // must not hide it, nor take the focus from it.
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (allSettled && shownFor !== id) setShownFor(id);
  // No timer once all are in: its end would only draw the whole page again.
  useEffect(() => {
    if (allSettled) return;
    const timer = setTimeout(() => setWaitedFor(id), HEADER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [id, allSettled]);
  return waitedFor === id || shownFor === id || allSettled;
}

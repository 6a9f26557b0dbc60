import { useSystemNotificationsQuery } from '../../api/get-system-notifications';
import { useAllowedActionsQuery } from './api/get-allowed-actions';
import { useTimeWithParties } from './dialogue/dialogue-calls';

/** A query that will not change the page's layout any more by itself: answered, failed, paused offline or not asked. */
const settled = (q: { isPending: boolean; fetchStatus: string }) => !q.isPending || q.fetchStatus !== 'fetching';

/**
 * Whether every answer the top of the acquisition page is built from is in: the system notifications (banners above
 * the header), the time with the parties (a line of the header) and the allowed actions (the status menu's button,
 * which can wrap the header's buttons to a new line on a phone). Asked together with the acquisition, not after it;
 * until they are in, the page is laid out but not shown, so nothing on it moves down when they arrive (issue 27:
 * CLS 0.16-0.24 on the timeline and details tabs).
 */
export function useHeaderSettled(id: string, version: number | undefined, valid: boolean): boolean {
  const banners = useSystemNotificationsQuery();
  const time = useTimeWithParties(id, valid);
  const actions = useAllowedActionsQuery(id, version);
  return settled(banners) && settled(time) && settled(actions);
}

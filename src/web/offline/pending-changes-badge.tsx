import { PendingBadgeView } from './pending-badge-view';
import { useSyncStatus } from './sync-status';

/**
 * Says which changes of an entity (a draft) still wait: pending, refused, or in conflict. Nothing when all is sent.
 * Without entityId it counts the whole outbox (for the shell). The overview table shows PendingBadgeView per row
 * from one grouped query instead (src/web/features/overview/local-drafts).
 */
export function PendingChangesBadge({ entityId }: { entityId?: string }) {
  const status = useSyncStatus(entityId);
  return <PendingBadgeView counts={status} syncing={status.syncing && status.online} />;
}

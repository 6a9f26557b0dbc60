import { useOnlineStatus } from './online-status';
import { PendingBadgeView, type PendingCounts } from './pending-badge-view';
import { useIsSyncing } from './sync-state';

/**
 * One row's badge fed with that row's counts (the overview's one grouped query). It reads the replay and online state
 * itself, so a replay that starts or ends re-renders the badges on screen, not the table or cards around them.
 */
export function RowPendingBadge({ counts }: { counts: PendingCounts }) {
  const syncing = useIsSyncing();
  const online = useOnlineStatus();
  return <PendingBadgeView counts={counts} syncing={syncing && online} size="small" />;
}

import { Badge, Tooltip } from '@fluentui/react-components';
import {
  ArrowSyncRegular,
  CloudArrowUpRegular,
  ErrorCircleRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from './sync-status';

/**
 * Says which changes of an entity (a draft) still wait: pending, refused, or in conflict. Nothing when all is sent.
 * Without entityId it counts the whole outbox (for the shell or the draft list).
 */
export function PendingChangesBadge({ entityId }: { entityId?: string }) {
  const { t } = useTranslation('offline');
  const status = useSyncStatus(entityId);
  if (status.conflicts > 0)
    return (
      <Badge
        color="danger"
        appearance="tint"
        icon={<WarningRegular />}
        data-testid="pending-changes"
        role="status"
      >
        {t('badge.conflict')}
      </Badge>
    );
  if (status.failed > 0)
    return (
      <Badge
        color="danger"
        appearance="tint"
        icon={<ErrorCircleRegular />}
        data-testid="pending-changes"
        role="status"
      >
        {t('badge.failed', { count: status.failed })}
      </Badge>
    );
  if (status.pending === 0) return null;
  const syncing = status.syncing && status.online;
  const text = t('badge.pending', { count: status.pending });
  return (
    <Tooltip content={syncing ? t('badge.syncing') : text} relationship="description">
      <Badge
        color="warning"
        appearance="tint"
        icon={syncing ? <ArrowSyncRegular /> : <CloudArrowUpRegular />}
        data-testid="pending-changes"
        role="status"
      >
        {text}
      </Badge>
    </Tooltip>
  );
}

import { Badge } from '@fluentui/react-components';
import {
  ArrowSyncRegular,
  CloudArrowUpRegular,
  ErrorCircleRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import { useTranslation } from '../components/use-translation';
import { LazyTooltip } from '../components/lazy-tooltip';

/** The changes of one entity (or of all) still in the outbox, by state. */
export interface PendingCounts {
  pending: number;
  failed: number;
  conflicts: number;
}

interface Props {
  counts: PendingCounts;
  /** A replay runs now and the app is online: the waiting badge says 'sending'. */
  syncing: boolean;
  /** 'small' for table rows. */
  size?: 'small' | 'medium';
}

/**
 * The badge itself, without reading the outbox (no IndexedDB code): conflicts first, then refusals, then waiting
 * changes; nothing when all is sent. PendingChangesBadge feeds it from the outbox; the overview table from its one
 * grouped query.
 */
export function PendingBadgeView({ counts, syncing, size = 'medium' }: Props) {
  const { t } = useTranslation('offline');
  const common = {
    appearance: 'tint',
    size,
    'data-testid': 'pending-changes',
    role: 'status',
    // In a table cell the small badge keeps to one line (the column widens) instead of spilling out of its pill.
    style: size === 'small' ? { whiteSpace: 'nowrap' } : undefined,
  } as const;
  if (counts.conflicts > 0)
    return (
      <Badge {...common} color="danger" icon={<WarningRegular />}>
        {t('badge.conflict')}
      </Badge>
    );
  if (counts.failed > 0)
    return (
      <Badge {...common} color="danger" icon={<ErrorCircleRegular />}>
        {t('badge.failed', { count: counts.failed })}
      </Badge>
    );
  if (counts.pending === 0) return null;
  const text = t('badge.pending', { count: counts.pending });
  return (
    <LazyTooltip content={syncing ? t('badge.syncing') : text} relationship="description">
      <Badge {...common} color="warning" icon={syncing ? <ArrowSyncRegular /> : <CloudArrowUpRegular />}>
        {text}
      </Badge>
    </LazyTooltip>
  );
}

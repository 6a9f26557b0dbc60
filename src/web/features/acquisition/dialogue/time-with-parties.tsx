import { Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { Actor } from '@/domain/enums/actor';
import { formatDate } from '../../../components/format-date';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useTimeWithParties } from './dialogue-calls';
import { formatNumber } from '../../../components/format-number';

const DAY = 86_400_000;

/**
 * The header's line: whom the case waits on now and since when ('venter på <part> siden <dato>', by the task rule)
 * beside how long it has waited on each party in all (days, computed by the service from the messages).
 */
export function TimeWithParties({ acquisitionId }: { acquisitionId: string }) {
  const { t } = useTranslation('case-dialogue');
  const label = useEnumLabel();
  const time = useTimeWithParties(acquisitionId);
  if (!time.data) return null;
  const days = (ms: number) => formatNumber(ms / DAY, 1);
  const waits = time.data.waitingOn ?? [];
  return (
    <Text size={200} style={{ color: tokens.colorNeutralForeground3, display: 'grid' }}>
      {waits.length > 0 && (
        <span data-testid="waiting-on">
          {t('waitingOn', {
            list: waits.map((w) => t('waitingOnParty', { party: label(Actor, 'Actor', w.party), date: formatDate(w.since) })).join(', '),
          })}
        </span>
      )}
      <span data-testid="time-with-parties">
        {t('timeWith', { npd: days(time.data.npd), fdir: days(time.data.fdir), hi: days(time.data.hi), cmp: days(time.data.cmp) })}
      </span>
    </Text>
  );
}

import { Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useTimeWithParties } from './dialogue-calls';

const DAY = 86_400_000;

/** The header's line: how long the case has waited on each party (days, computed by the service from the messages). */
export function TimeWithParties({ acquisitionId }: { acquisitionId: string }) {
  const { t } = useTranslation('case-dialogue');
  const time = useTimeWithParties(acquisitionId);
  if (!time.data) return null;
  const days = (ms: number) => (ms / DAY).toLocaleString('nb-NO', { maximumFractionDigits: 1 });
  return (
    <Text size={200} style={{ color: tokens.colorNeutralForeground3 }} data-testid="time-with-parties">
      {t('timeWith', { npd: days(time.data.npd), fdir: days(time.data.fdir), hi: days(time.data.hi), cmp: days(time.data.cmp) })}
    </Text>
  );
}

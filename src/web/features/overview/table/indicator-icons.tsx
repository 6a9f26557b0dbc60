import { ClockRegular, FlagFilled, InfoRegular, StarFilled } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import type { TOverviewListItem } from '@/domain/schemas/overview';
import { LazyTooltip } from '../../../components/lazy-tooltip';

const INDICATORS = [
  ['isInfo', InfoRegular, '#0078d4'],
  ['isDue', ClockRegular, '#ca5010'],
  ['isStar', StarFilled, '#986f0b'],
  ['isFlagged', FlagFilled, '#a4262c'],
] as const;

/** Message indicator icons of a row (info, due, star, flagged); shown only to users who have a role. */
export function IndicatorIcons({ item }: { item: TOverviewListItem }) {
  const { t } = useTranslation('overview');
  return (
    <span style={{ display: 'inline-flex', gap: 2 }}>
      {INDICATORS.filter(([key]) => item[key]).map(([key, Icon, colour]) => (
        <LazyTooltip key={key} content={t(`indicators.${key}`)} relationship="label" showDelay={500}>
          <Icon role="img" aria-label={t(`indicators.${key}`)} data-indicator={key} style={{ color: colour, fontSize: 18 }} />
        </LazyTooltip>
      ))}
    </span>
  );
}

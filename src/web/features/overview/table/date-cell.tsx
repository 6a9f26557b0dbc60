import { CalendarCheckmarkRegular, CalendarClockRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import { formatDate } from '../../../components/format-date';
import { LazyTooltip } from '../../../components/lazy-tooltip';

/** A start or end date with the icon telling whether it is planned or actual. */
export function DateCell({ date, type }: { date: string | null; type: 'planned' | 'actual' }) {
  const { t } = useTranslation('overview');
  const label = type === 'actual' ? t('table.actual') : t('table.planned');
  const Icon = type === 'actual' ? CalendarCheckmarkRegular : CalendarClockRegular;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <LazyTooltip content={label} relationship="label" showDelay={500}>
        <Icon data-date-type={type} aria-label={label} role="img" style={{ fontSize: 16 }} />
      </LazyTooltip>
      {date ? formatDate(date, 'date') : '–'}
    </span>
  );
}

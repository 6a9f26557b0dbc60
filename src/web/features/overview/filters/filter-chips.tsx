import { Button } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import type { TOverviewFilter } from '@/domain/overview/filter';
import { formatDate } from '../../../components/format-date';
import { useEnumLabel } from '../../../components/use-enum-label';
import { LIST_FILTERS } from './filter-options';

interface Props {
  filter: TOverviewFilter;
  inCurrentView: boolean;
  onChange: (filter: TOverviewFilter, inCurrentView: boolean) => void;
}

type ChipKey = keyof TOverviewFilter | 'inCurrentView';

/** One dismissible chip per active filter; dismissing it removes that restriction. */
export function FilterChips({ filter, inCurrentView, onChange }: Props) {
  const { t } = useTranslation('overview');
  const label = useEnumLabel();
  const chips: { key: ChipKey; text: string }[] = [];
  if (filter.fromDate) chips.push({ key: 'fromDate', text: t('filter.chipFrom', { date: formatDate(filter.fromDate) }) });
  if (filter.toDate) chips.push({ key: 'toDate', text: t('filter.chipTo', { date: formatDate(filter.toDate) }) });
  for (const { key, label: labelKey, enumObject, enumName } of LIST_FILTERS) {
    const values = filter[key] as (string | number)[];
    if (values.length) chips.push({ key, text: `${t(labelKey as 'filter.type')}: ${values.map((v) => label(enumObject, enumName, v)).join(', ')}` });
  }
  if (filter.statuses.length) {
    chips.push({ key: 'statuses', text: `${t('filter.status')}: ${filter.statuses.map((s) => label(AccomplishmentStatus, 'AccomplishmentStatus', s)).join(', ')}` });
  }
  if (inCurrentView) chips.push({ key: 'inCurrentView', text: t('filter.chipInView') });
  if (chips.length === 0) return null;

  const dismiss = (key: ChipKey) => {
    if (key === 'inCurrentView') return onChange(filter, false);
    const value = filter[key];
    onChange({ ...filter, [key]: Array.isArray(value) ? [] : undefined }, inCurrentView);
  };
  // Plain buttons, not Fluent's TagGroup: that brings tabster's focus management (some 20 KB) into the first screen.
  return (
    <div role="group" aria-label={t('filter.chipsLabel')} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="small"
          shape="circular"
          icon={<Dismiss12Regular />}
          iconPosition="after"
          aria-label={t('filter.removeChip', { label: chip.text })}
          onClick={() => dismiss(chip.key)}
        >
          {chip.text}
        </Button>
      ))}
    </div>
  );
}

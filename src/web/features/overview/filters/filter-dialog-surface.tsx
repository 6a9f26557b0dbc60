import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { defaultFilter, filterableStatuses, type TOverviewFilter } from '@/domain/overview/filter';
import { useEnumLabel } from '../../../components/use-enum-label';
import { CheckboxGroup } from './checkbox-group';
import { LIST_FILTERS } from './filter-options';
import { DateField } from '../../../components/form/date-field';

export interface FilterDialogProps {
  filter: TOverviewFilter;
  inCurrentView: boolean;
  maySeeDrafts: boolean;
  onApply: (filter: TOverviewFilter, inCurrentView: boolean) => void;
}

/**
 * The filter dialog, open while it is mounted (its chunk loads when the filter button is first used): start date
 * range, type, ocean area, law category, government reason, status, 'in current view'. Opens with the filter in force.
 */
export function FilterDialogSurface({ filter, inCurrentView, maySeeDrafts, onApply, onClose }: FilterDialogProps & { onClose: () => void }) {
  const { t } = useTranslation('overview');
  const label = useEnumLabel();
  const [draft, setDraft] = useState(filter);
  const [inView, setInView] = useState(inCurrentView);
  const dateError = draft.fromDate && draft.toDate && draft.fromDate > draft.toDate ? t('filter.dateOrder') : undefined;
  const setOpen = (open: boolean) => {
    if (!open) onClose();
  };
  const toggleStatus = (status: number, checked: boolean) =>
    setDraft((d) => ({ ...d, statuses: checked ? [...d.statuses, status] : d.statuses.filter((s) => s !== status) }));

  return (
    <Dialog open onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogSurface style={{ maxWidth: 760 }}>
        <DialogBody>
          <DialogTitle>{t('filter.title')}</DialogTitle>
          <DialogContent style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, maxHeight: '70vh', overflowY: 'auto' }}>
            <DateField label={t('filter.fromDate')} error={dateError} value={draft.fromDate} onChange={(day) => setDraft({ ...draft, fromDate: day ?? undefined })} />
            <DateField label={t('filter.toDate')} value={draft.toDate} onChange={(day) => setDraft({ ...draft, toDate: day ?? undefined })} />
            {LIST_FILTERS.map(({ key, label: labelKey, enumObject, enumName }) => {
              const selected = draft[key] as (string | number)[];
              const toggle = (value: string | number, checked: boolean) =>
                setDraft({ ...draft, [key]: checked ? [...selected, value] : selected.filter((v) => v !== value) });
              return (
                <CheckboxGroup key={key} label={t(labelKey as 'filter.type')} hint={selected.length ? undefined : t('filter.all')} columns="repeat(auto-fill, minmax(180px, 1fr))">
                    {Object.values(enumObject).map((value) => (
                      <Checkbox
                        key={String(value)}
                        label={label(enumObject, enumName, value)}
                        checked={selected.includes(value)}
                        onChange={(_, d) => toggle(value, !!d.checked)}
                      />
                    ))}
                </CheckboxGroup>
              );
            })}
            <CheckboxGroup label={t('filter.status')} columns="1fr 1fr 1fr">
                {filterableStatuses(maySeeDrafts).map((status) => (
                  <Checkbox
                    key={status}
                    label={label(AccomplishmentStatus, 'AccomplishmentStatus', status)}
                    checked={draft.statuses.includes(status)}
                    onChange={(_, d) => toggleStatus(status, !!d.checked)}
                  />
                ))}
            </CheckboxGroup>
            <Checkbox style={{ gridColumn: '1 / -1' }} label={t('filter.inCurrentView')} checked={inView} onChange={(_, d) => setInView(!!d.checked)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => { setDraft(defaultFilter(maySeeDrafts)); setInView(false); }}>{t('filter.reset')}</Button>
            <Button onClick={() => setOpen(false)}>{t('filter.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={!!dateError}
              onClick={() => {
                onApply({ ...draft, bbox: undefined }, inView);
                setOpen(false);
              }}
            >
              {t('filter.apply')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

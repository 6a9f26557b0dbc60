import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type {
  TAcquisitionFisheriesExpert,
  TUpdateFisheriesExpert,
} from '@/domain/schemas/acquisition-experts';
import { useDraftExperts, useExpertCalls } from '../api/draft-experts';
import { useFisheriesExperts } from '../api/get-reference';
import { useWizard } from '../wizard-context';
import { AddSelect } from './add-select';
import { inStableOrder } from './row-order';
import { RowCard } from './row-card';
import { PhoneAndPeriodInputs } from './row-inputs';
import { useAutosavedRow } from './use-autosaved-row';

function ExpertRow({ row }: { row: TAcquisitionFisheriesExpert }) {
  const { id } = useWizard();
  const calls = useExpertCalls(id);
  const [value, change] = useAutosavedRow<Required<TUpdateFisheriesExpert>>(
    row.acquisitionFisheriesExpertId,
    {
      fisheriesExpertId: row.fisheriesExpertId,
      fromDate: row.fromDate,
      toDate: row.toDate,
      phoneNumber: row.phoneNumber,
    },
    (next) => calls.update(row, next),
  );
  return (
    <RowCard testId="expert-row" name={`${row.firstName} ${row.lastName}`} onRemove={() => calls.remove(row)}>
      <PhoneAndPeriodInputs value={value} change={change} />
    </RowCard>
  );
}

/** Fisheries experts on the draft (spec 002 s2), each change saved 500 ms after the last. */
export function ExpertsSection() {
  const { t } = useTranslation('draft');
  const { id } = useWizard();
  const experts = useDraftExperts(id);
  const master = useFisheriesExperts();
  const calls = useExpertCalls(id);
  const rows = inStableOrder(
    experts.data ?? [],
    (r) => `${r.firstName} ${r.lastName}`,
    (r) => r.acquisitionFisheriesExpertId,
  );
  return (
    <section aria-labelledby="experts-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="experts-title">{t('gathered.experts')}</h2>
      {rows.length === 0 && <Text>{t('gathered.noExperts')}</Text>}
      {rows.map((row) => (
        <ExpertRow key={row.acquisitionFisheriesExpertId} row={row} />
      ))}
      <AddSelect
        label={t('gathered.addExpert')}
        items={master.data}
        itemLabel={(e) => `${e.firstName} ${e.lastName}`}
        onPick={calls.add}
        chosen={rows.map((r) => r.fisheriesExpertId)}
      />
    </section>
  );
}

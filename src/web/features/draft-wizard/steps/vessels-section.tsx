import { Field, Select, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { VesselRole } from '@/domain/enums/vessel-role';
import type { TAcquisitionVessel, TUpdateVessel } from '@/domain/schemas/acquisition-vessels';
import { useDraftVessels, useVesselCalls } from '../api/draft-vessels';
import { useDesignatedHarbours, useVessels } from '../api/get-reference';
import { useEnumLabel } from '../form/use-enum-label';
import { useWizard } from '../wizard-context';
import { AddSelect } from './add-select';
import { inStableOrder } from './row-order';
import { RowCard } from './row-card';
import { PhoneAndPeriodInputs } from './row-inputs';
import { useAutosavedRow } from './use-autosaved-row';
import { VesselHarbours } from './vessel-harbours';

function VesselRow({ row, showErrors }: { row: TAcquisitionVessel; showErrors: boolean }) {
  const { t } = useTranslation('draft');
  const { id } = useWizard();
  const calls = useVesselCalls(id);
  const { choices } = useEnumLabel();
  const [value, change] = useAutosavedRow<Required<TUpdateVessel>>(
    row.acquisitionVesselId,
    {
      vesselId: row.vesselId,
      vesselRole: row.vesselRole,
      phoneNumber: row.phoneNumber,
      fromDate: row.fromDate,
      toDate: row.toDate,
    },
    (next) => calls.update(row, next),
  );
  return (
    <RowCard
      testId="vessel-row"
      name={`${row.daqVesselName} (${row.daqVesselCallSignal})`}
      onRemove={() => calls.remove(row)}
      below={<VesselHarbours row={row} />}
    >
      <Field
        label={t('gathered.vesselRole')}
        required
        validationMessage={
          showErrors && value.vesselRole === VesselRole.NotKnown
            ? t('gathered.vesselRoleRequired')
            : undefined
        }
      >
        <Select
          value={String(value.vesselRole)}
          onChange={(_, d) => change({ vesselRole: Number(d.value) as TUpdateVessel['vesselRole'] })}
        >
          {choices(VesselRole, 'VesselRole').map((c) => (
            <option key={c.value} value={String(c.value)}>
              {c.label}
            </option>
          ))}
        </Select>
      </Field>
      <PhoneAndPeriodInputs value={value} change={change} />
    </RowCard>
  );
}

/** Vessels with their role and harbours (spec 002 s2), each change saved 500 ms after the last (spec 002 s4). */
export function VesselsSection({ error }: { error?: string }) {
  const { t } = useTranslation('draft');
  const { id, reachedSummary } = useWizard();
  const vessels = useDraftVessels(id);
  const master = useVessels();
  useDesignatedHarbours();
  const calls = useVesselCalls(id);
  const rows = inStableOrder(vessels.data ?? [], (r) => r.daqVesselName, (r) => r.acquisitionVesselId);
  return (
    <section aria-labelledby="vessels-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="vessels-title">{t('gathered.vessels')}</h2>
      {error && <Text style={{ color: tokens.colorPaletteRedForeground1 }}>{error}</Text>}
      {rows.length === 0 && <Text>{t('gathered.noVessels')}</Text>}
      {rows.map((row) => (
        <VesselRow key={row.acquisitionVesselId} row={row} showErrors={reachedSummary} />
      ))}
      <AddSelect
        label={t('gathered.addVessel')}
        items={master.data}
        itemLabel={(v) => `${v.name} (${v.callSignal})`}
        onPick={calls.add}
        chosen={rows.map((r) => r.vesselId)}
      />
    </section>
  );
}

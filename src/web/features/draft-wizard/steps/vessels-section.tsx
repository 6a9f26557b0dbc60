import { Button, Card, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VesselRole } from '@/domain/enums/vessel-role';
import type { TAcquisitionVessel, TUpdateVessel } from '@/domain/schemas/acquisition-vessels';
import { useNotify } from '../../../components/notify';
import { useDraftVessels, useVesselCalls } from '../api/draft-vessels';
import { useDesignatedHarbours, useVessels } from '../api/get-reference';
import { useAutosave } from '../api/use-autosave';
import { useEnumLabel } from '../form/use-enum-label';
import { useSaveFailed } from '../form/use-save-failed';
import { useWizard } from '../wizard-context';
import { VesselHarbours } from './vessel-harbours';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

function VesselRow({ row, showErrors }: { row: TAcquisitionVessel; showErrors: boolean }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { id } = useWizard();
  const calls = useVesselCalls(id);
  const schedule = useAutosave();
  const failed = useSaveFailed();
  const { choices } = useEnumLabel();
  const [value, setValue] = useState<Required<TUpdateVessel>>({
    vesselId: row.vesselId,
    vesselRole: row.vesselRole,
    phoneNumber: row.phoneNumber,
    fromDate: row.fromDate,
    toDate: row.toDate,
  });
  const change = (patch: Partial<TUpdateVessel>) => {
    const next = { ...value, ...patch } as Required<TUpdateVessel>;
    setValue(next);
    schedule(row.acquisitionVesselId, () => void calls.update(row, next).catch(failed));
  };
  const name = `${row.daqVesselName} (${row.daqVesselCallSignal})`;
  return (
    <Card className={styles.card} data-testid="vessel-row">
      <div className={styles.head}>
        <Text weight="semibold">{name}</Text>
        <Button
          icon={<Delete20Regular />}
          aria-label={`${t('gathered.remove')} ${name}`}
          onClick={() => void calls.remove(row).catch(failed)}
        />
      </div>
      <div className={styles.grid}>
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
        <Field label={t('gathered.phoneNumber')}>
          <Input
            type="tel"
            value={value.phoneNumber ?? ''}
            onChange={(_, d) => change({ phoneNumber: d.value || null })}
          />
        </Field>
        <Field label={t('gathered.fromDate')}>
          <Input
            type="date"
            value={value.fromDate ?? ''}
            onChange={(_, d) => change({ fromDate: d.value || null })}
          />
        </Field>
        <Field label={t('gathered.toDate')}>
          <Input
            type="date"
            value={value.toDate ?? ''}
            onChange={(_, d) => change({ toDate: d.value || null })}
          />
        </Field>
      </div>
      <VesselHarbours row={row} />
    </Card>
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
  const failed = useSaveFailed();
  const notify = useNotify();
  const rows = vessels.data ?? [];
  return (
    <section aria-labelledby="vessels-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="vessels-title">{t('gathered.vessels')}</h2>
      {error && <Text style={{ color: tokens.colorPaletteRedForeground1 }}>{error}</Text>}
      {rows.length === 0 && <Text>{t('gathered.noVessels')}</Text>}
      {rows.map((row) => (
        <VesselRow key={row.acquisitionVesselId} row={row} showErrors={reachedSummary} />
      ))}
      <Field label={t('gathered.addVessel')}>
        <Select
          value=""
          onChange={(_, d) => {
            const vessel = (master.data ?? []).find((v) => v.id === d.value);
            if (!vessel) return;
            void calls
              .add(vessel)
              .then((sent) => !sent && notify(t('nav.savedLocally'), 'info'))
              .catch(failed);
          }}
        >
          <option value="" />
          {(master.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.name} ({v.callSignal})
            </option>
          ))}
        </Select>
      </Field>
    </section>
  );
}

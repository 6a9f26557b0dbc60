import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAcquisitionVessel, TVesselHarbour } from '@/domain/schemas/acquisition-vessels';
import { useVesselCalls } from '../api/draft-vessels';
import { useDesignatedHarbours } from '../api/get-reference';
import { useAutosave } from '../api/use-autosave';
import { useWizard } from '../wizard-context';
import { useSaveFailed } from '../form/use-save-failed';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, 1fr) repeat(2, minmax(8rem, 10rem)) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

function HarbourRow({ vessel, harbour }: { vessel: TAcquisitionVessel; harbour: TVesselHarbour }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { id } = useWizard();
  const calls = useVesselCalls(id);
  const schedule = useAutosave();
  const failed = useSaveFailed();
  const [dates, setDates] = useState({ fromDate: harbour.fromDate, toDate: harbour.toDate });
  const change = (patch: Partial<typeof dates>) => {
    const next = { ...dates, ...patch };
    setDates(next);
    schedule(
      harbour.vesselHarbourId,
      () =>
        void calls
          .updateHarbour(harbour.vesselHarbourId, { harbourId: harbour.harbourId, ...next })
          .catch(failed),
    );
  };
  return (
    <div className={styles.row}>
      <Text>{harbour.harbourName}</Text>
      <Field label={t('gathered.fromDate')}>
        <Input
          type="date"
          size="small"
          value={dates.fromDate ?? ''}
          onChange={(_, d) => change({ fromDate: d.value || null })}
        />
      </Field>
      <Field label={t('gathered.toDate')}>
        <Input
          type="date"
          size="small"
          value={dates.toDate ?? ''}
          onChange={(_, d) => change({ toDate: d.value || null })}
        />
      </Field>
      <Button
        icon={<Delete20Regular />}
        aria-label={`${t('gathered.remove')} ${harbour.harbourName}`}
        onClick={() => void calls.removeHarbour(vessel, harbour.vesselHarbourId).catch(failed)}
      />
    </div>
  );
}

/** The harbours of one vessel on the draft: a harbour is chosen from the designated ones (required on each row). */
export function VesselHarbours({ row }: { row: TAcquisitionVessel }) {
  const { t } = useTranslation('draft');
  const { id } = useWizard();
  const calls = useVesselCalls(id);
  const harbours = useDesignatedHarbours();
  const failed = useSaveFailed();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      <legend>{t('gathered.harbours')}</legend>
      {row.harbours.map((h) => (
        <HarbourRow key={h.vesselHarbourId} vessel={row} harbour={h} />
      ))}
      <Field label={t('gathered.addHarbour')}>
        <Select
          value=""
          onChange={(_, d) => {
            const harbour = (harbours.data ?? []).find((h) => h.id === d.value);
            if (harbour) void calls.addHarbour(row, harbour).catch(failed);
          }}
        >
          <option value="" />
          {(harbours.data ?? []).map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </Select>
      </Field>
    </fieldset>
  );
}

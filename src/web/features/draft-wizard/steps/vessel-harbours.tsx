import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisitionVessel, TVesselHarbour } from '@/domain/schemas/acquisition-vessels';
import { useVesselCalls } from '../api/draft-vessels';
import { useDesignatedHarbours } from '../api/get-reference';
import { useWizard } from '../wizard-context';
import { AddSelect } from './add-select';
import { inStableOrder } from './row-order';
import { RemoveButton } from './row-card';
import { PeriodInputs } from './row-inputs';
import { useAutosavedRow } from './use-autosaved-row';

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
  const styles = useStyles();
  const { id } = useWizard();
  const calls = useVesselCalls(id);
  const [dates, change] = useAutosavedRow(
    harbour.vesselHarbourId,
    { fromDate: harbour.fromDate, toDate: harbour.toDate },
    (next) => calls.updateHarbour(harbour.vesselHarbourId, { harbourId: harbour.harbourId, ...next }),
  );
  return (
    <div className={styles.row}>
      <Text>{harbour.harbourName}</Text>
      <PeriodInputs value={dates} change={change} size="small" />
      <RemoveButton
        name={harbour.harbourName}
        onRemove={() => calls.removeHarbour(vessel, harbour.vesselHarbourId)}
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
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      <legend>{t('gathered.harbours')}</legend>
      {inStableOrder(row.harbours, (h) => h.harbourName, (h) => h.vesselHarbourId).map((h) => (
        <HarbourRow key={h.vesselHarbourId} vessel={row} harbour={h} />
      ))}
      <AddSelect
        label={t('gathered.addHarbour')}
        items={harbours.data}
        itemLabel={(h) => h.name}
        onPick={(harbour) => calls.addHarbour(row, harbour)}
        chosen={row.harbours.map((h) => h.harbourId)}
      />
    </fieldset>
  );
}

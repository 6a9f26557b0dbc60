import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { sensorTypesOf, sourceTypesOf } from '@/domain/draft/missing-required-items';
import { withSensorType, withSourceType } from '@/domain/draft/resets';
import { SensorType } from '@/domain/enums/sensor-type';
import { SourceType } from '@/domain/enums/source-type';
import type { AmendmentProblem } from '@/domain/rules/amendment-rules';
import type { TAcquisitionConfig } from '@/domain/schemas/draft-config';
import { useEnumLabel } from '../../../components/use-enum-label';
import type { SectionData } from './amendment-api';
import { Choice, NumberInput, TextInput, useProblemText } from './form-bits';

export const useFormStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
});

interface FormProps<S extends 'GeneralComment' | 'Amount' | 'Sensor' | 'Source'> {
  value: SectionData<S>;
  onChange: (v: SectionData<S>) => void;
  problems: AmendmentProblem[];
}

export function GeneralCommentForm({ value, onChange }: FormProps<'GeneralComment'>) {
  const { t } = useTranslation('amendments');
  return <TextInput label={t('attributes.comment')} value={value.comment} multiline onChange={(comment) => onChange({ ...value, comment })} />;
}

export function AmountForm({ value, onChange, showKm2 }: FormProps<'Amount'> & { showKm2: boolean }) {
  const { t } = useTranslation('amendments');
  const styles = useFormStyles();
  return (
    <div className={styles.grid}>
      <NumberInput label={t('attributes.quantityKm')} value={value.quantityKm} onChange={(quantityKm) => onChange({ ...value, quantityKm })} />
      {showKm2 && <NumberInput label={t('attributes.quantityKm2')} value={value.quantityKm2} onChange={(quantityKm2) => onChange({ ...value, quantityKm2 })} />}
      <NumberInput label={t('attributes.quantityTb')} value={value.quantityTb} onChange={(quantityTb) => onChange({ ...value, quantityTb })} />
    </div>
  );
}

/** Sensor: type required; a type change clears the other type's values (spec 001 s4.6). */
export function SensorForm({ value, onChange, problems, config }: FormProps<'Sensor'> & { config: TAcquisitionConfig }) {
  const { t } = useTranslation('amendments');
  const label = useEnumLabel();
  const styles = useFormStyles();
  const error = useProblemText(problems);
  const s = value.sensor ?? withSensorType(null, null);
  const set = (sensor: typeof s) => onChange({ sensor });
  return (
    <div className={styles.grid} key={String(s.type)}>
      <Choice
        label={t('attributes.sensorType')}
        required
        value={s.type}
        error={error('sensor.type')}
        options={sensorTypesOf(config).map((v) => ({ value: v, text: label(SensorType, 'SensorType', v) }))}
        onChange={(type) => set(withSensorType(s, type))}
      />
      {s.type === SensorType.Cable && (
        <>
          <NumberInput integer label={t('attributes.cableCount')} value={s.cable.count} onChange={(count) => set({ ...s, cable: { ...s.cable, count } })} />
          <NumberInput integer label={t('attributes.cableLength')} value={s.cable.length} onChange={(length) => set({ ...s, cable: { ...s.cable, length } })} />
          <NumberInput integer label={t('attributes.cableTowWidth')} value={s.cable.towWidth} onChange={(towWidth) => set({ ...s, cable: { ...s.cable, towWidth } })} />
        </>
      )}
      {s.type === SensorType.Node && <NumberInput integer label={t('attributes.nodeCount')} value={s.node.count} onChange={(count) => set({ ...s, node: { count } })} />}
    </div>
  );
}

/** Source: type required; a type change clears the other type's values; electromagnetic and seismic labels differ. */
export function SourceForm({ value, onChange, problems, config }: FormProps<'Source'> & { config: TAcquisitionConfig }) {
  const { t } = useTranslation('amendments');
  const label = useEnumLabel();
  const styles = useFormStyles();
  const error = useProblemText(problems);
  const s = value.source ?? withSourceType(null, null);
  const set = (source: typeof s) => onChange({ source });
  return (
    <div className={styles.grid} key={String(s.type)}>
      <Choice
        label={t('attributes.sourceType')}
        required
        value={s.type}
        error={error('source.type')}
        options={sourceTypesOf(config).map((v) => ({ value: v, text: label(SourceType, 'SourceType', v) }))}
        onChange={(type) => set(withSourceType(s, type))}
      />
      {s.type === SourceType.Seismic && (
        <>
          <NumberInput integer label={t('attributes.seismicCount')} value={s.seismic.count} onChange={(count) => set({ ...s, seismic: { ...s.seismic, count } })} />
          <NumberInput integer label={t('attributes.seismicSize')} value={s.seismic.size} onChange={(size) => set({ ...s, seismic: { ...s.seismic, size } })} />
          <NumberInput integer label={t('attributes.seismicPressure')} value={s.seismic.pressure} onChange={(pressure) => set({ ...s, seismic: { ...s.seismic, pressure } })} />
        </>
      )}
      {s.type === SourceType.Electromagnetic && (
        <>
          <NumberInput integer label={t('attributes.electromagneticCount')} value={s.electromagnetic.count} onChange={(count) => set({ ...s, electromagnetic: { ...s.electromagnetic, count } })} />
          <NumberInput integer label={t('attributes.electromagneticSize')} value={s.electromagnetic.size} onChange={(size) => set({ ...s, electromagnetic: { ...s.electromagnetic, size } })} />
          <NumberInput integer label={t('attributes.electromagneticWatt')} value={s.electromagnetic.watt} onChange={(watt) => set({ ...s, electromagnetic: { ...s.electromagnetic, watt } })} />
        </>
      )}
    </div>
  );
}

import { Checkbox, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { SelectField } from './fields';
import type { VesselValues } from './form-values';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' },
  escorts: { display: 'grid' },
});

/** The main vessel (required, marked *) and the escort vessels (optional) of the acquisition (spec 001 s2.5). */
export function VesselFields<F extends FieldValues & VesselValues>({
  control,
  vessels,
}: {
  control: Control<F>;
  vessels: readonly TAcquisitionVessel[];
}) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const main = useWatch({ control, name: 'mainVesselId' as Path<F> }) as string | null;
  const { field } = useController({ control, name: 'escortVesselIds' as Path<F> });
  const escorts = (field.value as string[] | undefined) ?? [];
  if (vessels.length === 0) return <Text>{t('form.vessels.none')}</Text>;
  const others = vessels.filter((v) => v.acquisitionVesselId !== main);
  return (
    <div className={styles.root}>
      <SelectField
        control={control}
        name={'mainVesselId' as Path<F>}
        label={t('form.vessels.main')}
        required
        placeholder={t('form.vessels.choose')}
        choices={vessels.map((v) => ({ value: v.acquisitionVesselId, label: v.daqVesselName }))}
      />
      {others.length > 0 && (
        <Field label={t('form.vessels.escorts')}>
          <div className={styles.escorts} role="group" aria-label={t('form.vessels.escorts')}>
            {others.map((v) => (
              <Checkbox
                key={v.acquisitionVesselId}
                label={v.daqVesselName}
                checked={escorts.includes(v.acquisitionVesselId)}
                onChange={(_, d) =>
                  field.onChange(
                    d.checked === true
                      ? [...escorts, v.acquisitionVesselId]
                      : escorts.filter((id) => id !== v.acquisitionVesselId),
                  )
                }
              />
            ))}
          </div>
        </Field>
      )}
    </div>
  );
}

import { Checkbox, Field, makeStyles } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import { useReportErrorText } from './fields';

const useStyles = makeStyles({ list: { display: 'grid' } });

/** The fisheries experts on board in the period: any of the acquisition's experts. */
export function ExpertFields<F extends FieldValues>({
  control,
  name,
  experts,
}: {
  control: Control<F>;
  name: Path<F>;
  experts: readonly TAcquisitionFisheriesExpert[];
}) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const errorText = useReportErrorText();
  const { field, fieldState } = useController({ control, name });
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <Field label={t('form.experts')} validationMessage={errorText(fieldState.error?.message)} hint={experts.length === 0 ? t('form.noExperts') : undefined}>
      <div className={styles.list} role="group" aria-label={t('form.experts')}>
        {experts.map((e) => (
          <Checkbox
            key={e.fisheriesExpertId}
            label={`${e.firstName} ${e.lastName}`}
            checked={chosen.includes(e.fisheriesExpertId)}
            onChange={(_, d) =>
              field.onChange(
                d.checked === true ? [...chosen, e.fisheriesExpertId] : chosen.filter((id) => id !== e.fisheriesExpertId),
              )
            }
          />
        ))}
      </div>
    </Field>
  );
}

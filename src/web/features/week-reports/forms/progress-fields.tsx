import { Text } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { NumberField } from './fields';
import type { WeekReportValues } from './form-values';
import { FieldPair } from './part-fields';

/**
 * The weekly report's optional downtime by cause and percent complete (issue 25, beyond spec 001): hours of weather,
 * equipment and other downtime in the done period, and the percent of the survey completed at its end.
 */
export function ProgressFields({ control }: { control: Control<WeekReportValues> }) {
  const { t } = useTranslation('week-reports');
  return (
    <>
      <Text size={200}>{t('form.progress.intro')}</Text>
      <FieldPair>
        <NumberField control={control} name="downtimeWeatherHours" label={t('form.progress.downtimeWeatherHours')} />
        <NumberField control={control} name="downtimeEquipmentHours" label={t('form.progress.downtimeEquipmentHours')} />
        <NumberField control={control} name="downtimeOtherHours" label={t('form.progress.downtimeOtherHours')} />
        <NumberField control={control} name="percentComplete" label={t('form.progress.percentComplete')} hint={t('form.progress.percentHint')} />
      </FieldPair>
    </>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { WeekReportType } from '@/domain/enums/week-report-type';
import { isCalendarDate } from '@/domain/rules/calendar-date';
import { plannedStartDateOf } from '@/domain/rules/week-report-dates';
import { weekReportErrors } from '@/domain/rules/week-report-rules';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { ZWeekReportInput } from '@/domain/schemas/week-reports';
import { AreaField } from './area-field';
import { defaultVessels, emptyPart, emptyProgress, weekReportBody, type WeekReportValues } from './form-values';
import { FormSection, PartFields } from './part-fields';
import { ProgressFields } from './progress-fields';
import { FormPlaceholder } from './form-placeholder';
import { ReportForm } from './report-form';
import { useReportForm, type ReportFormKind } from './use-report-form';
import { VesselFields } from './vessel-fields';

const useStyles = makeStyles({
  columns: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))' },
});

const REGULAR: ReportFormKind<WeekReportValues, typeof ZWeekReportInput> = {
  type: WeekReportType.Regular,
  draftName: 'regular',
  schema: ZWeekReportInput,
  toBody: weekReportBody,
  rules: weekReportErrors,
};

/**
 * /{id}/weekReports/add (spec 001 s2.5, s4.7, s5): the Done column (its start from GetNextWeekReportDoneStartDate,
 * its end not after today) and the Planned column (starting the day after the done end, ending at most 14 days after
 * it; with the shadow area), the main and escort vessels; Cancel and Save.
 */
export function WeekReportForm({
  acquisition,
  vessels,
  experts,
  doneStart,
}: {
  acquisition: TAcquisition;
  vessels: readonly TAcquisitionVessel[];
  experts: readonly TAcquisitionFisheriesExpert[];
  doneStart: string | null;
}) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const config = acquisition.acquisitionConfig;
  const { form, ready, frame } = useReportForm<WeekReportValues, typeof ZWeekReportInput>(acquisition, REGULAR, {
    weekReportId: crypto.randomUUID(),
    done: emptyPart(doneStart),
    planned: emptyPart(),
    ...emptyProgress(),
    ...defaultVessels(vessels),
  });
  const { control, setValue, getValues } = form;
  // The planned period starts the day after the done end date (spec 001 s4.7).
  const doneEnd = useWatch({ control, name: 'done.toDate' });
  useEffect(() => {
    const start = doneEnd && isCalendarDate(doneEnd) ? plannedStartDateOf(doneEnd) : null;
    if (getValues('planned.fromDate') !== start) setValue('planned.fromDate', start, { shouldDirty: true });
  }, [doneEnd, getValues, setValue]);
  // The form's copy on the device is still being read: its place is held (no shift when it arrives).
  if (!ready) return <FormPlaceholder title={t('loading')} />;
  const showKm2 = config.showKm2Quantity;
  return (
    <ReportForm {...frame(t('form.add.save'))}>
      <div className={styles.columns}>
        <FormSection title={t('form.add.done')} testId="done-column">
          <PartFields control={control} prefix="done." experts={experts} showKm2={showKm2} toHint={t('form.add.doneEndHint')}>
            <AreaField
              control={control}
              name="done.geometry"
              label={t('form.progress.doneArea')}
              required={false}
              kind="Polygon"
              context={acquisition.geometry}
            />
          </PartFields>
        </FormSection>
        <FormSection title={t('form.add.planned')} testId="planned-column">
          <PartFields
            control={control}
            prefix="planned."
            experts={experts}
            showKm2={showKm2}
            fromDisabled
            fromHint={t('form.add.plannedStartHint')}
            toHint={t('form.add.plannedEndHint')}
          >
            <AreaField
              control={control}
              name="planned.geometry"
              label={t('form.area.shadowArea')}
              required={config.weekReportsConfig.weekReport.shadowAreaRequired}
              kind="Polygon"
              context={acquisition.geometry}
            />
          </PartFields>
        </FormSection>
      </div>
      <FormSection title={t('form.progress.title')} testId="progress-section">
        <ProgressFields control={control} />
      </FormSection>
      <FormSection title={t('form.vessels.title')}>
        <VesselFields control={control} vessels={vessels} />
      </FormSection>
    </ReportForm>
  );
}

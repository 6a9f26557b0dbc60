import { useTranslation } from '../../../components/use-translation';
import { WeekReportType } from '@/domain/enums/week-report-type';
import { osloDate } from '@/domain/rules/calendar-date';
import { startupReportErrors } from '@/domain/rules/week-report-rules';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { ZStartupReportInput } from '@/domain/schemas/week-reports';
import { AreaField } from './area-field';
import { ExpertFields } from './expert-fields';
import { DateField, NumberField, TextField } from './fields';
import { defaultVessels, startupBody, type StartupValues } from './form-values';
import { FieldPair, FormSection } from './part-fields';
import { FormPlaceholder } from './form-placeholder';
import { ReportForm } from './report-form';
import { useReportForm, type ReportFormKind } from './use-report-form';
import { VesselFields } from './vessel-fields';

const STARTUP: ReportFormKind<StartupValues, typeof ZStartupReportInput> = {
  type: WeekReportType.Startup,
  draftName: 'startup',
  schema: ZStartupReportInput,
  toBody: startupBody,
  rules: startupReportErrors,
};

/**
 * /{id}/weekReports/startup (spec 001 s2.5, spec 002 s5): the planning section (start and end date at most 14 days
 * apart, fisheries experts, km and km², comment), the paid date (required when the type requires payment), the shadow
 * area (required when configured), the main vessel (required) and escorts; 'save startup report'. Saving moves the
 * acquisition to Pågående.
 */
export function StartupForm({
  acquisition,
  vessels,
  experts,
}: {
  acquisition: TAcquisition;
  vessels: readonly TAcquisitionVessel[];
  experts: readonly TAcquisitionFisheriesExpert[];
}) {
  const { t } = useTranslation('week-reports');
  const config = acquisition.acquisitionConfig;
  const rules = config.weekReportsConfig.startupReport;
  const { form, ready, frame } = useReportForm<StartupValues, typeof ZStartupReportInput>(acquisition, STARTUP, {
    weekReportId: crypto.randomUUID(),
    startDate: osloDate(),
    endDate: null,
    amountKm: null,
    amountKm2: null,
    comment: null,
    paidDate: null,
    geometry: null,
    fisheriesExpertIds: [],
    ...defaultVessels(vessels),
  });
  const { control } = form;
  // The form's copy on the device is still being read: its place is held (no shift when it arrives).
  if (!ready) return <FormPlaceholder title={t('loading')} />;
  return (
    <ReportForm {...frame(t('form.startup.save'))}>
      <FormSection title={t('form.startup.planning')} testId="startup-planning">
        <FieldPair>
          <DateField control={control} name="startDate" label={t('form.startup.startDate')} required />
          <DateField control={control} name="endDate" label={t('form.startup.endDate')} required hint={t('form.startup.endHint')} />
        </FieldPair>
        <ExpertFields control={control} name="fisheriesExpertIds" experts={experts} />
        <FieldPair>
          <NumberField control={control} name="amountKm" label={t('form.amountKm')} />
          {config.showKm2Quantity && <NumberField control={control} name="amountKm2" label={t('form.amountKm2')} />}
        </FieldPair>
        <TextField control={control} name="comment" label={t('form.comment')} multiline nullable resize="vertical" />
      </FormSection>
      <FormSection title={t('form.startup.paymentAndArea')}>
        <DateField control={control} name="paidDate" label={t('form.startup.paidDate')} required={rules.paymentRequired} />
        <AreaField
          control={control}
          name="geometry"
          label={t('form.area.shadowArea')}
          required={rules.shadowAreaRequired}
          kind="Polygon"
          context={acquisition.geometry}
        />
      </FormSection>
      <FormSection title={t('form.vessels.title')}>
        <VesselFields control={control} vessels={vessels} />
      </FormSection>
    </ReportForm>
  );
}

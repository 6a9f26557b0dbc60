import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WeekReportType } from '@/domain/enums/week-report-type';
import { osloDate } from '@/domain/rules/calendar-date';
import { startupReportErrors } from '@/domain/rules/week-report-rules';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { ZStartupReportInput } from '@/domain/schemas/week-reports';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { AreaField } from './area-field';
import { ExpertFields } from './expert-fields';
import { DateField, NumberField, TextField } from './fields';
import { defaultVessels, startupBody, type StartupValues } from './form-values';
import { FieldPair, FormSection } from './part-fields';
import { ReportForm } from './report-form';
import { reportResolver } from './report-resolver';
import { useReportSubmit } from './use-report-submit';
import { VesselFields } from './vessel-fields';

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
  const navigate = useNavigate();
  const id = acquisition.id;
  const config = acquisition.acquisitionConfig;
  const rules = config.weekReportsConfig.startupReport;
  const resolver = useMemo(
    () =>
      reportResolver<StartupValues, typeof ZStartupReportInput>(startupBody, ZStartupReportInput, (body) =>
        startupReportErrors(body, config.weekReportsConfig, osloDate()),
      ),
    [config.weekReportsConfig],
  );
  const form = useForm<StartupValues>({
    resolver,
    defaultValues: {
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
    },
  });
  const draft = useFormDraft(form, `weekReport:startup:${id}`);
  const submit = useReportSubmit(id, form, draft.clear, (values, capturedAt) => ({
    type: WeekReportType.Startup,
    body: startupBody(values, capturedAt),
  }));
  const { control } = form;
  if (!draft.ready) return null;
  return (
    <ReportForm
      title={t('form.startup.title')}
      saveLabel={t('form.startup.save')}
      saving={submit.saving}
      restored={draft.restored}
      error={submit.error}
      hasFieldErrors={form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={() => void navigate(`/${id}/weekReports`)}
    >
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

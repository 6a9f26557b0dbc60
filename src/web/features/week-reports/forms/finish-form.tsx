import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WeekReportType } from '@/domain/enums/week-report-type';
import { osloDate } from '@/domain/rules/calendar-date';
import { finishReportErrors } from '@/domain/rules/week-report-rules';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { ZFinishReportInput } from '@/domain/schemas/week-reports';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { AreaField } from './area-field';
import { NumberField } from './fields';
import { defaultVessels, emptyPart, finishBody, type FinishValues } from './form-values';
import { FieldPair, FormSection, PartFields } from './part-fields';
import { ReportForm } from './report-form';
import { reportResolver } from './report-resolver';
import { useReportSubmit } from './use-report-submit';
import { VesselFields } from './vessel-fields';

/**
 * /{id}/weekReports/finish (spec 001 s2.5, s5): the done section, the totals in km (required) and km² (required when
 * configured), the acquired area (required when configured), the vessels. Saving moves the acquisition to Ferdig.
 */
export function FinishForm({
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
  const navigate = useNavigate();
  const id = acquisition.id;
  const config = acquisition.acquisitionConfig;
  const finish = config.weekReportsConfig.finishReport;
  const resolver = useMemo(
    () =>
      reportResolver<FinishValues, typeof ZFinishReportInput>(finishBody, ZFinishReportInput, (body) =>
        finishReportErrors(body, config.weekReportsConfig, osloDate()),
      ),
    [config.weekReportsConfig],
  );
  const form = useForm<FinishValues>({
    resolver,
    defaultValues: {
      weekReportId: crypto.randomUUID(),
      done: emptyPart(doneStart),
      totalAmountKm: null,
      totalAmountKm2: null,
      ...defaultVessels(vessels),
    },
  });
  const draft = useFormDraft(form, `weekReport:finish:${id}`);
  const submit = useReportSubmit(id, form, draft.clear, (values, capturedAt) => ({
    type: WeekReportType.Finish,
    body: finishBody(values, capturedAt),
  }));
  const { control } = form;
  if (!draft.ready) return null;
  const showKm2 = config.showKm2Quantity || finish.totalAmountKm2FieldRequired;
  const kind = finish.allowedGeometryTypes.includes('Polygon') ? 'Polygon' : 'LineString';
  return (
    <ReportForm
      title={t('form.finish.title')}
      saveLabel={t('form.finish.save')}
      saving={submit.saving}
      restored={draft.restored}
      error={submit.error}
      hasFieldErrors={form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0}
      onSubmit={(event) => void submit.onSubmit(event)}
      onCancel={() => void navigate(`/${id}/weekReports`)}
    >
      <FormSection title={t('form.finish.done')} testId="done-column">
        <PartFields control={control} prefix="done." experts={experts} showKm2={showKm2} toHint={t('form.add.doneEndHint')} />
      </FormSection>
      <FormSection title={t('form.finish.totals')}>
        <FieldPair>
          <NumberField control={control} name="totalAmountKm" label={t('form.finish.totalAmountKm')} required />
          {showKm2 && (
            <NumberField
              control={control}
              name="totalAmountKm2"
              label={t('form.finish.totalAmountKm2')}
              required={finish.totalAmountKm2FieldRequired}
            />
          )}
        </FieldPair>
      </FormSection>
      <FormSection title={t('form.finish.geometry')}>
        <AreaField
          control={control}
          name="done.geometry"
          label={t('form.finish.geometry')}
          required={finish.requiresGeometry}
          kind={kind}
          context={acquisition.geometry}
        />
      </FormSection>
      <FormSection title={t('form.vessels.title')}>
        <VesselFields control={control} vessels={vessels} />
      </FormSection>
    </ReportForm>
  );
}

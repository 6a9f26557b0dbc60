import { useTranslation } from 'react-i18next';
import { WeekReportType } from '@/domain/enums/week-report-type';
import { finishReportErrors } from '@/domain/rules/week-report-rules';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import type { TAcquisitionVessel } from '@/domain/schemas/acquisition-vessels';
import { ZFinishReportInput } from '@/domain/schemas/week-reports';
import { AreaField } from './area-field';
import { NumberField } from './fields';
import { defaultVessels, emptyPart, finishBody, type FinishValues } from './form-values';
import { FieldPair, FormSection, PartFields } from './part-fields';
import { ReportForm } from './report-form';
import { useReportForm, type ReportFormKind } from './use-report-form';
import { VesselFields } from './vessel-fields';

const FINISH: ReportFormKind<FinishValues, typeof ZFinishReportInput> = {
  type: WeekReportType.Finish,
  draftName: 'finish',
  schema: ZFinishReportInput,
  toBody: finishBody,
  rules: finishReportErrors,
};

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
  const config = acquisition.acquisitionConfig;
  const finish = config.weekReportsConfig.finishReport;
  const { form, ready, frame } = useReportForm<FinishValues, typeof ZFinishReportInput>(acquisition, FINISH, {
    weekReportId: crypto.randomUUID(),
    done: emptyPart(doneStart),
    totalAmountKm: null,
    totalAmountKm2: null,
    ...defaultVessels(vessels),
  });
  const { control } = form;
  if (!ready) return null;
  const showKm2 = config.showKm2Quantity || finish.totalAmountKm2FieldRequired;
  const kind = finish.allowedGeometryTypes.includes('Polygon') ? 'Polygon' : 'LineString';
  return (
    <ReportForm {...frame(t('form.finish.title'), t('form.finish.save'))}>
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

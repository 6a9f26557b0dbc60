import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
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
import { FormPlaceholder } from './form-placeholder';
import { ReportForm } from './report-form';
import { useReportForm, type ReportFormKind } from './use-report-form';
import { VesselFields } from './vessel-fields';
import { formatNumber } from '../../../components/format-number';

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
  totals,
}: {
  acquisition: TAcquisition;
  vessels: readonly TAcquisitionVessel[];
  experts: readonly TAcquisitionFisheriesExpert[];
  doneStart: string | null;
  /** The sums of the weekly reports' done amounts (issue 25): the totals start from them; the user may change them. */
  totals: { totalAmountKm: number | null; totalAmountKm2: number | null };
}) {
  const { t } = useTranslation('week-reports');
  const config = acquisition.acquisitionConfig;
  const finish = config.weekReportsConfig.finishReport;
  const { form, ready, frame } = useReportForm<FinishValues, typeof ZFinishReportInput>(acquisition, FINISH, {
    weekReportId: crypto.randomUUID(),
    done: emptyPart(doneStart),
    totalAmountKm: totals.totalAmountKm,
    totalAmountKm2: totals.totalAmountKm2,
    ...defaultVessels(vessels),
  });
  const { control } = form;
  // The form's copy on the device is still being read: its place is held (no shift when it arrives).
  if (!ready) return <FormPlaceholder title={t('loading')} />;
  const showKm2 = config.showKm2Quantity || finish.totalAmountKm2FieldRequired;
  const number = (value: number | null) => formatNumber(value ?? 0);
  const prefilled =
    totals.totalAmountKm === null && totals.totalAmountKm2 === null
      ? null
      : showKm2
        ? t('form.finish.totalsPrefilledKm2', { km: number(totals.totalAmountKm), km2: number(totals.totalAmountKm2) })
        : t('form.finish.totalsPrefilled', { km: number(totals.totalAmountKm) });
  const kind = finish.allowedGeometryTypes.includes('Polygon') ? 'Polygon' : 'LineString';
  return (
    <ReportForm {...frame(t('form.finish.save'))}>
      <FormSection title={t('form.finish.done')} testId="done-column">
        <PartFields control={control} prefix="done." experts={experts} showKm2={showKm2} toHint={t('form.add.doneEndHint')} />
      </FormSection>
      <FormSection title={t('form.finish.totals')} testId="finish-totals">
        {prefilled && (
          <Text size={200} data-testid="totals-prefilled">
            {prefilled}
          </Text>
        )}
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

import { Radio, RadioGroup, Field, Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { plannedDateMinimum, type AmendmentProblem } from '@/domain/rules/amendment-rules';
import { dateChangeWarnings } from '@/domain/rules/date-warnings';
import { osloDate } from '@/domain/rules/calendar-date';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { DateField } from '../../../components/form/date-field';
import { ImportControls } from '../../../map/import-controls';
import type { SectionData } from './amendment-api';
import { TextInput, useProblemText } from './form-bits';
import { LicencesForm } from './licences-form';
import { useFormStyles } from './simple-forms';

type TimeAndArea = SectionData<'TimeAndArea'>;

/**
 * Time period and area (spec 001 s5): planned dates required with their minimum and the non-blocking
 * 'dateChangeStartupWarning' / 'dateChangeEndWarning', environmental comment, data salable when shown, and a new gross or
 * net area by the shared import controls (file or pasted coordinates), and the licences (licences-form.tsx).
 */
export function TimeAndAreaForm({ value, onChange, problems, acquisition, stored }: { value: TimeAndArea; onChange: (v: TimeAndArea) => void; problems: AmendmentProblem[]; acquisition: TAcquisition; stored: TimeAndArea }) {
  const { t } = useTranslation('amendments');
  const styles = useFormStyles();
  const error = useProblemText(problems);
  const c = acquisition.acquisitionConfig;
  const warnings = dateChangeWarnings(osloDate(), value, stored);
  const min = plannedDateMinimum({ today: osloDate(), status: acquisition.status, acquisitionConfig: c, stored });
  return (
    <div className={styles.grid}>
      <DateField label={t('attributes.plannedStartDate')} required value={value.plannedStartDate} hint={`≥ ${min.split('-').reverse().join('.')}`} error={error('plannedStartDate')} warning={warnings.includes('dateChangeStartupWarning') ? t('warnings.dateChangeStartupWarning') : undefined} onChange={(plannedStartDate) => onChange({ ...value, plannedStartDate })} />
      <DateField label={t('attributes.plannedEndDate')} required value={value.plannedEndDate} error={error('plannedEndDate')} warning={warnings.includes('dateChangeEndWarning') ? t('warnings.dateChangeEndWarning') : undefined} onChange={(plannedEndDate) => onChange({ ...value, plannedEndDate })} />
      <div className={styles.wide}>
        <TextInput label={t('attributes.environmentalComment')} required multiline value={value.environmentalComment} error={error('environmentalComment')} onChange={(environmentalComment) => onChange({ ...value, environmentalComment })} />
      </div>
      {c.showDataSalable && (
        <Field label={t('attributes.isDataSalable')} required validationState={error('isDataSalable') ? 'error' : 'none'} validationMessage={error('isDataSalable')}>
          <RadioGroup layout="horizontal" value={value.isDataSalable === null ? '' : String(value.isDataSalable)} onChange={(_, d) => onChange({ ...value, isDataSalable: d.value === 'true' })}>
            <Radio value="true" label={t('table.yes')} />
            <Radio value="false" label={t('table.no')} />
          </RadioGroup>
        </Field>
      )}
      {(['gross', 'net'] as const)
        .filter((k) => (k === 'gross' ? c.hasGrossGeometry : c.hasNetGeometry))
        .map((k) => (
          <div key={k} className={styles.wide} data-testid={`import-${k}`}>
            <Text weight="semibold">{t(k === 'gross' ? 'attributes.grossGeometry' : 'attributes.netGeometry')}</Text>
            <ImportControls
              label={t(k === 'gross' ? 'attributes.grossGeometry' : 'attributes.netGeometry')}
              rules={{ allowedTypes: k === 'gross' ? c.allowedGeometryTypesGross : c.allowedGeometryTypesNet, hasShapeUpload: c.hasShapeUpload, hasUkooaUpload: c.hasUkooaUpload } as never}
              onImported={(g) => onChange({ ...value, [k === 'gross' ? 'grossGeometry' : 'netGeometry']: g })}
            />
          </div>
        ))}
      {error('grossGeometry') && <Text role="alert">{error('grossGeometry')}</Text>}
      <div className={styles.wide}>
        <LicencesForm
          value={value}
          onChange={onChange}
          kinds={c.licenceKinds}
          required={c.requiresLicence}
          companyId={acquisition.onBehalfOfCompany?.npdId ?? acquisition.companyId}
          error={error('licences')}
        />
      </div>
    </div>
  );
}

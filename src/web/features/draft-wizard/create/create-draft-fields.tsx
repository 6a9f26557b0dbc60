import { Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import type { z } from 'zod';
import { AcquisitionMainType, needsAdditionalOptions } from '@/domain/enums/acquisition-type';
import { GovernmentReason } from '@/domain/enums/government-reason';
import { LawCategory } from '@/domain/enums/law-category';
import { SeismicOption } from '@/domain/enums/seismic-option';
import type { ZCreateDraft } from '@/domain/schemas/draft';
import { useCompaniesWithPrefix } from '../api/get-reference';
import { useFieldErrorText } from '../form/field-error';
import { ContactPersonFields } from '../form/contact-person-fields';
import { CheckboxField, SelectField } from '../form/fields';
import { useEnumLabel } from '../form/use-enum-label';

type Form = UseFormReturn<z.input<typeof ZCreateDraft>, unknown, z.output<typeof ZCreateDraft>>;

const MAIN_TYPES = Object.values(AcquisitionMainType).filter((v) => v !== AcquisitionMainType.Unknown);
const EMPTY_CONTACT = { firstName: '', lastName: '', email: '', phone: '' };
const EXTRA_OPTIONS = ['geotechnicalMeasurement', 'groundDrilling', 'sampling'] as const;

/** The create dialog's fields: each shown when the law category and type call for it. */
export function CreateDraftFields({ form, lawCategories }: { form: Form; lawCategories: LawCategory[] }) {
  const { t } = useTranslation('draft');
  const { choices } = useEnumLabel();
  const errorText = useFieldErrorText();
  const { control, watch, setValue } = form;
  const lawCategory = watch('lawCategory');
  const type = watch('type');
  const seismic = watch('seismicOptions');
  const onBehalf = lawCategory === LawCategory.OnBehalfOfCompany;
  const companies = useCompaniesWithPrefix(onBehalf);

  // Fields that no longer apply are emptied, so the payload holds only what the choices call for.
  useEffect(() => {
    setValue('onBehalfOfCompanyContactPerson', onBehalf ? EMPTY_CONTACT : null);
    if (!onBehalf) setValue('onBehalfOfCompanyId', null);
    if (lawCategory !== LawCategory.PerformedByGovernment) setValue('govtReason', null);
  }, [lawCategory, onBehalf, setValue]);
  const extra = type !== null && type !== undefined && needsAdditionalOptions(type);
  useEffect(() => {
    if (!extra) {
      setValue('seismicOptions', null);
      setValue('additionalOptions', {
        geotechnicalMeasurement: false,
        groundDrilling: false,
        sampling: false,
      });
    }
  }, [extra, setValue]);
  // The options' rule depends on the seismic option (required for non-seismic only): once shown, it is checked
  // again when the seismic option or an option changes, so no stale 'at least one' stays after choosing 2D.
  const options = watch('additionalOptions');
  const { trigger } = form;
  const optionsChecked = form.formState.isSubmitted;
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    if (optionsChecked) void trigger('additionalOptions');
  }, [seismic, optionsKey, optionsChecked, trigger]);
  const optionsError =
    form.formState.errors.additionalOptions?.message ??
    form.formState.errors.additionalOptions?.root?.message;
  const showExtraOptions = extra && seismic !== null && seismic !== undefined;
  /** Every select of the dialog is required and starts at 'Velg ...'. */
  const choose = { control, required: true, placeholder: t('create.choose') };

  return (
    <>
      <SelectField
        {...choose}
        name="lawCategory"
        label={t('create.lawCategory')}
        choices={choices(LawCategory, 'LawCategory', lawCategories)}
      />
      {onBehalf && (
        <>
          <SelectField
            {...choose}
            name="onBehalfOfCompanyId"
            label={t('create.company')}
            hint={t('create.companyHint')}
            choices={(companies.data ?? []).map((c) => ({
              value: c.npdId,
              label: `${c.name} (${c.prefix})`,
            }))}
          />
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            <legend>
              <Text weight="semibold">{t('create.contactPerson')}</Text>
            </legend>
            <ContactPersonFields control={control} prefix="onBehalfOfCompanyContactPerson" />
          </fieldset>
        </>
      )}
      <SelectField
        {...choose}
        name="type"
        label={t('create.type')}
        choices={choices(AcquisitionMainType, 'AcquisitionMainType', MAIN_TYPES)}
      />
      {lawCategory === LawCategory.PerformedByGovernment && (
        <SelectField
          {...choose}
          name="govtReason"
          label={t('create.govtReason')}
          choices={choices(GovernmentReason, 'GovernmentReason')}
        />
      )}
      {extra && (
        <SelectField
          {...choose}
          name="seismicOptions"
          label={t('create.seismicOption')}
          choices={choices(SeismicOption, 'SeismicOption')}
        />
      )}
      {showExtraOptions && (
        // A fieldset, not a Fluent Field: a Field gives its one control id to every checkbox inside it.
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            {t('create.extraOptions')}
            {seismic === SeismicOption.NonSeismic && (
              <span aria-hidden style={{ color: tokens.colorPaletteRedForeground1 }}>
                {' *'}
              </span>
            )}
          </legend>
          <div style={{ display: 'flex', flexWrap: 'wrap' }}>
            {EXTRA_OPTIONS.map((option) => (
              <CheckboxField
                key={option}
                control={control}
                name={`additionalOptions.${option}`}
                label={t(`create.${option}`)}
              />
            ))}
          </div>
          {optionsError && (
            <Text role="alert" size={200} style={{ color: tokens.colorPaletteRedForeground1 }}>
              {errorText(optionsError)}
            </Text>
          )}
        </fieldset>
      )}
    </>
  );
}

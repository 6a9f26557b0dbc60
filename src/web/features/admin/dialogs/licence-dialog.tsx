import { Button, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { enumMembers } from '@/domain/enum-label';
import { LICENCE_LAW_CATEGORIES, LawCategory } from '@/domain/enums/law-category';
import { LicenceKind } from '@/domain/enums/licence-kind';
import { ZLicenceInput, type TAdminLicence } from '@/domain/schemas/admin-licences';
import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notify';
import { useOnlineStatus } from '../../../offline/online-status';
import { useCompanies } from '../api/get-admin-lists';
import { fetchNextLicenceNo, useLicenceIsEditable, useSaveLicence } from '../api/licence-calls';
import { useEnumLabels } from '../use-enum-label';
import { EntityDialog } from './entity-dialog';
import { DateField, NumberField, SelectField, TextField } from './form-fields';
import { LicenceDeleteButton } from './licence-delete-button';
import { useEntityForm } from './use-entity-form';

/** The period of a licence year: 1 January to 31 December (spec 000 section 9). */
export const periodOfYear = (year: number) => ({ start: `${year}-01-01T00:00:00.000Z`, end: `${year}-12-31T00:00:00.000Z` });

/** Create (no licence) or edit a licence; read-only while an acquisition uses it. */
export function LicenceDialog({ licence, defaultYear, onClose }: { licence?: TAdminLicence; defaultYear: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { enumLabel } = useEnumLabels();
  const notify = useNotify();
  const online = useOnlineStatus();
  const save = useSaveLicence();
  const companies = useCompanies();
  const editable = useLicenceIsEditable(licence?.id);
  const [numbering, setNumbering] = useState(false);
  const period = periodOfYear(licence?.licenceYear ?? defaultYear);
  const { form, error, setError, submit } = useEntityForm(ZLicenceInput, {
    npdIdLicence: licence?.npdIdLicence ?? (null as unknown as number),
    licenceYear: licence?.licenceYear ?? defaultYear,
    npdIdCompany: licence?.npdIdCompany ?? (null as unknown as number),
    nationCode: licence?.nationCode ?? 'NO',
    lawCategory: licence?.lawCategory ?? LawCategory.PetroleumLaw,
    kind: licence?.kind ?? LicenceKind.Production,
    licencePeriodStart: licence?.licencePeriodStart ?? period.start,
    licencePeriodEnd: licence?.licencePeriodEnd ?? period.end,
    licenceName: licence?.licenceName ?? '',
  });
  const readOnly = !!licence && (licence.isInUse || editable.data === false);
  const onSubmit = submit(
    (values) => save.mutateAsync({ id: licence?.id, values }),
    () => {
      notify(t('dialog.saved'), 'success');
      onClose();
    },
  );
  const onYear = (year: number | null) => {
    if (year !== null && year >= 1000 && year <= 9999) {
      const { start, end } = periodOfYear(year);
      form.setValue('licencePeriodStart', start, { shouldValidate: true });
      form.setValue('licencePeriodEnd', end, { shouldValidate: true });
    }
  };
  /** The button stays focusable while it waits (disabledFocusable), so focus stays in the dialog and Escape still closes it. */
  const createNumber = async () => {
    if (numbering) return;
    setNumbering(true);
    try {
      form.setValue('npdIdLicence', await fetchNextLicenceNo(), { shouldValidate: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.userMessage : (failure as Error).message);
    } finally {
      setNumbering(false);
    }
  };
  const c = form.control;
  const lawChoices = LICENCE_LAW_CATEGORIES.map((v) => ({ value: v, label: enumLabel(LawCategory, 'LawCategory', v) }));
  const kindChoices = enumMembers(LicenceKind).map((m) => ({ value: m.value, label: enumLabel(LicenceKind, 'LicenceKind', m.value) }));
  const companyChoices = (companies.data ?? []).map((co) => ({ value: co.npdId, label: co.name }));
  const title = !licence ? t('licences.new') : readOnly ? t('licences.view') : t('licences.edit');
  return (
    <EntityDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
      error={error}
      readOnly={readOnly}
      readOnlyText={t('dialog.readOnly')}
      extraActions={licence && !readOnly && editable.isSuccess ? <LicenceDeleteButton licence={licence} onDeleted={onClose} /> : null}
    >
      <NumberField control={c} name="npdIdLicence" label={t('licences.npdIdLicence')} integer required disabled={readOnly} />
      {!readOnly && (
        <Button
          style={{ alignSelf: 'end' }}
          onClick={createNumber}
          disabled={!online}
          disabledFocusable={numbering}
          icon={numbering ? <Spinner size="tiny" /> : undefined}
        >
          {t('licences.createNumber')}
        </Button>
      )}
      <TextField control={c} name="licenceName" label={t('licences.licenceName')} disabled={readOnly} />
      <NumberField control={c} name="licenceYear" label={t('licences.licenceYear')} integer required disabled={readOnly} onValue={onYear} />
      <SelectField control={c} name="npdIdCompany" label={t('licences.npdIdCompany')} required disabled={readOnly} choices={companyChoices} placeholder={t('licences.chooseCompany')} />
      <SelectField control={c} name="lawCategory" label={t('licences.lawCategory')} required disabled={readOnly} choices={lawChoices} placeholder={t('licences.chooseLawCategory')} />
      <SelectField control={c} name="kind" label={t('licences.kind')} required disabled={readOnly} choices={kindChoices} />
      <TextField control={c} name="nationCode" label={t('licences.nationCode')} disabled={readOnly} />
      <DateField control={c} name="licencePeriodStart" label={t('licences.licencePeriodStart')} asDateTime required disabled={readOnly} />
      <DateField control={c} name="licencePeriodEnd" label={t('licences.licencePeriodEnd')} asDateTime required disabled={readOnly} />
    </EntityDialog>
  );
}

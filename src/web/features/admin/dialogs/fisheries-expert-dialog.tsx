import { useTranslation } from '../../../components/use-translation';
import { enumMembers } from '@/domain/enum-label';
import { FisheriesExpertApprovedArea } from '@/domain/enums/fisheries-expert-approved-area';
import { ZFisheriesExpertInput, type TFisheriesExpert } from '@/domain/schemas/reference-fisheries-experts';
import { useNotify } from '../../../components/notify';
import { useCountries } from '../api/get-admin-lists';
import { useSaveFisheriesExpert } from '../api/save-reference';
import { useEnumLabels } from '../use-enum-label';
import { EntityDialog } from './entity-dialog';
import { CheckboxField, DateField, NumberField, SelectField, TextField } from './form-fields';
import { useEntityForm } from './use-entity-form';

/** Create (no expert) or edit a fisheries expert (spec 000 section 5). */
export function FisheriesExpertDialog({ expert, onClose }: { expert?: TFisheriesExpert; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { enumLabel } = useEnumLabels();
  const notify = useNotify();
  const save = useSaveFisheriesExpert();
  const countries = useCountries();
  const { form, error, submit } = useEntityForm(ZFisheriesExpertInput, {
    firstName: expert?.firstName ?? '',
    lastName: expert?.lastName ?? '',
    address: expert?.address ?? '',
    postNo: expert?.postNo ?? null,
    place: expert?.place ?? '',
    country: expert?.country ?? 'NO',
    phone: expert?.phone ?? null,
    approvedAreas: expert?.approvedAreas ?? FisheriesExpertApprovedArea.NotKnown,
    approvedUntil: expert?.approvedUntil ?? null,
    isDeleted: expert?.isDeleted ?? false,
  });
  const onSubmit = submit(
    (values) => save.mutateAsync({ id: expert?.id, values }),
    () => {
      notify(t('dialog.saved'), 'success');
      onClose();
    },
  );
  const countryChoices = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  if (expert && !countryChoices.some((c) => c.value === expert.country)) countryChoices.push({ value: expert.country, label: expert.country });
  const areaChoices = enumMembers(FisheriesExpertApprovedArea).map((m) => ({
    value: m.value,
    label: enumLabel(FisheriesExpertApprovedArea, 'FisheriesExpertApprovedArea', m.value),
  }));
  const c = form.control;
  return (
    <EntityDialog open title={expert ? t('fisheriesExperts.edit') : t('fisheriesExperts.new')} onClose={onClose} onSubmit={onSubmit} saving={save.isPending} error={error}>
      <TextField control={c} name="firstName" label={t('fisheriesExperts.firstName')} required />
      <TextField control={c} name="lastName" label={t('fisheriesExperts.lastName')} required />
      <TextField control={c} name="address" label={t('fisheriesExperts.address')} required />
      <TextField control={c} name="postNo" label={t('fisheriesExperts.postNo')} nullable />
      <TextField control={c} name="place" label={t('fisheriesExperts.place')} required />
      <SelectField control={c} name="country" label={t('fisheriesExperts.country')} required choices={countryChoices} />
      <NumberField control={c} name="phone" label={t('fisheriesExperts.phone')} integer />
      <SelectField control={c} name="approvedAreas" label={t('fisheriesExperts.approvedAreas')} choices={areaChoices} />
      <DateField control={c} name="approvedUntil" label={t('fisheriesExperts.approvedUntil')} asDateTime />
      <CheckboxField control={c} name="isDeleted" label={t('fisheriesExperts.isDeleted')} />
    </EntityDialog>
  );
}

import { useTranslation } from '../../../components/use-translation';
import { ZVesselInput, type TVessel } from '@/domain/schemas/reference-vessels';
import { useNotify } from '../../../components/notify';
import { useCountries } from '../api/get-admin-lists';
import { useSaveVessel } from '../api/save-reference';
import { EntityDialog } from './entity-dialog';
import { CheckboxField, NumberField, SelectField, TextField } from './form-fields';
import { useEntityForm } from './use-entity-form';

/** Create (no vessel) or edit a vessel: name, country and call sign required; IMO a whole number. */
export function VesselDialog({ vessel, onClose }: { vessel?: TVessel; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const save = useSaveVessel();
  const countries = useCountries();
  const { form, error, submit } = useEntityForm(ZVesselInput, {
    name: vessel?.name ?? '',
    imo: vessel?.imo ?? null,
    callSignal: vessel?.callSignal ?? '',
    country: vessel?.country ?? '',
    isDeleted: vessel?.isDeleted ?? false,
  });
  const onSubmit = submit(
    (values) => save.mutateAsync({ id: vessel?.id, values }),
    () => {
      notify(t('dialog.saved'), 'success');
      onClose();
    },
  );
  const choices = (countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  if (vessel && !choices.some((c) => c.value === vessel.country)) choices.push({ value: vessel.country, label: vessel.country });
  return (
    <EntityDialog open title={vessel ? t('vessels.edit') : t('vessels.new')} onClose={onClose} onSubmit={onSubmit} saving={save.isPending} error={error}>
      <TextField control={form.control} name="name" label={t('vessels.name')} required />
      <NumberField control={form.control} name="imo" label={t('vessels.imo')} integer />
      <TextField control={form.control} name="callSignal" label={t('vessels.callSignal')} required />
      <SelectField control={form.control} name="country" label={t('vessels.country')} required choices={choices} placeholder={t('vessels.chooseCountry')} />
      <CheckboxField control={form.control} name="isDeleted" label={t('vessels.isDeleted')} />
    </EntityDialog>
  );
}

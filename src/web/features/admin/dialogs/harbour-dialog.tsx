import { useTranslation } from '../../../components/use-translation';
import { ZHarbourInput, type THarbour } from '@/domain/schemas/reference-vessels';
import { useNotify } from '../../../components/notify';
import { useSaveHarbour } from '../api/save-reference';
import { EntityDialog } from './entity-dialog';
import { CheckboxField, TextField } from './form-fields';
import { useEntityForm } from './use-entity-form';

/** Create (no harbour) or edit a harbour: name required. */
export function HarbourDialog({ harbour, onClose }: { harbour?: THarbour; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const save = useSaveHarbour();
  const { form, error, submit } = useEntityForm(ZHarbourInput, { name: harbour?.name ?? '', isInactive: harbour?.isInactive ?? false });
  const onSubmit = submit(
    (values) => save.mutateAsync({ id: harbour?.id, values }),
    () => {
      notify(t('dialog.saved'), 'success');
      onClose();
    },
  );
  return (
    <EntityDialog open title={harbour ? t('harbours.edit') : t('harbours.new')} onClose={onClose} onSubmit={onSubmit} saving={save.isPending} error={error}>
      <TextField control={form.control} name="name" label={t('harbours.name')} required />
      <CheckboxField control={form.control} name="isInactive" label={t('harbours.isInactive')} />
    </EntityDialog>
  );
}

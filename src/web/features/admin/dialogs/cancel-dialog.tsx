import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { StatusChangeReason, CANCEL_REASONS } from '@/domain/enums/status-change-reason';
import { ZCancelStatusChange, type TAdminAcquisition } from '@/domain/schemas/admin-acquisitions';
import { useNotify } from '../../../components/notify';
import { useCancelAcquisition } from '../api/acquisition-calls';
import { useEnumLabels } from '../use-enum-label';
import { EntityDialog } from './entity-dialog';
import { SelectField, TextField } from './form-fields';
import { useEntityForm } from './use-entity-form';

/** Cancel an acquisition: a cancel reason (51-54; the pause reasons 31-37 are not offered), a comment required for 'other'. */
export function CancelDialog({ acquisition, onClose }: { acquisition: TAdminAcquisition; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { enumLabel } = useEnumLabels();
  const notify = useNotify();
  const cancel = useCancelAcquisition();
  const { form, error, submit } = useEntityForm(ZCancelStatusChange, {
    changeReason: null as unknown as StatusChangeReason,
    statusChangeComment: null,
  });
  const onSubmit = submit(
    (values) => cancel.mutateAsync({ id: acquisition.id, values }),
    () => {
      notify(t('status.cancelled'), 'success');
      onClose();
    },
  );
  const reason = form.watch('changeReason');
  const choices = CANCEL_REASONS.map((r) => ({ value: r, label: enumLabel(StatusChangeReason, 'StatusChangeReason', r) }));
  return (
    <EntityDialog open title={t('status.cancelTitle')} onClose={onClose} onSubmit={onSubmit} saving={cancel.isPending} error={error} submitLabel={t('status.confirmCancel')}>
      <Text style={{ gridColumn: '1 / -1' }}>{t('status.cancelIntro', { name: acquisition.name })}</Text>
      <SelectField control={form.control} name="changeReason" label={t('status.reason')} required choices={choices} placeholder={t('status.chooseReason')} />
      <TextField
        control={form.control}
        name="statusChangeComment"
        label={t('status.comment')}
        required={reason === StatusChangeReason.CancelOther}
        hint={
          reason === StatusChangeReason.CancelOther && !form.formState.errors.statusChangeComment
            ? t('status.commentRequired')
            : undefined
        }
        nullable
        multiline
      />
    </EntityDialog>
  );
}

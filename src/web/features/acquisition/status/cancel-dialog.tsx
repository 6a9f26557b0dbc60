import { Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { CANCEL_REASONS, REASONS_REQUIRING_COMMENT } from '@/domain/enums/status-change-reason';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { ZCancelAcquisition, type TCancelAcquisition } from '@/domain/schemas/acquisition-status';
import { ReasonFields } from './reason-fields';
import { StatusDialog } from './status-dialog';
import { useStatusSubmit } from './use-status-submit';

/** Cancel (spec 001 s4.1): a reason 51-54 (the pause reasons are not offered), a comment required for 'other'. */
export function CancelDialog({ acquisition, onClose }: { acquisition: TAcquisition; onClose: () => void }) {
  const { t } = useTranslation('acquisition');
  const { send, error, saving } = useStatusSubmit(acquisition.id, onClose);
  const form = useForm<TCancelAcquisition>({
    resolver: zodResolver(ZCancelAcquisition) as never,
    defaultValues: { changeReason: null as never, statusChangeComment: null },
    mode: 'onTouched',
  });
  const reason = form.watch('changeReason');
  const onSubmit = form.handleSubmit((values) =>
    send({
      action: 'cancel',
      body: { changeReason: values.changeReason, statusChangeComment: values.statusChangeComment || null },
    }),
  );
  return (
    <StatusDialog title={t('cancel.title')} onClose={onClose} onSubmit={onSubmit} submitLabel={t('cancel.confirm')} saving={saving} error={error}>
      <Text>{t('cancel.intro', { name: acquisition.name })}</Text>
      <ReasonFields
        control={form.control as never}
        errors={form.formState.errors}
        reasons={CANCEL_REASONS}
        commentRequired={REASONS_REQUIRING_COMMENT.includes(reason)}
      />
    </StatusDialog>
  );
}

import { Text } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { PAUSE_DIALOG_REASONS, REASONS_REQUIRING_COMMENT } from '@/domain/enums/status-change-reason';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { ZPauseAcquisition, type TPauseAcquisition } from '@/domain/schemas/acquisition-status';
import { DateField } from '../../../components/form/date-field';
import { ReasonFields } from './reason-fields';
import { StatusDialog } from './status-dialog';
import { useStatusSubmit } from './use-status-submit';

/** Pause (spec 001 s4.1): a reason 33-37, a comment required for 'other', an optional planned resume date. */
export function PauseDialog({ acquisition, onClose }: { acquisition: TAcquisition; onClose: () => void }) {
  const { t } = useTranslation('acquisition');
  const { t: tAny } = useTranslation();
  const { send, error, saving } = useStatusSubmit(acquisition.id, onClose);
  const form = useForm<TPauseAcquisition>({
    resolver: zodResolver(ZPauseAcquisition) as never,
    defaultValues: { changeReason: null as never, statusChangeComment: null, plannedToDate: null },
    mode: 'onTouched',
  });
  const reason = form.watch('changeReason');
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    send({
      action: 'pause',
      body: {
        changeReason: values.changeReason,
        statusChangeComment: values.statusChangeComment || null,
        plannedToDate: values.plannedToDate || null,
      },
    }),
  );
  return (
    <StatusDialog title={t('pause.title')} onClose={onClose} onSubmit={onSubmit} submitLabel={t('pause.confirm')} saving={saving} error={error}>
      <Text>{t('pause.intro', { name: acquisition.name })}</Text>
      <ReasonFields
        control={form.control as never}
        errors={errors}
        reasons={PAUSE_DIALOG_REASONS}
        commentRequired={REASONS_REQUIRING_COMMENT.includes(reason)}
      />
      <Controller
        control={form.control}
        name="plannedToDate"
        render={({ field }) => (
          <DateField
            label={t('pause.plannedToDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.plannedToDate?.message ? (tAny as (k: string) => string)(errors.plannedToDate.message) : undefined}
          />
        )}
      />
    </StatusDialog>
  );
}

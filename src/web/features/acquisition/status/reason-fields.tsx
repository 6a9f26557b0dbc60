import { Field, Select, Textarea } from '@fluentui/react-components';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { StatusChangeReason } from '@/domain/enums/status-change-reason';
import { useEnumLabel } from '../../../components/use-enum-label';

interface ReasonValues {
  changeReason: StatusChangeReason;
  statusChangeComment?: string | null;
}

interface Props {
  control: Control<ReasonValues>;
  errors: FieldErrors<ReasonValues>;
  reasons: readonly StatusChangeReason[];
  /** The reason chosen now requires a comment ('other'). */
  commentRequired: boolean;
}

/** Reason (a select of the offered reasons) and comment, required for 'other' (spec 001 s4.1). */
export function ReasonFields({ control, errors, reasons, commentRequired }: Props) {
  const { t } = useTranslation('acquisition');
  const { t: tAny } = useTranslation();
  const label = useEnumLabel();
  const message = (key?: string) => (key ? (tAny as (k: string) => string)(key) : undefined);
  return (
    <>
      <Field label={t('pause.reason')} required validationMessage={message(errors.changeReason?.message)}>
        <Controller
          control={control}
          name="changeReason"
          render={({ field }) => (
            <Select
              value={field.value == null ? '' : String(field.value)}
              onChange={(_, d) => field.onChange(d.value === '' ? null : Number(d.value))}
              onBlur={field.onBlur}
            >
              <option value="">{t('dialog.choose')}</option>
              {reasons.map((r) => (
                <option key={r} value={r}>
                  {label(StatusChangeReason, 'StatusChangeReason', r)}
                </option>
              ))}
            </Select>
          )}
        />
      </Field>
      <Field
        label={t('pause.comment')}
        required={commentRequired}
        hint={commentRequired && !errors.statusChangeComment ? t('pause.commentRequired') : undefined}
        validationMessage={message(errors.statusChangeComment?.message)}
      >
        <Controller
          control={control}
          name="statusChangeComment"
          render={({ field }) => (
            <Textarea rows={4} value={field.value ?? ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} />
          )}
        />
      </Field>
    </>
  );
}

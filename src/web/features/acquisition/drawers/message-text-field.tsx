import { Field, Textarea } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label?: string;
  required?: boolean;
  /** The message under the field (already translated). */
  error?: string;
  name?: string;
}

/** The message text of a drawer: 10 rows shown (spec 001 s9), grows as one types; required when the form says so. */
export function MessageTextField({
  value,
  onChange,
  onBlur,
  label,
  required,
  error,
  name = 'messageContent',
}: Props) {
  const { t } = useTranslation('drawer');
  return (
    <Field
      label={label ?? t('message')}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Textarea
        name={name}
        rows={10}
        resize="vertical"
        value={value}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}

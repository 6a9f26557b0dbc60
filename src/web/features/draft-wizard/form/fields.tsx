import { Checkbox, Field, Input, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './field-error';

interface BaseProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Extra validation text (e.g. a rule checked outside the schema); the schema's own error wins. */
  error?: string;
}

function useField<F extends FieldValues>({ control, name, error }: BaseProps<F>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return { field, message: errorText(fieldState.error?.message ?? error) };
}

export function TextField<F extends FieldValues>(
  props: BaseProps<F> & { multiline?: boolean; nullable?: boolean; type?: 'text' | 'email' | 'tel' },
) {
  const { field, message } = useField(props);
  const value = (field.value as string | null | undefined) ?? '';
  const onChange = (text: string) => field.onChange(props.nullable && text === '' ? null : text);
  return (
    <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
      {props.multiline ? (
        <Textarea
          name={field.name}
          value={value}
          disabled={props.disabled}
          onBlur={field.onBlur}
          onChange={(_, d) => onChange(d.value)}
          resize="vertical"
        />
      ) : (
        <Input
          name={field.name}
          type={props.type}
          value={value}
          disabled={props.disabled}
          onBlur={field.onBlur}
          onChange={(_, d) => onChange(d.value)}
        />
      )}
    </Field>
  );
}

/** Number input (decimals allowed unless `integer`); empty is null, a non-number is NaN for the schema to refuse. */
export function NumberField<F extends FieldValues>(props: BaseProps<F> & { integer?: boolean }) {
  const { field, message } = useField(props);
  const value = field.value as number | null | undefined;
  const pattern = props.integer ? /^-?\d+$/ : /^-?\d+([.,]\d+)?$/;
  return (
    <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
      <Input
        name={field.name}
        inputMode={props.integer ? 'numeric' : 'decimal'}
        defaultValue={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
        disabled={props.disabled}
        onBlur={field.onBlur}
        onChange={(_, d) => {
          const text = d.value.trim();
          field.onChange(
            text === '' ? null : pattern.test(text) ? Number(text.replace(',', '.')) : Number.NaN,
          );
        }}
      />
    </Field>
  );
}

/** Date input holding 'YYYY-MM-DD' (dates travel as YYYY-MM-DD, spec 002 s1); empty is null. */
export function DateField<F extends FieldValues>(props: BaseProps<F> & { min?: string; warning?: string }) {
  const { field, message } = useField(props);
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <Field
      label={props.label}
      required={props.required}
      validationMessage={message ?? props.warning}
      validationState={message ? 'error' : props.warning ? 'warning' : undefined}
      hint={props.hint}
    >
      <Input
        type="date"
        name={field.name}
        min={props.min}
        value={value.slice(0, 10)}
        disabled={props.disabled}
        onBlur={field.onBlur}
        onChange={(_, d) => field.onChange(d.value || null)}
      />
    </Field>
  );
}

export interface Choice {
  value: string | number;
  label: string;
}

/** Native select; numbers stay numbers; the empty choice is null. */
export function SelectField<F extends FieldValues>(
  props: BaseProps<F> & {
    choices: Choice[];
    placeholder?: string;
    onPicked?: (value: string | number | null) => void;
  },
) {
  const { field, message } = useField(props);
  const value = field.value as string | number | null | undefined;
  return (
    <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
      <Select
        name={field.name}
        value={value === null || value === undefined ? '' : String(value)}
        disabled={props.disabled}
        onBlur={field.onBlur}
        onChange={(_, d) => {
          const choice = props.choices.find((c) => String(c.value) === d.value);
          field.onChange(choice ? choice.value : null);
          props.onPicked?.(choice ? choice.value : null);
        }}
      >
        <option value="">{props.placeholder ?? ''}</option>
        {props.choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function CheckboxField<F extends FieldValues>(props: BaseProps<F>) {
  const { field } = useField(props);
  return (
    <Checkbox
      name={field.name}
      label={props.label}
      checked={!!field.value}
      disabled={props.disabled}
      onChange={(_, d) => field.onChange(d.checked === true)}
    />
  );
}

/** A required yes/no as two radio buttons; nothing chosen is null. */
export function YesNoField<F extends FieldValues>(props: BaseProps<F> & { yes: string; no: string }) {
  const { field, message } = useField(props);
  const value = field.value as boolean | null | undefined;
  return (
    <Field label={props.label} required={props.required} validationMessage={message}>
      <RadioGroup
        layout="horizontal"
        name={field.name}
        value={value === true ? 'yes' : value === false ? 'no' : ''}
        onChange={(_, d) => field.onChange(d.value === 'yes')}
      >
        <Radio value="yes" label={props.yes} />
        <Radio value="no" label={props.no} />
      </RadioGroup>
    </Field>
  );
}

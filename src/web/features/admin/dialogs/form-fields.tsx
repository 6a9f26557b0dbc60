import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './field-error';

interface BaseProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

function useField<F extends FieldValues>({ control, name }: BaseProps<F>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return { field, message: errorText(fieldState.error?.message) };
}

/** Text input; an empty text is kept as '' (the schema says whether that is allowed). */
export function TextField<F extends FieldValues>(props: BaseProps<F> & { nullable?: boolean; multiline?: boolean }) {
  const { field, message } = useField(props);
  const value = (field.value as string | null | undefined) ?? '';
  const onChange = (text: string) => field.onChange(props.nullable && text === '' ? null : text);
  return (
    <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
      {props.multiline ? (
        <Textarea name={field.name} value={value} disabled={props.disabled} onBlur={field.onBlur} onChange={(_, d) => onChange(d.value)} />
      ) : (
        <Input name={field.name} value={value} disabled={props.disabled} onBlur={field.onBlur} onChange={(_, d) => onChange(d.value)} />
      )}
    </Field>
  );
}

/** Whole-number input; empty is null. Typing keeps what was typed (digits), the schema checks the range. */
export function NumberField<F extends FieldValues>(props: BaseProps<F> & { onValue?: (value: number | null) => void }) {
  const { field, message } = useField(props);
  const value = field.value as number | null | undefined;
  return (
    <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
      <Input
        name={field.name}
        inputMode="numeric"
        value={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
        disabled={props.disabled}
        onBlur={field.onBlur}
        onChange={(_, d) => {
          const text = d.value.trim();
          const next = text === '' ? null : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
          field.onChange(next);
          props.onValue?.(next);
        }}
      />
    </Field>
  );
}

/** Date input for a date-time value: the day is kept as midnight UTC (YYYY-MM-DDT00:00:00.000Z); empty is null. */
export function DateField<F extends FieldValues>(props: BaseProps<F>) {
  const { field, message } = useField(props);
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
      <Input
        type="date"
        name={field.name}
        value={value.slice(0, 10)}
        disabled={props.disabled}
        onBlur={field.onBlur}
        onChange={(_, d) => field.onChange(d.value ? `${d.value}T00:00:00.000Z` : null)}
      />
    </Field>
  );
}

export interface Choice {
  value: string | number;
  label: string;
}

/** Native select (keyboard and phone friendly); numbers stay numbers. */
export function SelectField<F extends FieldValues>(props: BaseProps<F> & { choices: Choice[]; placeholder?: string }) {
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

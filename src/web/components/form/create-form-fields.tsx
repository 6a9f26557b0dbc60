import { Checkbox, Field, Input, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField as NbDateField } from './date-field';
import { numberText, parseNumberText } from './number-text';

export interface FieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Extra validation text (e.g. a rule checked outside the schema); the schema's own error wins. */
  error?: string;
}

export interface Choice {
  value: string | number;
  label: string;
}

/** Turns a validation message (often a message key of the shared zod schemas) into the text shown. */
export type ErrorText = (message: string | undefined) => string | undefined;

/**
 * The react-hook-form + Fluent fields, bound to a feature's way of translating validation messages
 * (`useErrorText`, a hook returning the translator). A feature makes its fields once, at module level.
 */
export function createFormFields(useErrorText: () => ErrorText) {
  function useField<F extends FieldValues>({ control, name, error }: FieldProps<F>) {
    const { field, fieldState } = useController({ control, name });
    const errorText = useErrorText();
    return { field, message: errorText(fieldState.error?.message ?? error) };
  }

  /** Text input; an empty text is kept as '' unless `nullable` (the schema says whether that is allowed). */
  function TextField<F extends FieldValues>(
    props: FieldProps<F> & {
      multiline?: boolean;
      nullable?: boolean;
      type?: 'text' | 'email' | 'tel';
      /** Of the multiline text area; not resizable unless told. */
      resize?: 'none' | 'vertical';
    },
  ) {
    const { field, message } = useField(props);
    const value = (field.value as string | null | undefined) ?? '';
    const onChange = (text: string) => field.onChange(props.nullable && text === '' ? null : text);
    const common = { name: field.name, value, disabled: props.disabled, onBlur: field.onBlur };
    return (
      <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
        {props.multiline ? (
          <Textarea {...common} onChange={(_, d) => onChange(d.value)} resize={props.resize} />
        ) : (
          <Input {...common} type={props.type} onChange={(_, d) => onChange(d.value)} />
        )}
      </Field>
    );
  }

  /**
   * Number input (decimals allowed unless `integer`); empty is null, a non-number NaN for the schema to refuse.
   * What was typed stays while it stands for the field's value; a value set from elsewhere (reset, setValue) is shown.
   */
  function NumberField<F extends FieldValues>(
    props: FieldProps<F> & { integer?: boolean; onValue?: (value: number | null) => void },
  ) {
    const { field, message } = useField(props);
    const value = field.value as number | null | undefined;
    const [typed, setTyped] = useState(() => ({ value, text: numberText(value) }));
    return (
      <Field label={props.label} required={props.required} validationMessage={message} hint={props.hint}>
        <Input
          name={field.name}
          inputMode={props.integer ? 'numeric' : 'decimal'}
          value={Object.is(typed.value, value) ? typed.text : numberText(value)}
          disabled={props.disabled}
          onBlur={field.onBlur}
          onChange={(_, d) => {
            const next = parseNumberText(d.value, props.integer);
            setTyped({ value: next, text: d.value });
            field.onChange(next);
            props.onValue?.(next);
          }}
        />
      </Field>
    );
  }

  /**
   * Date field in nb (dd.mm.åååå, components/form/date-field.tsx); empty is null. The value is 'YYYY-MM-DD' (dates
   * travel so, spec 002 s1), or with `asDateTime` the day at midnight UTC (YYYY-MM-DDT00:00:00.000Z). `warning` is
   * shown when there is no error.
   */
  function DateField<F extends FieldValues>(props: FieldProps<F> & { asDateTime?: boolean; warning?: string }) {
    const { field, message } = useField(props);
    const toValue = (day: string | null) => (!day ? null : props.asDateTime ? `${day}T00:00:00.000Z` : day);
    return (
      <NbDateField
        label={props.label}
        name={field.name}
        required={props.required}
        hint={props.hint}
        disabled={props.disabled}
        value={field.value as string | null | undefined}
        error={message}
        warning={props.warning}
        onBlur={field.onBlur}
        onChange={(day) => field.onChange(toValue(day))}
      />
    );
  }

  /** Native select (keyboard and phone friendly); numbers stay numbers; the empty choice is null. */
  function SelectField<F extends FieldValues>(
    props: FieldProps<F> & {
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

  function CheckboxField<F extends FieldValues>(props: FieldProps<F>) {
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
  function YesNoField<F extends FieldValues>(props: FieldProps<F> & { yes: string; no: string }) {
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

  return { TextField, NumberField, DateField, SelectField, CheckboxField, YesNoField };
}

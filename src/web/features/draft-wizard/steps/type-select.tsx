import { Field, Select } from '@fluentui/react-components';
import type { Choice } from '../form/fields';

/** A required select of a numeric type whose change the caller handles (e.g. resetting sub-details). */
export function TypeSelect({
  label,
  value,
  choices,
  error,
  onChange,
}: {
  label: string;
  value: number | null;
  choices: Choice[];
  error?: string;
  onChange: (value: number | null) => void;
}) {
  return (
    <Field label={label} required validationMessage={error}>
      <Select
        value={value === null ? '' : String(value)}
        onChange={(_, d) => onChange(d.value === '' ? null : Number(d.value))}
      >
        <option value="" />
        {choices.map((c) => (
          <option key={String(c.value)} value={String(c.value)}>
            {c.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

import { Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { AmendmentProblem } from '@/domain/rules/amendment-rules';
import { formatDate } from '../../../components/format-date';
import { numberText, parseNumberText } from '../../../components/form/number-text';

/** The Norwegian message of the first rule failing on a field ('amendments:rules.*'). */
export function useProblemText(problems: AmendmentProblem[]) {
  const { t } = useTranslation('amendments');
  return (field: string): string | undefined => {
    const p = problems.find((x) => x.field === field);
    if (!p) return undefined;
    const values = p.values?.date ? { date: formatDate(p.values.date) } : {};
    return (t as (key: string, v?: object) => string)(`rules.${p.key}`, values);
  };
}

/** A quantity, count or size: a number, not negative (the wizard's rule, worded as its 'draft-rules:validation.number'). */
export function NumberInput({ label, value, onChange, integer, error }: { label: string; value: number | null; onChange: (v: number | null) => void; integer?: boolean; error?: string }) {
  const { t } = useTranslation('amendments');
  const [text, setText] = useState(numberText(value));
  const [bad, setBad] = useState(false);
  return (
    <Field label={label} validationState={bad || error ? 'error' : 'none'} validationMessage={bad ? t('rules.number') : error}>
      <Input
        inputMode="decimal"
        value={text}
        onChange={(_, d) => {
          setText(d.value);
          const parsed = d.value.trim() === '' ? null : parseNumberText(d.value, integer);
          // parseNumberText answers NaN for a text that is not a number: flagged here, never passed on.
          const invalid = d.value.trim() !== '' && (parsed === null || Number.isNaN(parsed) || parsed < 0);
          setBad(invalid);
          if (!invalid) onChange(parsed);
        }}
      />
    </Field>
  );
}

export function TextInput({ label, value, onChange, error, multiline, required }: { label: string; value: string | null; onChange: (v: string | null) => void; error?: string; multiline?: boolean; required?: boolean }) {
  return (
    <Field label={label} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
      {multiline ? (
        <Textarea value={value ?? ''} rows={4} resize="vertical" onChange={(_, d) => onChange(d.value === '' ? null : d.value)} />
      ) : (
        <Input value={value ?? ''} onChange={(_, d) => onChange(d.value === '' ? null : d.value)} />
      )}
    </Field>
  );
}

export function Choice<V extends number | boolean>({ label, value, options, onChange, error, required }: { label: string; value: V | null; options: { value: V; text: string }[]; onChange: (v: V) => void; error?: string; required?: boolean }) {
  const { t } = useTranslation('amendments');
  const selected = options.find((o) => o.value === value);
  return (
    <Field label={label} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Dropdown
        value={selected?.text ?? ''}
        placeholder={t('choose')}
        selectedOptions={selected ? [String(selected.value)] : []}
        onOptionSelect={(_, d) => {
          const o = options.find((x) => String(x.value) === d.optionValue);
          if (o) onChange(o.value);
        }}
      >
        {options.map((o) => (
          <Option key={String(o.value)} value={String(o.value)}>
            {o.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

import { Caption1, Label, tokens } from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A labelled group of checkboxes: a fieldset with its legend, so every checkbox keeps its own id and label (a Fluent
 * Field around several inputs gives them all the Field's id, and a click on any label ticks the first box).
 */
export function CheckboxGroup({
  label,
  hint,
  columns,
  children,
}: {
  label: string;
  hint?: string;
  columns: string;
  children: ReactNode;
}) {
  const style: CSSProperties = { gridColumn: '1 / -1', border: 0, padding: 0, margin: 0, minWidth: 0 };
  return (
    <fieldset style={style}>
      <legend style={{ padding: 0, marginBottom: tokens.spacingVerticalXXS }}>
        <Label weight="semibold">{label}</Label>
      </legend>
      <div style={{ display: 'grid', gridTemplateColumns: columns }}>{children}</div>
      {hint && <Caption1 style={{ color: tokens.colorNeutralForeground3 }}>{hint}</Caption1>}
    </fieldset>
  );
}

/**
 * A number field's value as text: empty for null, undefined and NaN; a decimal with the Norwegian comma (issue 25: a
 * prefilled 2488.5 read as English beside its hint '2 488,5'). No digit grouping, so the text reads back as typed.
 */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value).replace('.', ',');
}

/**
 * What a number field holds for the text typed: empty is null, a whole number (or, unless `integer`, a decimal
 * with '.' or ',') is that number, anything else is NaN for the schema to refuse.
 */
export function parseNumberText(text: string, integer = false): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const pattern = integer ? /^-?\d+$/ : /^-?\d+([.,]\d+)?$/;
  return pattern.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

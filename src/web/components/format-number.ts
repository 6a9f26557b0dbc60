/**
 * Numbers shown in culture nb through one Intl.NumberFormat per number of decimals, made at its first use:
 * `value.toLocaleString('nb', …)` makes a new formatter (and looks up the culture's data) at every call, which on a
 * page with a table of coordinates or a header of figures was several milliseconds of its first render.
 */
const formats = new Map<number | undefined, Intl.NumberFormat>();

/** E.g. 1234.5 → '1 234,5'; `maximumFractionDigits` as Intl's (default 3). */
export function formatNumber(value: number, maximumFractionDigits?: number): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(
      'nb',
      maximumFractionDigits === undefined ? {} : { maximumFractionDigits },
    );
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/**
 * Numbers shown in culture nb: '1 234,5' (a no-break space between groups of three, a decimal comma, U+2212 for minus),
 * as Intl.NumberFormat('nb') writes them, but without making an Intl formatter in the page's first render: that loads
 * the culture's data, about 20 ms on a fast machine and four times that on a phone (issue 27). Rounding is Intl's
 * default (half away from zero, on the number's shortest decimal form); the tests compare both over many numbers.
 * Numbers of 1e21 and above, NaN and the infinities go through Intl.
 */
const formats = new Map<number, Intl.NumberFormat>();

const MINUS = '\u2212';
const GROUP = '\u00a0';

/** E.g. 1234.5 → '1 234,5'; `maximumFractionDigits` as Intl's (default 3). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21 || !Number.isInteger(maximumFractionDigits) || maximumFractionDigits < 0 || maximumFractionDigits > 100)
    return intlFormat(value, maximumFractionDigits);
  const negative = value < 0 || Object.is(value, -0);
  const [whole, decimals] = rounded(Math.abs(value), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${negative ? MINUS : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/**
 * The whole and fraction digits of a number below 1e21, rounded half up to `digits` decimals on its shortest decimal
 * form (what String writes, as Intl rounds: 1.0005 is '1,001' though the double is a little below 1.0005), trailing
 * zeros dropped.
 */
function rounded(abs: number, digits: number): [string, string] {
  const parts = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs));
  if (!parts) return ['0', ''];
  let all = `${parts[1]}${parts[2] ?? ''}`;
  let point = (parts[1] ?? '').length + Number(parts[3] ?? 0);
  if (point <= 0) {
    all = `${'0'.repeat(1 - point)}${all}`;
    point = 1;
  }
  all = all.padEnd(point, '0');
  const kept = all.slice(0, point + digits).padEnd(point + digits, '0');
  const up = (all[point + digits] ?? '0') >= '5';
  const text = (BigInt(kept) + (up ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits).replace(/0+$/, '')];
}

function intlFormat(value: number, maximumFractionDigits: number): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('nb', { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

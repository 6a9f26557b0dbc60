/**
 * Issue 25: the finish report's totals start from the weekly reports. The sum of the done amounts (km and km²) of the
 * weekly reports, those the service lists and those waiting on the device alike; the user may change it in the form.
 * A total is null when no weekly report gave that amount (the field stays empty rather than claiming 0). Sums are
 * rounded to 3 decimals, so 0.1 + 0.2 shows as 0.3.
 */
export interface TDoneAmounts {
  amountKm?: number | null;
  amountKm2?: number | null;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function sumOf(values: readonly (number | null | undefined)[]): number | null {
  const given = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return given.length === 0 ? null : round(given.reduce((a, b) => a + b, 0));
}

export function finishTotalsOf(weeklyDone: readonly (TDoneAmounts | null | undefined)[]): {
  totalAmountKm: number | null;
  totalAmountKm2: number | null;
} {
  return {
    totalAmountKm: sumOf(weeklyDone.map((d) => d?.amountKm)),
    totalAmountKm2: sumOf(weeklyDone.map((d) => d?.amountKm2)),
  };
}

/**
 * The overview map's time slider (spec 002 s2 and s9): 200 stops over a window that starts today
 * and ends four months ahead. When the user moves a thumb near the end, the window grows by
 * 30 days, unless that would reach beyond 12 months from today.
 */
export const SLIDER_STOPS = 200;
export const SLIDER_INITIAL_MONTHS = 4;
export const SLIDER_MAX_MONTHS = 12;
export const SLIDER_GROW_DAYS = 30;
/** Filter edits from the slider are debounced this long (ms). */
export const SLIDER_DEBOUNCE_MS = 250;
/** "Near the end": within the last this many stops. */
export const SLIDER_NEAR_END_STOPS = 5;

export interface TSliderWindow {
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

const DAY = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY));
}

/** Same day n months later (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const d = toDate(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return toIso(target);
}

export function initialWindow(today: string): TSliderWindow {
  return { start: today, end: addMonths(today, SLIDER_INITIAL_MONTHS) };
}

/** The date of a stop (0..199), evenly spread from start to end, rounded to whole days. */
export function dateOfStop(window: TSliderWindow, stop: number): string {
  const span = (toDate(window.end).getTime() - toDate(window.start).getTime()) / DAY;
  const clamped = Math.min(Math.max(stop, 0), SLIDER_STOPS - 1);
  return addDays(window.start, Math.round((span * clamped) / (SLIDER_STOPS - 1)));
}

/** The stop nearest a date. */
export function stopOfDate(window: TSliderWindow, iso: string): number {
  const span = (toDate(window.end).getTime() - toDate(window.start).getTime()) / DAY;
  const at = (toDate(iso).getTime() - toDate(window.start).getTime()) / DAY;
  return Math.min(SLIDER_STOPS - 1, Math.max(0, Math.round((at / span) * (SLIDER_STOPS - 1))));
}

/**
 * The window after the user put a thumb on `stop`: grown by 30 days when the stop is near the end,
 * unless the new end would lie beyond 12 months from today; otherwise unchanged.
 */
export function grownWindow(window: TSliderWindow, stop: number, today: string): TSliderWindow {
  if (stop < SLIDER_STOPS - SLIDER_NEAR_END_STOPS) return window;
  const end = addDays(window.end, SLIDER_GROW_DAYS);
  if (end > addMonths(today, SLIDER_MAX_MONTHS)) return window;
  return { start: window.start, end };
}

/** Does the period [start, end] meet the selected period [from, to]? Missing dates count as open ends. */
export function periodMeets(start: string | null, end: string | null, from: string, to: string): boolean {
  return (start === null || start <= to) && (end === null || end >= from);
}

import { describe, expect, it } from 'vitest';
import { addMonths, dateOfStop, grownWindow, initialWindow, periodMeets, SLIDER_STOPS, stopOfDate } from '@/domain/overview/time-slider';

describe('time slider window', () => {
  const today = '2026-11-21';
  it('starts today and ends four months ahead, with 200 stops', () => {
    const w = initialWindow(today);
    expect(w).toEqual({ start: '2026-11-21', end: '2027-03-21' });
    expect(dateOfStop(w, 0)).toBe(today);
    expect(dateOfStop(w, SLIDER_STOPS - 1)).toBe('2027-03-21');
    expect(stopOfDate(w, '2027-03-21')).toBe(199);
    expect(stopOfDate(w, dateOfStop(w, 100))).toBe(100);
  });

  it('grows by 30 days near its end, never beyond 12 months', () => {
    let w = initialWindow(today);
    expect(grownWindow(w, 100, today)).toBe(w);
    w = grownWindow(w, 198, today);
    expect(w.end).toBe('2027-04-20');
    for (let i = 0; i < 20; i++) w = grownWindow(w, 199, today);
    expect(w.end <= addMonths(today, 12)).toBe(true);
    expect(w.end > addMonths(today, 11)).toBe(true);
  });

  it('clamps month ends and tests period overlap', () => {
    expect(addMonths('2026-10-31', 4)).toBe('2027-02-28');
    expect(periodMeets('2026-01-01', '2026-02-01', '2026-02-01', '2026-03-01')).toBe(true);
    expect(periodMeets('2026-01-01', '2026-01-31', '2026-02-01', '2026-03-01')).toBe(false);
    expect(periodMeets(null, null, '2026-02-01', '2026-03-01')).toBe(true);
  });
});

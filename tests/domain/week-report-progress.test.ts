import { describe, expect, it } from 'vitest';
import { acquisitionConfigOf } from '@/domain/draft/acquisition-config';
import { LawCategory } from '@/domain/enums/law-category';
import { WEEK_REPORT_RULE as R } from '@/domain/rules/week-report-dates';
import { downtimeErrors, weekReportErrors } from '@/domain/rules/week-report-rules';
import { finishTotalsOf } from '@/domain/rules/week-report-totals';
import { WEEK_REPORT_VALIDATION as V, ZWeekReportInput } from '@/domain/schemas/week-reports';

const TODAY = '2026-11-23';
const MAIN = { acquisitionVesselId: '00000000-0000-4000-8000-000000000001', vesselRole: 10 as const };
const part = (fromDate: string | null, toDate: string | null) => ({ fromDate, toDate });
const seabedGov = acquisitionConfigOf(40000, LawCategory.PerformedByGovernment).weekReportsConfig;
const polygon = { geometry: { type: 'Polygon' as const, coordinates: [[[2, 60], [3, 60], [3, 61], [2, 60]]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 };
const line = { geometry: { type: 'LineString' as const, coordinates: [[2, 60], [3, 61]] }, loadedFromFile: false, transformationToWgs84: null, csOriginWkId: 4326 };

const body = (extra: Record<string, unknown>) => ({
  capturedAt: undefined,
  vessels: [MAIN],
  done: { fromDate: '2026-11-16', toDate: '2026-11-22' },
  planned: { fromDate: '2026-11-23', toDate: '2026-11-29' },
  ...extra,
});

describe('weekly report downtime by cause and percent complete (issue 25)', () => {
  it('are optional: absent fields parse as null, a report without them is as before', () => {
    const parsed = ZWeekReportInput.parse(body({}));
    expect(parsed).toMatchObject({ downtimeWeatherHours: null, downtimeEquipmentHours: null, downtimeOtherHours: null, percentComplete: null });
  });

  it('takes hours of each cause from 0 and a percent from 0 to 100, decimals allowed; refuses negatives, over 100 % and text', () => {
    const ok = ZWeekReportInput.parse(body({ downtimeWeatherHours: 12.5, downtimeEquipmentHours: 0, downtimeOtherHours: 3, percentComplete: 37.5 }));
    expect(ok).toMatchObject({ downtimeWeatherHours: 12.5, downtimeEquipmentHours: 0, downtimeOtherHours: 3, percentComplete: 37.5 });
    const issues = (extra: Record<string, unknown>) => ZWeekReportInput.safeParse(body(extra)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ downtimeWeatherHours: -1 })).toEqual([['downtimeWeatherHours', V.hours]]);
    expect(issues({ downtimeOtherHours: '4' })).toEqual([['downtimeOtherHours', V.hours]]);
    expect(issues({ downtimeEquipmentHours: Number.POSITIVE_INFINITY })).toEqual([['downtimeEquipmentHours', V.hours]]);
    expect(issues({ percentComplete: 100.01 })).toEqual([['percentComplete', V.percent]]);
    expect(issues({ percentComplete: -0.5 })).toEqual([['percentComplete', V.percent]]);
    expect(issues({ percentComplete: 100 })).toBeUndefined();
  });

  it('holds the downtime of all causes to the done period: 7 days are 168 hours (168 passes, 168.5 fails under each cause given)', () => {
    const week = { done: part('2026-11-16', '2026-11-22') };
    expect(downtimeErrors({ ...week, downtimeWeatherHours: 100, downtimeEquipmentHours: 60, downtimeOtherHours: 8 })).toEqual({});
    expect(downtimeErrors({ ...week, downtimeWeatherHours: 100, downtimeEquipmentHours: 68.5, downtimeOtherHours: null })).toEqual({
      downtimeWeatherHours: [R.downtimeOverPeriod],
      downtimeEquipmentHours: [R.downtimeOverPeriod],
    });
    // Unchecked without a valid period; a two-day period holds 48 hours.
    expect(downtimeErrors({ done: part(null, '2026-11-22'), downtimeOtherHours: 500 })).toEqual({});
    expect(downtimeErrors({ done: part('2026-11-21', '2026-11-22'), downtimeOtherHours: 49 })).toEqual({ downtimeOtherHours: [R.downtimeOverPeriod] });
  });

  it('weekly rules include the downtime rule and take a done area only as a polygon', () => {
    const report = (extra: object) => ({
      done: { ...part('2026-11-16', '2026-11-22'), geometry: null, fisheriesExperts: [] },
      planned: { ...part('2026-11-23', '2026-11-29'), geometry: null, fisheriesExperts: [] },
      vessels: [MAIN],
      ...extra,
    });
    expect(weekReportErrors(report({ downtimeWeatherHours: 200 }), seabedGov, TODAY)).toEqual({ downtimeWeatherHours: [R.downtimeOverPeriod] });
    const withArea = (geometry: typeof polygon | typeof line) => report({ done: { ...part('2026-11-16', '2026-11-22'), geometry, fisheriesExperts: [] } });
    expect(weekReportErrors(withArea(polygon), seabedGov, TODAY)).toEqual({});
    expect(weekReportErrors(withArea(line), seabedGov, TODAY)).toEqual({ 'done.geometry': [R.geometryTypeNotAllowed] });
  });
});

describe("the finish report's totals from the weekly reports (issue 25)", () => {
  it('sums the done km and km² of the weekly reports, rounded to 3 decimals; a total no report gave stays empty', () => {
    expect(finishTotalsOf([{ amountKm: 120.5, amountKm2: null }, { amountKm: 80, amountKm2: null }, null])).toEqual({ totalAmountKm: 200.5, totalAmountKm2: null });
    expect(finishTotalsOf([{ amountKm: 0.1, amountKm2: 10 }, { amountKm: 0.2 }, { amountKm2: 2.25 }])).toEqual({ totalAmountKm: 0.3, totalAmountKm2: 12.25 });
    expect(finishTotalsOf([])).toEqual({ totalAmountKm: null, totalAmountKm2: null });
  });
});

import { describe, expect, it } from 'vitest';
import { AccomplishmentStatus as S, DEFAULT_OVERVIEW_STATUSES } from '../../src/domain/enums/accomplishment-status';
import { hasSubmitStartWarning } from '../../src/domain/rules/date-warnings';
import { grownWindow, initialWindow, periodMeets, SLIDER_STOPS } from '../../src/domain/overview/time-slider';
import { demoAcquisitions } from '../../src/server/db/seed/reference-demo-acquisitions';

// Days of the year where names and windows are hard: new year's day and eve, a leap day, the machine's own date.
const DAYS = ['2026-11-21', '2027-01-01', '2027-12-31', '2028-02-29', '2031-07-15'];

describe.each(DAYS)('demo acquisitions seeded on %s', (today) => {
  const rows = demoAcquisitions(today);
  const of = (...statuses: number[]) => rows.filter((a) => statuses.includes(a.status));

  it('have dates that fit each status', () => {
    expect(rows).toHaveLength(14);
    for (const a of rows) expect(a.start <= a.end).toBe(true);
    for (const a of of(S.Under_Behandling, S.Planlagt, S.Utkast)) expect(a.start > today).toBe(true);
    for (const a of of(S.Pågående, S.Pause)) expect(a.start < today && a.end > today).toBe(true);
    for (const a of of(S.Ferdig, S.FerdigMedDokumentasjon)) expect(a.end < today).toBe(true);
    for (const a of of(S.Utkast)) expect(a.submitted).toBeNull();
    for (const a of rows.filter((r) => r.status !== S.Utkast)) expect(a.submitted! < today && a.submitted! < a.start).toBe(true);
    // Those waiting for their start were submitted in good time (no five-weeks-and-a-day warning).
    for (const a of of(S.Under_Behandling, S.Planlagt)) expect(hasSubmitStartWarning(a.submitted!, a.start)).toBe(false);
  });

  it('carry names with the year of submission and a sequence per company and year, never twice', () => {
    const codes = rows.filter((a) => a.submitted).map((a) => a.name.split(' ')[0]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of rows.filter((r) => r.submitted)) {
      expect(a.name).toMatch(new RegExp(`^[A-Z]{3}${a.submitted!.slice(2, 4)}\\d{2} \\S`));
    }
    // Within a company and year the sequence follows the order of submission, from 01 without gaps.
    const submitted = rows.filter((r) => r.submitted).sort((x, y) => x.submitted!.localeCompare(y.submitted!));
    for (const key of new Set(submitted.map((a) => a.name.slice(0, 5)))) {
      const ordered = submitted.filter((a) => a.name.startsWith(key));
      expect(ordered.map((a) => Number(a.name.slice(5, 7)))).toEqual(ordered.map((_, i) => i + 1));
    }
    expect(rows.find((a) => a.n === 12)!.name).toBe('NKE Utkast Snøhvit havbunn');
  });

  it('make the time slider change what the map shows', () => {
    const shown = of(...DEFAULT_OVERVIEW_STATUSES, S.Utkast);
    const count = (from: string, to: string) => shown.filter((a) => periodMeets(a.start, a.end, from, to)).length;
    const window = initialWindow(today);
    const inWindow = count(window.start, window.end);
    // Most are in the first four months, not all; a week shows fewer; the far end of the grown window shows none.
    expect(inWindow).toBeGreaterThan(6);
    expect(inWindow).toBeLessThan(shown.length);
    expect(count(today, window.start)).toBeLessThan(inWindow - 2);
    const grown = grownWindow(window, SLIDER_STOPS - 1, today);
    expect(count(grown.end, grown.end)).toBe(0);
  });
});

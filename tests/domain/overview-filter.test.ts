import { describe, expect, it } from 'vitest';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { typesWithDetails } from '@/domain/enums/acquisition-type';
import { defaultFilter, EMPTY_FILTER, filterableStatuses, matchesFilter, type TFilterableRow } from '@/domain/overview/filter';
import { parseQueryString, toQueryString } from '@/domain/overview/query-string';
import { comparatorOf } from '@/domain/overview/sort';

const row: TFilterableRow = {
  type: 2511,
  status: AccomplishmentStatus.Planlagt,
  oceanArea: 'NORDSJOEN',
  lawCategory: 1000,
  govtReason: null,
  startDate: '2026-12-01',
  bbox: [2, 56, 3, 57],
};

describe('overview filter', () => {
  it('offers draft only to users who may see drafts, and defaults to the four active statuses (+draft)', () => {
    expect(filterableStatuses(false)).not.toContain(99);
    expect(filterableStatuses(true)).toContain(99);
    expect(defaultFilter(false).statuses.sort()).toEqual([1, 10, 20, 30]);
    expect(defaultFilter(true).statuses.sort()).toEqual([1, 10, 20, 30, 99]);
  });

  it('finds seabed and drilling-site surveys stored with their detailed type under their main type', () => {
    const seabed = { ...row, type: 41101 };
    const drilling = { ...row, type: 52010 };
    expect(matchesFilter(seabed, { ...EMPTY_FILTER, types: [40000] })).toBe(true);
    expect(matchesFilter(seabed, { ...EMPTY_FILTER, types: [50000] })).toBe(false);
    expect(matchesFilter(drilling, { ...EMPTY_FILTER, types: [50000, 2511] })).toBe(true);
    expect(matchesFilter(drilling, { ...EMPTY_FILTER, types: [40000] })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, types: [40000] })).toBe(false);
    expect(typesWithDetails([2511])).toEqual([2511]);
    expect(typesWithDetails([40000])).toContain(41101);
    expect(typesWithDetails([40000]).every((t) => t === 40000 || Math.floor(t / 10000) === 4)).toBe(true);
  });

  it('offers Ferdig med dokumentasjon in the status filter', () => {
    expect(filterableStatuses(false)).toContain(AccomplishmentStatus.FerdigMedDokumentasjon);
  });

  it('matches each restriction', () => {
    expect(matchesFilter(row, EMPTY_FILTER)).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, statuses: [20] })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, types: [2511, 2521] })).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, oceanAreas: ['BARENTSHAVET'] })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, lawCategories: [3000] })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, govtReasons: [1] })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, fromDate: '2026-12-01', toDate: '2026-12-01' })).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, fromDate: '2026-12-02' })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, toDate: '2026-11-30' })).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, bbox: [2.5, 56.5, 10, 60] })).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, bbox: [4, 56, 10, 60] })).toBe(false);
    expect(matchesFilter({ ...row, bbox: null }, { ...EMPTY_FILTER, bbox: [0, 0, 90, 90] })).toBe(false);
  });
});

describe('overview query string', () => {
  it('joins filter keys with & and writes dates as dates, and reads them back', () => {
    const filter = { ...defaultFilter(true), fromDate: '2026-11-01', types: [2511, 2521], oceanAreas: ['NORDSJOEN'], bbox: [2, 56, 8, 62] as [number, number, number, number] };
    const text = toQueryString(filter);
    expect(text).toBe('fromDate=2026-11-01&type=2511,2521&oceanArea=NORDSJOEN&status=1,20,30,10,99&bbox=2,56,8,62');
    const parsed = parseQueryString(text);
    expect(parsed).toEqual({ ok: true, filter });
    expect(toQueryString(EMPTY_FILTER)).toBe('');
  });

  it('refuses unknown keys, bad dates, bad numbers and reversed ranges', () => {
    for (const text of ['foo=1', 'fromDate=2026-13-01', 'fromDate=01.12.2026', 'type=abc', 'status=1,x', 'bbox=1,2,3', 'fromDate=2026-12-02&toDate=2026-12-01']) {
      expect(parseQueryString(text).ok, text).toBe(false);
    }
  });
});

describe('overview sort', () => {
  const a = { npdId: 1, name: 'Alfa', type: 2511, startDate: '2026-01-01', endDate: null, status: 10, oceanArea: 'NORDSJOEN' };
  const b = { ...a, npdId: 2, name: 'Beta', startDate: '2026-02-01' };
  it('sorts ascending and descending, ties by npdId, empty values last when ascending', () => {
    expect([b, a].sort(comparatorOf('name', 'asc')).map((r) => r.npdId)).toEqual([1, 2]);
    expect([a, b].sort(comparatorOf('startDate', 'desc')).map((r) => r.npdId)).toEqual([2, 1]);
    expect([b, a].sort(comparatorOf('type', 'asc')).map((r) => r.npdId)).toEqual([1, 2]);
    expect([{ ...a, startDate: null }, b].sort(comparatorOf('startDate', 'asc')).map((r) => r.npdId)).toEqual([2, 1]);
  });
});

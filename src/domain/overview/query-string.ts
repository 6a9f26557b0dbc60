import type { TBbox, TOverviewFilter } from './filter';
import { EMPTY_FILTER } from './filter';
import { isCalendarDate, isDateInRange } from '../rules/calendar-date';

/**
 * The overview's Query parameter (spec 002 s7): filter keys joined with &, dates as YYYY-MM-DD,
 * lists comma separated, e.g. `status=1,10,20&type=2511&fromDate=2026-11-01&bbox=2,56,8,62`.
 * An empty string is no filter at all.
 */
export const QUERY_KEYS = ['fromDate', 'toDate', 'type', 'oceanArea', 'lawCategory', 'govtReason', 'status', 'bbox'] as const;
type QueryKey = (typeof QUERY_KEYS)[number];

/** A calendar date 'YYYY-MM-DD' inside the service's date range (the filter compares it in SQL). */
export function isIsoDate(value: string): boolean {
  return isCalendarDate(value) && isDateInRange(value);
}

export function toQueryString(filter: TOverviewFilter): string {
  const parts: string[] = [];
  const add = (key: QueryKey, value: string | undefined) => {
    if (value) parts.push(`${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`);
  };
  add('fromDate', filter.fromDate);
  add('toDate', filter.toDate);
  add('type', filter.types.join(','));
  add('oceanArea', filter.oceanAreas.join(','));
  add('lawCategory', filter.lawCategories.join(','));
  add('govtReason', filter.govtReasons.join(','));
  add('status', filter.statuses.join(','));
  add('bbox', filter.bbox?.map((n) => Number(n.toFixed(5))).join(','));
  return parts.join('&');
}

export type ParseResult = { ok: true; filter: TOverviewFilter } | { ok: false; errors: string[] };

function integers(key: string, value: string, errors: string[]): number[] {
  const list = value.split(',').filter((v) => v !== '');
  const numbers = list.map(Number);
  if (numbers.some((n) => !Number.isInteger(n))) errors.push(`${key} must be a comma-separated list of integers`);
  return numbers;
}

function bboxOf(value: string, errors: string[]): TBbox | undefined {
  const n = value.split(',').map(Number);
  const ok = n.length === 4 && n.every(Number.isFinite) && n[0] <= n[2] && n[1] <= n[3] && n[1] >= -90 && n[3] <= 90;
  if (!ok) errors.push('bbox must be minLon,minLat,maxLon,maxLat');
  return ok ? (n as TBbox) : undefined;
}

/** Parses a Query string; unknown keys, malformed numbers and dates are errors (the service answers 400). */
export function parseQueryString(text: string | undefined): ParseResult {
  const filter: TOverviewFilter = { ...EMPTY_FILTER };
  const errors: string[] = [];
  for (const part of (text ?? '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value: string;
    try {
      value = decodeURIComponent(eq < 0 ? '' : part.slice(eq + 1));
    } catch {
      errors.push(`${key} is not correctly encoded`);
      continue;
    }
    switch (key as QueryKey) {
      case 'fromDate':
      case 'toDate':
        if (isIsoDate(value)) filter[key as 'fromDate' | 'toDate'] = value;
        else errors.push(`${key} must be a date YYYY-MM-DD`);
        break;
      case 'type':
        filter.types = integers(key, value, errors);
        break;
      case 'lawCategory':
        filter.lawCategories = integers(key, value, errors);
        break;
      case 'govtReason':
        filter.govtReasons = integers(key, value, errors);
        break;
      case 'status':
        filter.statuses = integers(key, value, errors);
        break;
      case 'oceanArea':
        filter.oceanAreas = value.split(',').filter((v) => v !== '');
        break;
      case 'bbox':
        filter.bbox = bboxOf(value, errors);
        break;
      default:
        errors.push(`unknown filter key '${key}' (known: ${QUERY_KEYS.join(', ')})`);
    }
  }
  if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate) errors.push('fromDate must not be after toDate');
  return errors.length ? { ok: false, errors } : { ok: true, filter };
}

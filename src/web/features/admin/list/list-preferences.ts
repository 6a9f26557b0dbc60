import { useCallback, useState } from 'react';

export type SortDirection = 'ascending' | 'descending';

export interface ListPreferences {
  sortColumn: string;
  sortDirection: SortDirection;
  filter: string;
  /** Licences only: the year filter ('all' for every year). */
  year?: number | 'all';
}

/** The localStorage key of a list's preferences: kept per user role and per list (spec 000 section 2). */
export function preferencesKey(role: string, list: string): string {
  return `meldesystem.admin.${role.toLowerCase()}.${list}`;
}

export function readPreferences(key: string, defaults: ListPreferences): ListPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<ListPreferences> | null;
    if (!stored || typeof stored !== 'object') return defaults;
    return {
      sortColumn: typeof stored.sortColumn === 'string' ? stored.sortColumn : defaults.sortColumn,
      sortDirection: stored.sortDirection === 'descending' ? 'descending' : 'ascending',
      filter: typeof stored.filter === 'string' ? stored.filter : defaults.filter,
      year: stored.year === 'all' || typeof stored.year === 'number' ? stored.year : defaults.year,
    };
  } catch {
    return defaults;
  }
}

/** Sort and filter of one list, read from and written to localStorage under the role and list. */
export function useListPreferences(role: string, list: string, defaults: ListPreferences) {
  const key = preferencesKey(role, list);
  const [preferences, setState] = useState<ListPreferences>(() => readPreferences(key, defaults));
  const update = useCallback(
    (change: Partial<ListPreferences>) =>
      setState((current) => {
        const next = { ...current, ...change };
        try {
          localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the preference holds for this visit only.
        }
        return next;
      }),
    [key],
  );
  return [preferences, update] as const;
}

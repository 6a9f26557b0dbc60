import type { SortDirection } from './list-preferences';

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by one column (empty values last), then filtered: every word must occur in one of the texts. */
export function sortAndFilter<T>(
  rows: readonly T[],
  valueOf: (row: T, column: string) => unknown,
  textOf: (row: T) => string,
  sortColumn: string,
  sortDirection: SortDirection,
  filter: string,
): T[] {
  const words = filter.toLocaleLowerCase('nb').split(/\s+/).filter(Boolean);
  const filtered = words.length
    ? rows.filter((row) => {
        const text = textOf(row).toLocaleLowerCase('nb');
        return words.every((w) => text.includes(w));
      })
    : [...rows];
  const sign = sortDirection === 'descending' ? -1 : 1;
  return filtered.sort((a, b) => sign * compareValues(valueOf(a, sortColumn), valueOf(b, sortColumn)));
}

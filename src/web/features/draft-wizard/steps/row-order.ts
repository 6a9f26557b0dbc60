/**
 * Rows of step 2 in a stable order, whatever order the service or the device's cache lists them in: by the name
 * shown on the card (Norwegian collation), then by the row's own id (two rows never swap after a reload).
 */
export function inStableOrder<T>(rows: readonly T[], name: (row: T) => string, id: (row: T) => string): T[] {
  return [...rows].sort((a, b) => name(a).localeCompare(name(b), 'nb') || id(a).localeCompare(id(b)));
}

import { useEffect, useState } from 'react';
import { onPageHidden } from '../../../offline/page-hidden';
import { AUTOSAVE_DEBOUNCE_MS, createKeyedDebouncer, type KeyedDebouncer } from './keyed-debouncer';

/** Every open section's debouncer, so a save of the whole draft (or the page going away) sends what waits. */
const open = new Set<KeyedDebouncer>();

/** Runs every waiting row save at once: before the draft is saved, and when the page is hidden or closed. */
export function flushAutosaves(): void {
  for (const debouncer of open) debouncer.flush();
}

if (typeof window !== 'undefined') onPageHidden(flushAutosaves);

/**
 * Debounced saves keyed by row: the save runs 500 ms after the row's last change. Saves still waiting when the
 * section closes, the draft is saved or the page is hidden run at once, so nothing typed is lost.
 */
export function useAutosave(delay = AUTOSAVE_DEBOUNCE_MS) {
  const [debouncer] = useState(() => createKeyedDebouncer(delay));
  useEffect(() => {
    open.add(debouncer);
    return () => {
      open.delete(debouncer);
      debouncer.flush();
    };
  }, [debouncer]);
  return debouncer.schedule;
}

import { useEffect, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS, createKeyedDebouncer } from './keyed-debouncer';

/**
 * Debounced saves keyed by row: the save runs 500 ms after the row's last change. Saves still waiting when the
 * section closes run at once, so leaving the step loses nothing.
 */
export function useAutosave(delay = AUTOSAVE_DEBOUNCE_MS) {
  const [debouncer] = useState(() => createKeyedDebouncer(delay));
  useEffect(() => () => debouncer.flush(), [debouncer]);
  return debouncer.schedule;
}

import { useState } from 'react';
import { useAutosave } from '../api/use-autosave';
import { useSaveFailed } from '../form/use-save-failed';

/**
 * The values of one row on step 2, kept here while typing and saved 500 ms after the row's last change
 * (spec 002 s4); a failed save shows the 'save failed' toast. Returns the values and `change(patch)`.
 */
export function useAutosavedRow<V extends object>(
  rowId: string,
  initial: V,
  save: (values: V) => Promise<unknown>,
) {
  const schedule = useAutosave();
  const failed = useSaveFailed();
  const [values, setValues] = useState<V>(initial);
  const change = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    schedule(rowId, () => void save(next).catch(failed));
  };
  return [values, change] as const;
}

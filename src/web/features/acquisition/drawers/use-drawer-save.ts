import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { useCloseDrawer } from './use-close-drawer';

export interface DrawerSave {
  saving: boolean;
  /** The refusal shown inside the drawer (null when none). */
  error: string | null;
  /**
   * Runs a save. Success: the toast (when `work` answers a text) and the drawer closes. Failure: the drawer stays
   * open with everything typed and picked, shows the service's message inline and toasts 'savingFailedInvalidResponse'
   * (spec 001 s8). `work` may throw a DrawerSaveError to show its own message instead.
   */
  run: (work: () => Promise<string | undefined>) => Promise<void>;
  clearError: () => void;
}

/** A failure whose message the drawer shows as it is (e.g. 'ErrorUploadingFiles'). */
export class DrawerSaveError extends Error {}

/** The save of a message drawer: one at a time, open on failure, closed on success. */
export function useDrawerSave(): DrawerSave {
  const { t } = useTranslation('drawer');
  const notify = useNotify();
  const close = useCloseDrawer();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const run = useCallback(
    async (work: () => Promise<string | undefined>) => {
      if (busy.current) return;
      busy.current = true;
      setSaving(true);
      setError(null);
      try {
        const success = await work();
        if (success) notify(success, 'success');
        close();
      } catch (failure) {
        const message =
          failure instanceof DrawerSaveError
            ? failure.message
            : isApiError(failure) && failure.responseStatus >= 400 && failure.responseStatus < 500
              ? failure.userMessage
              : t('savingFailedInvalidResponse');
        setError(message as string);
        // The toast is always 'savingFailedInvalidResponse' (spec 001 s8); the reason is shown in the drawer.
        notify(t('savingFailedInvalidResponse'), 'error');
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [close, notify, t],
  );
  return { saving, error, run, clearError: useCallback(() => setError(null), []) };
}

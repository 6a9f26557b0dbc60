import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { deleteFormDraft, loadFormDraft, saveFormDraft, saveFormDraftNow } from '../../offline/form-drafts';
import { onPageHidden } from '../../offline/page-hidden';

/** How long after the last keystroke the form's values are written to the device. */
export const FORM_DRAFT_DEBOUNCE_MS = 300;

/**
 * Keeps a form's values on the device while it is written (src/web/offline/form-drafts.ts): restores them when the
 * form opens again (after a reload, a closed tab), saves each change shortly after it is typed, and forgets them once
 * the form is sent (`clear`). `ready` is false until the device's copy has been read (the form waits for it).
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  key: string,
): { ready: boolean; restored: boolean; flush: () => Promise<void>; clear: () => Promise<void> } {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cleared = useRef(false);
  const pending = useRef<V | null>(null);

  useEffect(() => {
    let alive = true;
    cleared.current = false;
    setReady(false);
    void loadFormDraft<V>(key)
      .catch(() => undefined)
      .then((values) => {
        if (!alive) return;
        if (values) form.reset(values, { keepDefaultValues: true });
        // The form's fields render in a background render, which React splits into short tasks: in one task, a form of
        // some fifty fields was a long task of a phone's main thread (about 0.4 s at Lighthouse's 4x CPU, issue 27).
        // Its placeholder holds the place meanwhile.
        startTransition(() => {
          if (values) setRestored(true);
          setReady(true);
        });
      });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = null;
    if (values && !cleared.current) await saveFormDraft(key, values).catch(() => undefined);
  }, [key]);

  useEffect(() => {
    if (!ready) return;
    const subscription = form.watch((values) => {
      pending.current = values as V;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), FORM_DRAFT_DEBOUNCE_MS);
    });
    // Leaving the page (a reload, a closed tab, the app sent to the background) writes what is still waiting, in a
    // transaction committed at once: a promise-based write would be lost with the page.
    const stopListening = onPageHidden(() => {
      clearTimeout(timer.current);
      const values = pending.current;
      pending.current = null;
      if (values && !cleared.current) saveFormDraftNow(key, values);
    });
    return () => {
      subscription.unsubscribe();
      stopListening();
      void flush();
    };
  }, [form, ready, flush, key]);

  const clear = useCallback(async () => {
    cleared.current = true;
    clearTimeout(timer.current);
    pending.current = null;
    await deleteFormDraft(key).catch(() => undefined);
  }, [key]);

  return { ready, restored, flush, clear };
}

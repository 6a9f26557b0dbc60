import { useCallback, useEffect, type RefObject } from 'react';
import type { TDraft } from '@/domain/schemas/draft';
import { saveDraftLocally } from '../../offline/draft-store';
import { saveDraftLocallyNow } from '../../offline/draft-store-now';
import { onPageHidden } from '../../offline/page-hidden';
import type { LocalDraft } from './api/get-draft';
import { sameFields } from './conflict/draft-conflict';
import type { DraftForm, DraftValues } from './wizard-context';

/** Local copy written this long after the last keystroke, and at once when the page is hidden or closed. */
const LOCAL_SAVE_DEBOUNCE_MS = 300;

/**
 * The draft as kept on this device. `localEdits` says its fields differ from the service's version it is based on
 * (typed, not yet saved): a reload after another device saved then asks the user instead of dropping them.
 */
export type KeptDraft = LocalDraft & { localEdits?: boolean };

/**
 * Keeps every change of the form on this device (IndexedDB), so nothing typed is lost when the tab is closed or
 * reloaded, online or offline: 300 ms after the last change, and at once on `pagehide` or when the page is hidden.
 */
export function useLocalCopy(id: string, draftRef: RefObject<TDraft>, form: DraftForm) {
  const keptOf = useCallback(
    (values: DraftValues): KeptDraft => {
      const base = draftRef.current;
      return { ...base, ...values, id, localEdits: !sameFields(values, base) } as KeptDraft;
    },
    [draftRef, id],
  );
  const keepLocally = useCallback(
    (values: DraftValues) => saveDraftLocally(keptOf(values), id),
    [id, keptOf],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Changes seen and changes known to be stored: a write still in flight when the page goes may be lost.
    let changes = 0;
    let stored = 0;
    const write = () => {
      timer = undefined;
      const upTo = changes;
      keepLocally(form.getValues()).then(
        () => (stored = Math.max(stored, upTo)),
        () => undefined,
      );
    };
    // The page may be gone before a promise settles: the write is committed at once.
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (stored >= changes) return;
      saveDraftLocallyNow(keptOf(form.getValues()), id);
    };
    const subscription = form.watch(() => {
      changes += 1;
      clearTimeout(timer);
      timer = setTimeout(write, LOCAL_SAVE_DEBOUNCE_MS);
    });
    const stopListening = onPageHidden(flush);
    return () => {
      stopListening();
      subscription.unsubscribe();
      // Leaving the wizard (a link in the header) within the debounce writes what was typed last.
      if (timer !== undefined) flush();
    };
  }, [form, id, keepLocally, keptOf]);

  return keepLocally;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateDraftCall, type TDraft } from '@/domain/schemas/draft';
import { isApiError } from '../../api/client';
import { useNotify } from '../../components/notify';
import { saveDraftLocally } from '../../offline/draft-store';
import { onOutboxSent, sendOrQueue } from '../../offline/outbox';
import { flushAutosaves } from './api/use-autosave';
import type { DraftForm, DraftValues } from './wizard-context';

/** Local copy written this long after the last keystroke (the outbox is only used on save). */
const LOCAL_SAVE_DEBOUNCE_MS = 300;

/**
 * The wizard's draft state and its save: saves run one after another, each with the version the last answer gave,
 * so two quick saves never send the same version twice. Every change is kept on this device as it is typed.
 */
export function useDraftSave(id: string, initial: TDraft, form: DraftForm) {
  const { t } = useTranslation('draft');
  const notify = useNotify();
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const setDraft = useCallback((next: TDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const keepLocally = useCallback(
    (values: DraftValues) =>
      saveDraftLocally({ ...draftRef.current, ...values, id } as TDraft & { id: string }, id),
    [id],
  );

  // Every change is kept on this device, so nothing typed is lost when the tab closes offline.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void keepLocally(form.getValues()).catch(() => undefined),
        LOCAL_SAVE_DEBOUNCE_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, keepLocally]);

  // A save replayed from the outbox answers with the new version and configuration.
  useEffect(
    () =>
      onOutboxSent((entry, response) => {
        if (entry.entityId !== id || !response || typeof response !== 'object') return;
        if ('configuration' in response && 'version' in response) setDraft(response as TDraft);
      }),
    [id, setDraft],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    // Vessel, harbour and expert rows waiting for their debounce are sent (or queued) first.
    flushAutosaves();
    if (!(await form.trigger())) {
      notify(t('nav.invalid'), 'error');
      return false;
    }
    const values = form.getValues();
    await keepLocally(values);
    try {
      const body = { ...values, acquisitionId: id, version: draftRef.current.version };
      const result = await sendOrQueue(
        updateDraftCall,
        { params: { id }, body },
        { entityId: id, label: 'Lagre utkast' },
      );
      if (result.status === 'sent') {
        setDraft(result.response);
        await keepLocally(form.getValues());
      }
      return true;
    } catch (error) {
      if (isApiError(error)) {
        for (const [path, messages] of Object.entries(error.fieldErrors)) {
          form.setError(path.replace(/^body\./, '') as keyof DraftValues, {
            type: 'server',
            message: messages[0],
          });
        }
      }
      notify(`${t('nav.saveFailed')}: ${isApiError(error) ? error.userMessage : String(error)}`, 'error');
      return false;
    }
  }, [form, id, keepLocally, notify, setDraft, t]);

  const save = useCallback((): Promise<boolean> => {
    const next = chain.current.then(saveNow, saveNow);
    chain.current = next.catch(() => undefined);
    return next;
  }, [saveNow]);

  return { draft, setDraft, save, draftRef };
}

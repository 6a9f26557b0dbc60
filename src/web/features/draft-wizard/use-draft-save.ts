import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { updateDraftCall, type TDraft } from '@/domain/schemas/draft';
import { isApiError } from '../../api/client';
import { useNotify } from '../../components/notify';
import { keepConflict, replaceConflictBody } from '../../offline/outbox-conflict';
import { onOutboxSent, sendOrQueue } from '../../offline/outbox';
import { flushAutosaves } from './api/use-autosave';
import { draftSaveTarget, isDraftConflict, versionConflictOf } from './conflict/draft-conflict';
import { useDraftConflict } from './conflict/use-draft-conflict';
import { fieldsOf } from './draft-fields-of';
import { useLocalCopy } from './use-local-copy';
import type { DraftForm, DraftValues } from './wizard-context';

const isDraft = (response: unknown): response is TDraft =>
  typeof response === 'object' && response !== null && 'configuration' in response && 'version' in response;

/**
 * The wizard's draft state and its save: saves run one after another, each with the version the last answer gave,
 * so two quick saves never send the same version twice. Every change is kept on this device as it is typed. A save
 * that meets another device's save (409) is kept as a conflict and the user chooses (useDraftConflict).
 */
export function useDraftSave(id: string, initial: TDraft, form: DraftForm) {
  const { t } = useTranslation('draft');
  const notify = useNotify();
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const conflict = useDraftConflict(id);
  const { show: showConflict } = conflict;

  const setDraft = useCallback((next: TDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);
  const keepLocally = useLocalCopy(id, draftRef, form);

  /** The form shows the service's draft, and this device's copy becomes it ('take theirs'). */
  const adopt = useCallback(
    (next: TDraft) => {
      setDraft(next);
      form.reset(fieldsOf(next));
      void keepLocally(fieldsOf(next)).catch(() => undefined);
    },
    [form, keepLocally, setDraft],
  );

  // A save replayed from the outbox answers with the new version and configuration; 'take theirs' with theirs.
  useEffect(
    () =>
      onOutboxSent((entry, response) => {
        if (entry.entityId !== id || !isDraft(response)) return;
        if (isDraftConflict(entry, id)) adopt(response);
        else setDraft(response);
      }),
    [adopt, id, setDraft],
  );

  /** Keeps this device's values as the conflicting save and asks the choice (another device saved first). */
  const askChoice = useCallback(
    async (body: unknown, error: NonNullable<ReturnType<typeof versionConflictOf>>) => {
      const change = {
        ...draftSaveTarget(id),
        key: crypto.randomUUID(),
        params: { id },
        body,
        label: t('nav.saveDraft'),
      };
      await keepConflict(change, error);
      showConflict();
    },
    [id, showConflict, t],
  );

  /**
   * A submit refused with 409 for a stale version (another device saved in between): the same choice as a save's
   * conflict, with the form's values as 'mine'. Answers whether it was such a conflict.
   */
  const conflictOnSubmit = useCallback(
    async (error: unknown): Promise<boolean> => {
      const conflictError = versionConflictOf(error);
      if (!conflictError) return false;
      await askChoice(
        { ...form.getValues(), acquisitionId: id, version: draftRef.current.version },
        conflictError,
      );
      return true;
    },
    [askChoice, form, id],
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
    const body = { ...values, acquisitionId: id, version: draftRef.current.version };
    // Another device's save still waits for the user's choice: this save becomes 'mine', and the choice is asked again.
    if (await replaceConflictBody(draftSaveTarget(id), body)) {
      showConflict();
      return false;
    }
    try {
      const result = await sendOrQueue(
        updateDraftCall,
        { params: { id }, body },
        { entityId: id, label: t('nav.saveDraft') },
      );
      if (result.status === 'sent') {
        setDraft(result.response);
        await keepLocally(form.getValues());
      }
      return true;
    } catch (error) {
      const conflictError = versionConflictOf(error);
      if (conflictError) {
        await askChoice(body, conflictError);
        return false;
      }
      showRefusal(error, form, (message) => notify(`${t('nav.saveFailed')}: ${message}`, 'error'));
      return false;
    }
  }, [askChoice, form, id, keepLocally, notify, setDraft, showConflict, t]);

  const save = useCallback((): Promise<boolean> => {
    const next = chain.current.then(saveNow, saveNow);
    chain.current = next.catch(() => undefined);
    return next;
  }, [saveNow]);

  return { draft, setDraft, adopt, save, draftRef, conflict, conflictOnSubmit };
}

/** The service's field errors on the form's fields, and its message. */
function showRefusal(error: unknown, form: DraftForm, notify: (message: string) => void) {
  if (isApiError(error)) {
    for (const [path, messages] of Object.entries(error.fieldErrors)) {
      form.setError(path.replace(/^body\./, '') as keyof DraftValues, {
        type: 'server',
        message: messages[0],
      });
    }
  }
  notify(isApiError(error) ? error.userMessage : String(error));
}

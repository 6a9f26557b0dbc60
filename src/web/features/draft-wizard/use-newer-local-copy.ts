import { useEffect, type RefObject } from 'react';
import type { TDraft } from '@/domain/schemas/draft';
import { useLocalDraft } from '../../offline/draft-store';
import type { LocalDraft } from './api/get-draft';
import { fieldsOf } from './draft-fields-of';
import type { DraftForm } from './wizard-context';

/**
 * When this device's copy becomes newer than the wizard's (the user chose 'take theirs' after another device saved
 * first), the wizard takes it: the form shows the service's values and later saves use its version.
 */
export function useNewerLocalCopy(
  id: string,
  draftRef: RefObject<TDraft>,
  setDraft: (draft: TDraft) => void,
  form: DraftForm,
) {
  const record = useLocalDraft<LocalDraft>(id);
  useEffect(() => {
    if (!record || record.draft.version <= draftRef.current.version) return;
    setDraft(record.draft);
    form.reset(fieldsOf(record.draft));
  }, [record, draftRef, setDraft, form]);
}

import { useEffect, type RefObject } from 'react';
import type { TDraft } from '@/domain/schemas/draft';
import { useLocalDraft } from '../../offline/draft-store';
import type { LocalDraft } from './api/get-draft';

/**
 * When this device's copy becomes newer than the wizard's (the user chose 'take theirs' or 'keep mine' in another
 * tab), the wizard takes it: the form shows its values and later saves use its version.
 */
export function useNewerLocalCopy(id: string, draftRef: RefObject<TDraft>, adopt: (draft: TDraft) => void) {
  const record = useLocalDraft<LocalDraft>(id);
  useEffect(() => {
    if (!record || record.draft.version <= draftRef.current.version) return;
    adopt(record.draft);
  }, [record, draftRef, adopt]);
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TDraft } from '@/domain/schemas/draft';
import type { LocalDraftRecord } from '../../../offline/db';
import { useLocalDraft } from '../../../offline/draft-store';
import { keepConflict } from '../../../offline/outbox-conflict';
import type { WizardDraftState } from '../api/get-draft';
import { fieldsOf } from '../draft-fields-of';
import type { KeptDraft } from '../use-local-copy';
import { draftSaveTarget, sameFields } from './draft-conflict';

/**
 * This device's edits (typed, not saved) when they are based on an older version than the service's, i.e. another
 * device saved since, and differ from it; undefined otherwise.
 */
export function staleLocalEdits(
  state: WizardDraftState,
  local: LocalDraftRecord<KeptDraft> | null,
): KeptDraft | undefined {
  if (state.status !== 'ready' || state.source !== 'service' || !local?.draft.localEdits) return undefined;
  // The same fields (e.g. our own save answered after the page went): nothing to lose, nothing to ask.
  const overtaken =
    local.draft.version < state.draft.version && !sameFields(fieldsOf(local.draft), state.draft);
  return overtaken ? local.draft : undefined;
}

/**
 * Before the wizard opens: edits of this device that another device's save has overtaken are kept as a conflict of
 * the draft's save, instead of being replaced by the service's version. The wizard then opens them (the device's copy,
 * as for any waiting change) and asks: keep mine or take theirs. True while that is being decided or written. Only
 * while `opening`: once open, the wizard's own saves find a conflict (a refetch racing our own save must not).
 */
export function useStaleLocalEdits(id: string, state: WizardDraftState, opening: boolean): boolean {
  const { t } = useTranslation('draft');
  const local = useLocalDraft<KeptDraft>(id);
  const [failed, setFailed] = useState(false);
  const stale = !opening || local === undefined ? undefined : staleLocalEdits(state, local);
  const body = stale && JSON.stringify({ ...fieldsOf(stale), acquisitionId: id, version: stale.version });
  const label = t('nav.saveDraft');
  useEffect(() => {
    if (!body) return;
    keepConflict(
      {
        ...draftSaveTarget(id),
        key: crypto.randomUUID(),
        params: { id },
        body: JSON.parse(body) as TDraft,
        label,
      },
      { status: 409, message: '', code: 'draftVersionConflict' },
    ).catch(() => setFailed(true));
  }, [body, id, label]);
  return opening && (local === undefined || (stale !== undefined && !failed));
}

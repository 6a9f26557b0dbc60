import { createDraftCall, type TCreateDraft } from '@/domain/schemas/draft';
import type { TUserProfile } from '@/domain/schemas/user-profile';
import { saveDraftLocally } from '../../../offline/draft-store';
import { sendOrQueue } from '../../../offline/outbox';
import { localDraftOf } from './local-draft';

export interface CreateDraftResult {
  id: string;
  /** True when offline: the draft lives on this device and the create waits in the outbox. */
  queued: boolean;
}

/**
 * POST /Draft with an id made in the browser, so a draft created offline keeps its id: the answer (or, when queued,
 * the draft built here with the same domain rules) is kept on this device. A refusal throws ApiError.
 */
export async function createDraft(values: TCreateDraft, profile: TUserProfile): Promise<CreateDraftResult> {
  const id = crypto.randomUUID();
  const body = { ...values, acquisitionId: id };
  const result = await sendOrQueue(createDraftCall, { body }, { entityId: id, label: 'Opprett utkast' });
  const draft = result.status === 'sent' ? result.response : localDraftOf(body, id, profile);
  await saveDraftLocally({ ...draft, id }, id);
  return { id, queued: result.status === 'queued' };
}

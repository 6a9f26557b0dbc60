import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDraftCall, type TDraft } from '@/domain/schemas/draft';
import { callApi } from '../../../api/client';
import { useOutboxEntries } from '../../../offline/outbox';
import { useLocalDraft } from '../../../offline/draft-store';
import { fieldsOf } from '../draft-fields-of';
import { draftKeys } from './draft-keys';

/** A draft as kept on this device: the service's draft (or one built offline) with the form's latest values. */
export type LocalDraft = TDraft & { id: string };

export const draftQuery = (id: string) =>
  queryOptions({
    queryKey: draftKeys.draft(id),
    queryFn: ({ signal }) => callApi(getDraftCall, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
    // Offline the device's copy opens at once instead of after the usual retries.
    retry: (count, error) => count < 1 && (error as { responseStatus?: number }).responseStatus !== 0,
  });

export type WizardDraftState =
  | { status: 'loading' }
  | { status: 'ready'; draft: TDraft; source: 'local' | 'service' }
  | { status: 'error'; error: unknown };

/**
 * Which copy the wizard opens (docs/decisions.md): the copy on this device while it has changes waiting in the
 * outbox, or when it was edited after the service's version it is based on (typed, not yet saved); otherwise the
 * service's, freshly fetched (never the persisted cache's); the device's copy when the service cannot be reached.
 */
export function useWizardDraft(id: string): WizardDraftState {
  const local = useLocalDraft<LocalDraft>(id);
  const waiting = useOutboxEntries(id);
  const server = useQuery(draftQuery(id));
  if (local === undefined) return { status: 'loading' };
  if (local && waiting.length > 0) return { status: 'ready', draft: local.draft, source: 'local' };
  if (server.isSuccess && server.isFetchedAfterMount) {
    const fresh = server.data;
    const edited =
      local && local.draft.version === fresh.version && local.savedAt > Date.parse(fresh.updatedAt);
    return {
      status: 'ready',
      draft: edited ? ({ ...fresh, ...fieldsOf(local.draft) } as typeof fresh) : fresh,
      source: 'service',
    };
  }
  if (server.fetchStatus === 'fetching') return { status: 'loading' };
  if (local) return { status: 'ready', draft: local.draft, source: 'local' };
  if (server.data) return { status: 'ready', draft: server.data, source: 'service' };
  return { status: 'error', error: server.error };
}

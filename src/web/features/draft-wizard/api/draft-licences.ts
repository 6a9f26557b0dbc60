import { useQueries, useQueryClient } from '@tanstack/react-query';
import { LicenceKind } from '@/domain/enums/licence-kind';
import { LICENCE_TYPE_OF_KIND } from '@/domain/enums/licence-kind';
import {
  acquisitionLicenceListCalls,
  addAcquisitionLicenceCalls,
  removeAcquisitionLicenceCall,
  type TAcquisitionLicence,
} from '@/domain/schemas/acquisition-licences';
import type { TSupportLicence } from '@/domain/schemas/reference-licences';
import { callApi } from '../../../api/client';
import { sendOrQueue } from '../../../offline/outbox';
import { draftKeys } from './draft-keys';

const ALL_KINDS = Object.values(LicenceKind);

/** The licences on a draft, per kind (an unanswered list, e.g. offline for a new draft, counts as empty). */
export function useDraftLicences(id: string, kinds: readonly LicenceKind[] = ALL_KINDS) {
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: draftKeys.draftLicences(id, kind),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(acquisitionLicenceListCalls[kind], { params: { id }, signal }),
      staleTime: 60_000,
      retry: false,
    })),
  });
  return Object.fromEntries(kinds.map((kind, i) => [kind, results[i].data ?? []])) as Partial<
    Record<LicenceKind, TAcquisitionLicence[]>
  >;
}

/** Names of every licence on the draft (for the key-info panel). */
export function useDraftLicenceNames(id: string): string[] {
  const lists = useDraftLicences(id);
  return Object.values(lists).flatMap((list) => (list ?? []).map((l) => l.licenceName));
}

function asDraftLicence(kind: LicenceKind, licence: TSupportLicence): TAcquisitionLicence {
  return {
    licenceId: licence.id,
    npdIdLicence: licence.npdId,
    licenceName: licence.name,
    licenceShape: licence.shape,
    licenceType: LICENCE_TYPE_OF_KIND[kind],
    kind,
  };
}

/**
 * A licence toggle, saved at once (spec 002 s4): the list changes before the call; a refused call puts it back and
 * throws, so the caller shows 'save failed'. Offline the change waits in the outbox and stays shown.
 */
export function useToggleLicence(id: string) {
  const queryClient = useQueryClient();
  return async (kind: LicenceKind, licence: TSupportLicence, on: boolean) => {
    const key = draftKeys.draftLicences(id, kind);
    const before = queryClient.getQueryData<TAcquisitionLicence[]>(key) ?? [];
    const after = on
      ? [...before.filter((l) => l.licenceId !== licence.id), asDraftLicence(kind, licence)]
      : before.filter((l) => l.licenceId !== licence.id && l.npdIdLicence !== licence.npdId);
    queryClient.setQueryData(key, after);
    const meta = { entityId: id, label: on ? 'Legg til tillatelse' : 'Fjern tillatelse' };
    try {
      if (on) {
        const body = { licenceNpdId: licence.npdId, licenceType: LICENCE_TYPE_OF_KIND[kind] };
        await sendOrQueue(
          addAcquisitionLicenceCalls[kind],
          { params: { id, licenceId: licence.id }, body },
          meta,
        );
      } else {
        const existing = before.find((l) => l.licenceId === licence.id || l.npdIdLicence === licence.npdId);
        await sendOrQueue(
          removeAcquisitionLicenceCall,
          { params: { id, licenceId: existing?.licenceId ?? licence.id } },
          meta,
        );
      }
    } catch (error) {
      queryClient.setQueryData(key, before);
      throw error;
    }
  };
}

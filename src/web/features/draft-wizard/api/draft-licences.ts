import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * The licences on a draft, per kind (an unanswered list, e.g. offline for a new draft, counts as empty). The same
 * object while the lists are unchanged (useQueries' combine is structurally shared): the area step's map and checks
 * depend on it, and a new object at every render re-ran them at every render (issue 27).
 */
export function useDraftLicences(id: string, kinds: readonly LicenceKind[] = ALL_KINDS) {
  const combine = useCallback(
    (results: ReadonlyArray<{ data?: TAcquisitionLicence[] }>) =>
      Object.fromEntries(kinds.map((kind, i) => [kind, results[i]?.data ?? []])) as Partial<
        Record<LicenceKind, TAcquisitionLicence[]>
      >,
    [kinds],
  );
  return useQueries({ queries: kinds.map((kind) => draftLicencesQuery(id, kind)), combine });
}

/** The licences of one kind on a draft. */
export function draftLicencesQuery(id: string, kind: LicenceKind) {
  return queryOptions({
    queryKey: draftKeys.draftLicences(id, kind),
    queryFn: ({ signal }) => callApi(acquisitionLicenceListCalls[kind], { params: { id }, signal }),
    staleTime: 60_000,
    retry: false,
  });
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

/** The toggles of one licence on one draft, sent one after another in the order they were clicked. */
const toggleChains = new Map<string, Promise<void>>();

function withLicence(list: TAcquisitionLicence[], kind: LicenceKind, licence: TSupportLicence, on: boolean) {
  const without = list.filter((l) => l.licenceId !== licence.id && l.npdIdLicence !== licence.npdId);
  return on ? [...without, asDraftLicence(kind, licence)] : without;
}

/**
 * A licence toggle, saved at once (spec 002 s4): the list changes before the call; a refused call puts that licence
 * back and throws, so the caller shows 'save failed'. Offline the change waits in the outbox and stays shown. Quick
 * clicks on one licence are sent in their order, each after the one before has answered, so the last click wins.
 */
export function useToggleLicence(id: string) {
  const queryClient = useQueryClient();
  return (kind: LicenceKind, licence: TSupportLicence, on: boolean): Promise<void> => {
    const key = draftKeys.draftLicences(id, kind);
    const current = () => queryClient.getQueryData<TAcquisitionLicence[]>(key) ?? [];
    const existing = current().find((l) => l.licenceId === licence.id || l.npdIdLicence === licence.npdId);
    queryClient.setQueryData(key, withLicence(current(), kind, licence, on));
    const meta = { entityId: id, label: on ? 'Legg til tillatelse' : 'Fjern tillatelse' };
    const send = async (): Promise<void> => {
      if (on)
        await sendOrQueue(
          addAcquisitionLicenceCalls[kind],
          {
            params: { id, licenceId: licence.id },
            body: { licenceNpdId: licence.npdId, licenceType: LICENCE_TYPE_OF_KIND[kind] },
          },
          meta,
        );
      else
        await sendOrQueue(
          removeAcquisitionLicenceCall,
          { params: { id, licenceId: existing?.licenceId ?? licence.id } },
          meta,
        );
    };
    const chainKey = `${id}:${kind}:${licence.npdId}`;
    const sent = (toggleChains.get(chainKey) ?? Promise.resolve()).catch(() => undefined).then(send);
    toggleChains.set(chainKey, sent);
    return sent
      .then(
        () => undefined,
        (error: unknown) => {
          queryClient.setQueryData(key, withLicence(current(), kind, licence, !on));
          throw error;
        },
      )
      .finally(() => {
        if (toggleChains.get(chainKey) === sent) toggleChains.delete(chainKey);
      });
  };
}

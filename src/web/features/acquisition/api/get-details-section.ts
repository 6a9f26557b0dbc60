import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { detailSectionCalls, type TDetailSection, type TDetailSectionData } from '@/domain/schemas/acquisition-details';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { useOutboxEntries } from '../../../offline/outbox';
import { sectionFieldsOf, waitingAmendment } from '../waiting/waiting-changes';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/** GET /Acquisition/{id}/details/{section}: one section of the details tab's read view. */
export function useDetailsSection<S extends TDetailSection>(id: string, section: S) {
  const { contextToken } = useSession();
  return useQuery({
    queryKey: acquisitionKeys.section(contextToken, id, section),
    queryFn: ({ signal }) =>
      callApi(detailSectionCalls[section], { params: { id } as never, signal }) as Promise<TDetailSectionData<S>>,
    retry: retryUnlessOffline,
  });
}

/**
 * The section as the read view shows it: the service's, with the last amendment of it still waiting on this device laid
 * over it (issue 25: offline, the details show the new value, marked as waiting). `waiting` is that amendment.
 */
export function useShownSection<S extends TDetailSection>(id: string, section: S) {
  const q = useDetailsSection(id, section);
  const waiting = waitingAmendment(useOutboxEntries(id), section);
  const data = useMemo(
    () => (q.data && waiting ? ({ ...q.data, ...sectionFieldsOf(waiting.body), ...('version' in q.data ? { version: q.data.version } : {}) } as TDetailSectionData<S>) : q.data),
    [q.data, waiting],
  );
  return { data, isPending: q.isPending, isError: q.isError, waiting };
}

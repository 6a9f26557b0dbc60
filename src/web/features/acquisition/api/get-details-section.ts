import { useQuery } from '@tanstack/react-query';
import { detailSectionCalls, type TDetailSection, type TDetailSectionData } from '@/domain/schemas/acquisition-details';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAcquisitionCall } from '@/domain/schemas/acquisition';
import { callApi } from '../../../api/client';
import { useSession } from '../../auth/use-session';
import { acquisitionKeys } from './acquisition-keys';

/** Offline (no answer, status 0) the persisted copy is shown at once instead of after the retries. */
export const retryUnlessOffline = (count: number, error: unknown) =>
  count < 2 && (error as { responseStatus?: number }).responseStatus !== 0 &&
  ((error as { responseStatus?: number }).responseStatus ?? 500) >= 500;

export const acquisitionQuery = (context: string, id: string) =>
  queryOptions({
    queryKey: acquisitionKeys.acquisition(context, id),
    queryFn: ({ signal }) => callApi(getAcquisitionCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

/** GET /Acquisitions/{id}: the header and what the page decides on. */
export function useAcquisition(id: string, enabled = true) {
  const { contextToken } = useSession();
  return useQuery({ ...acquisitionQuery(contextToken, id), enabled });
}

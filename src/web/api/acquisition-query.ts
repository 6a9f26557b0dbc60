import { queryOptions } from '@tanstack/react-query';
import { getAcquisitionCall } from '@/domain/schemas/acquisition';
import { acquisitionKeys } from './acquisition-keys';
import { callApi } from './client';

/** Offline (no answer, status 0) the persisted copy is shown at once instead of after the retries. */
export const retryUnlessOffline = (count: number, error: unknown) =>
  count < 2 &&
  (error as { responseStatus?: number }).responseStatus !== 0 &&
  ((error as { responseStatus?: number }).responseStatus ?? 500) >= 500;

/** GET /Acquisitions/{id} (the acquisition page's header, the week reports' key info), persisted for offline use. */
export const acquisitionQuery = (context: string, id: string) =>
  queryOptions({
    queryKey: acquisitionKeys.acquisition(context, id),
    queryFn: ({ signal }) => callApi(getAcquisitionCall, { params: { id }, signal }),
    retry: retryUnlessOffline,
  });

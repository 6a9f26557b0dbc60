import { useQueries } from '@tanstack/react-query';
import type { LicenceKind } from '@/domain/enums/licence-kind';
import { acquisitionLicenceListCalls, type TAcquisitionLicence } from '@/domain/schemas/acquisition-licences';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { retryUnlessOffline } from './get-acquisition';

/** GET /Acquisition/{id}/ProductionLicences, /Surveys, ... of the kinds the acquisition has: names and shapes for the map. */
export function useAcquisitionLicences(id: string, kinds: readonly LicenceKind[]): TAcquisitionLicence[] {
  const { contextToken } = useSession();
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: acquisitionKeys.licences(contextToken, id, kind),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(acquisitionLicenceListCalls[kind], { params: { id }, signal }),
      retry: retryUnlessOffline,
    })),
  });
  return results.flatMap((result) => result.data ?? []);
}

import { useQuery } from '@tanstack/react-query';
import { acquisitionQuery } from '../../../api/acquisition-query';
import { useSession } from '@/web/session/use-session';

export { acquisitionQuery, retryUnlessOffline } from '../../../api/acquisition-query';

/** GET /Acquisitions/{id}: the header and what the page decides on. */
export function useAcquisition(id: string, enabled = true) {
  const { contextToken } = useSession();
  return useQuery({ ...acquisitionQuery(contextToken, id), enabled });
}

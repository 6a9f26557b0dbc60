import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setFlagCall, type TSetFlag } from '@/domain/schemas/acquisition-flag';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';

/** PUT /Acquisitions/{id}/flag; online only (a failed save keeps the drawer open, spec 001 s4.2). */
export function useSetFlag(id: string) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetFlag) => callApi(setFlagCall, { params: { id }, body }),
    onSuccess: (flag) => {
      client.setQueryData(acquisitionKeys.flag(contextToken, id), flag);
      // The overview's isFlagged comes from the flag too.
      void client.invalidateQueries({ queryKey: ['overview'] });
    },
  });
}

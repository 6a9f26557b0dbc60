import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import {
  cancelAcquisitionCall,
  pauseAcquisitionCall,
  resumeAcquisitionCall,
  type TCancelAcquisition,
  type TPauseAcquisition,
} from '@/domain/schemas/acquisition-status';
import { sendOrQueue } from '../../../offline/outbox';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';

export type StatusChange =
  | { action: 'pause'; body: Omit<TPauseAcquisition, 'capturedAt'> }
  | { action: 'resume' }
  | { action: 'cancel'; body: Omit<TCancelAcquisition, 'capturedAt'> };

/**
 * Pause, resume and cancel (spec 001 s4.1): sent at once, or with no network kept in the outbox with its
 * Idempotency-Key and replayed exactly once. Every change carries capturedAt, the time it was made on the device
 * (on board), which the timeline shows beside the time the service received it.
 */
export function useChangeStatus(id: string) {
  const { t } = useTranslation('acquisition');
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => {
      const capturedAt = new Date().toISOString();
      const meta = { entityId: id, label: t(`outbox.${change.action}`) };
      const params = { id };
      switch (change.action) {
        case 'pause':
          return sendOrQueue(pauseAcquisitionCall, { params, body: { ...change.body, capturedAt } }, meta);
        case 'resume':
          return sendOrQueue(resumeAcquisitionCall, { params, body: { capturedAt } }, meta);
        case 'cancel':
          return sendOrQueue(cancelAcquisitionCall, { params, body: { ...change.body, capturedAt } }, meta);
      }
    },
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      client.setQueryData(acquisitionKeys.acquisition(contextToken, id), result.response as TAcquisition);
      void client.invalidateQueries({ queryKey: acquisitionKeys.one(contextToken, id) });
    },
  });
}

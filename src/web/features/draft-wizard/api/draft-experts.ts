import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acquisitionFisheriesExpertsCall,
  addAcquisitionFisheriesExpertCall,
  deleteAcquisitionFisheriesExpertCall,
  updateAcquisitionFisheriesExpertCall,
  type TAcquisitionFisheriesExpert,
  type TUpdateFisheriesExpert,
} from '@/domain/schemas/acquisition-experts';
import type { TFisheriesExpert } from '@/domain/schemas/reference-fisheries-experts';
import { callApi } from '../../../api/client';
import { sendOrQueue } from '../../../offline/outbox';
import { draftKeys } from './draft-keys';

export function useDraftExperts(id: string) {
  return useQuery({
    queryKey: draftKeys.draftExperts(id),
    queryFn: ({ signal }) => callApi(acquisitionFisheriesExpertsCall, { params: { id }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The fisheries expert calls of a draft, through the outbox; the list follows the service's answers. */
export function useExpertCalls(id: string) {
  const queryClient = useQueryClient();
  const key = draftKeys.draftExperts(id);
  const list = () => queryClient.getQueryData<TAcquisitionFisheriesExpert[]>(key) ?? [];
  const put = (rows: TAcquisitionFisheriesExpert[]) => queryClient.setQueryData(key, rows);
  const meta = { entityId: id, label: 'Fiskerikyndig' };
  return {
    /** Adds an expert with a row id made here, so a row added offline shows at once. False when it waits. */
    add: async (expert: Pick<TFisheriesExpert, 'id' | 'firstName' | 'lastName' | 'approvedAreas'>) => {
      const acquisitionFisheriesExpertId = crypto.randomUUID();
      const result = await sendOrQueue(
        addAcquisitionFisheriesExpertCall,
        { params: { id }, body: { fisheriesExpertId: expert.id, acquisitionFisheriesExpertId } },
        meta,
      );
      put([
        ...list(),
        result.status === 'sent'
          ? result.response
          : {
              acquisitionFisheriesExpertId,
              fisheriesExpertId: expert.id,
              firstName: expert.firstName,
              lastName: expert.lastName,
              approvedAreas: expert.approvedAreas,
              fromDate: null,
              toDate: null,
              phoneNumber: null,
            },
      ]);
      return result.status === 'sent';
    },
    update: async (row: TAcquisitionFisheriesExpert, body: TUpdateFisheriesExpert) => {
      const result = await sendOrQueue(
        updateAcquisitionFisheriesExpertCall,
        { params: { id, expertId: row.acquisitionFisheriesExpertId }, body },
        meta,
      );
      const next =
        result.status === 'sent' ? result.response : ({ ...row, ...body } as TAcquisitionFisheriesExpert);
      put(
        list().map((r) => (r.acquisitionFisheriesExpertId === row.acquisitionFisheriesExpertId ? next : r)),
      );
    },
    remove: async (row: TAcquisitionFisheriesExpert) => {
      await sendOrQueue(
        deleteAcquisitionFisheriesExpertCall,
        { params: { id, expertId: row.acquisitionFisheriesExpertId } },
        meta,
      );
      put(list().filter((r) => r.acquisitionFisheriesExpertId !== row.acquisitionFisheriesExpertId));
    },
  };
}

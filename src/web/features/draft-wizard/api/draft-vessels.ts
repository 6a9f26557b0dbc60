import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acquisitionVesselsCall,
  addAcquisitionVesselCall,
  addVesselHarbourCall,
  deleteAcquisitionVesselCall,
  deleteVesselHarbourCall,
  updateAcquisitionVesselCall,
  updateVesselHarbourCall,
  type TAcquisitionVessel,
  type TUpdateVessel,
  type TUpdateVesselHarbour,
} from '@/domain/schemas/acquisition-vessels';
import type { THarbour, TVessel } from '@/domain/schemas/reference-vessels';
import { callApi } from '../../../api/client';
import { sendOrQueue } from '../../../offline/outbox';
import { draftKeys } from './draft-keys';

export function useDraftVessels(id: string) {
  return useQuery({
    queryKey: draftKeys.draftVessels(id),
    queryFn: ({ signal }) => callApi(acquisitionVesselsCall, { params: { id }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The vessel calls of a draft; each goes through the outbox and updates the list as the service answers. */
export function useVesselCalls(id: string) {
  const queryClient = useQueryClient();
  const key = draftKeys.draftVessels(id);
  const list = () => queryClient.getQueryData<TAcquisitionVessel[]>(key) ?? [];
  const put = (rows: TAcquisitionVessel[]) => queryClient.setQueryData(key, rows);
  const replace = (row: TAcquisitionVessel) =>
    put(list().map((r) => (r.acquisitionVesselId === row.acquisitionVesselId ? row : r)));
  const meta = { entityId: id, label: 'Fartøy' };
  return {
    /**
     * Adds a vessel with a row id made here, so a row added offline shows at once and can be filled in (its later
     * changes queue behind the add). False when the add waits in the outbox.
     */
    add: async (vessel: Pick<TVessel, 'id' | 'name' | 'callSignal' | 'imo' | 'country'>) => {
      const acquisitionVesselId = crypto.randomUUID();
      const result = await sendOrQueue(
        addAcquisitionVesselCall,
        { params: { id }, body: { vesselId: vessel.id, acquisitionVesselId } },
        meta,
      );
      put([
        ...list(),
        result.status === 'sent'
          ? result.response
          : {
              acquisitionVesselId,
              vesselId: vessel.id,
              vesselRole: -1,
              phoneNumber: null,
              fromDate: null,
              toDate: null,
              daqVesselName: vessel.name,
              daqVesselCallSignal: vessel.callSignal,
              daqVesselIMO: vessel.imo,
              daqVesselCountry: vessel.country,
              harbours: [],
            },
      ]);
      return result.status === 'sent';
    },
    update: async (row: TAcquisitionVessel, body: TUpdateVessel) => {
      const result = await sendOrQueue(
        updateAcquisitionVesselCall,
        { params: { id, vesselId: row.acquisitionVesselId }, body },
        meta,
      );
      const harbours = list().find((r) => r.acquisitionVesselId === row.acquisitionVesselId)?.harbours;
      if (result.status === 'sent')
        replace({ ...result.response, harbours: harbours ?? result.response.harbours });
      else replace({ ...row, ...body, harbours: harbours ?? row.harbours } as TAcquisitionVessel);
    },
    remove: async (row: TAcquisitionVessel) => {
      await sendOrQueue(
        deleteAcquisitionVesselCall,
        { params: { id, vesselId: row.acquisitionVesselId } },
        meta,
      );
      put(list().filter((r) => r.acquisitionVesselId !== row.acquisitionVesselId));
    },
    /** Adds a harbour with a row id made here, so it shows at once, offline too. */
    addHarbour: async (row: TAcquisitionVessel, harbour: Pick<THarbour, 'id' | 'name'>) => {
      const vesselHarbourId = crypto.randomUUID();
      const result = await sendOrQueue(
        addVesselHarbourCall,
        {
          params: { id, vesselId: row.acquisitionVesselId },
          body: { harbourId: harbour.id, vesselHarbourId },
        },
        meta,
      );
      const added =
        result.status === 'sent'
          ? result.response
          : {
              vesselHarbourId,
              harbourId: harbour.id,
              harbourName: harbour.name,
              fromDate: null,
              toDate: null,
            };
      const current = list().find((r) => r.acquisitionVesselId === row.acquisitionVesselId) ?? row;
      replace({ ...current, harbours: [...current.harbours, added] });
    },
    /** Saves a harbour's dates; the cached list follows, so the dates are still there when the step opens again. */
    updateHarbour: async (vesselHarbourId: string, body: TUpdateVesselHarbour) => {
      await sendOrQueue(updateVesselHarbourCall, { params: { id, harbourId: vesselHarbourId }, body }, meta);
      put(
        list().map((row) =>
          row.harbours.some((h) => h.vesselHarbourId === vesselHarbourId)
            ? {
                ...row,
                harbours: row.harbours.map((h) =>
                  h.vesselHarbourId === vesselHarbourId
                    ? { ...h, fromDate: body.fromDate ?? null, toDate: body.toDate ?? null }
                    : h,
                ),
              }
            : row,
        ),
      );
    },
    removeHarbour: async (row: TAcquisitionVessel, vesselHarbourId: string) => {
      await sendOrQueue(deleteVesselHarbourCall, { params: { id, harbourId: vesselHarbourId } }, meta);
      const current = list().find((r) => r.acquisitionVesselId === row.acquisitionVesselId) ?? row;
      replace({
        ...current,
        harbours: current.harbours.filter((h) => h.vesselHarbourId !== vesselHarbourId),
      });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import {
  acquisitionVesselsCall,
  addAcquisitionVesselCall,
  addVesselHarbourCall,
  deleteAcquisitionVesselCall,
  deleteVesselHarbourCall,
  updateAcquisitionVesselCall,
  updateVesselHarbourCall,
  vesselHarboursCall,
} from '../../../domain/schemas/acquisition-vessels';
import { registerCall } from '../../http/register-call';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import {
  addVesselHarbour,
  deleteVesselHarbour,
  listVesselHarbours,
  updateVesselHarbour,
} from './change-harbours';
import { addVessel, deleteVessel, updateVessel } from './change-vessels';
import { vesselsOnAcquisition } from '../../db/queries/vessel-rows';

/** Vessels and their harbours on an acquisition (spec 000 s7); changes on drafts only. */
export function registerAcquisitionVessels(app: FastifyInstance): void {
  registerCall(app, acquisitionVesselsCall, async ({ params, request }) => {
    await readableAcquisition(app.db, viewerOf(request), params.id);
    return vesselsOnAcquisition(app.db, params.id);
  });
  registerCall(app, addAcquisitionVesselCall, async ({ params, body, request, reply }) => {
    const added = await addVessel(app.db, viewerOf(request), params.id, body);
    reply.code(201);
    return added;
  });
  registerCall(app, updateAcquisitionVesselCall, ({ params, body, request }) =>
    updateVessel(app.db, viewerOf(request), params.id, params.vesselId, body),
  );
  registerCall(app, deleteAcquisitionVesselCall, ({ params, request }) =>
    deleteVessel(app.db, viewerOf(request), params.id, params.vesselId),
  );
  registerCall(app, vesselHarboursCall, async ({ params, request }) => {
    await readableAcquisition(app.db, viewerOf(request), params.id);
    return listVesselHarbours(app.db, params.id, params.vesselId);
  });
  registerCall(app, addVesselHarbourCall, async ({ params, body, request, reply }) => {
    const added = await addVesselHarbour(app.db, viewerOf(request), params.id, params.vesselId, body);
    reply.code(201);
    return added;
  });
  registerCall(app, updateVesselHarbourCall, ({ params, body, request }) =>
    updateVesselHarbour(app.db, viewerOf(request), params.id, params.harbourId, body),
  );
  registerCall(app, deleteVesselHarbourCall, ({ params, request }) =>
    deleteVesselHarbour(app.db, viewerOf(request), params.id, params.harbourId),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  acquisitionFisheriesExpertsCall,
  addAcquisitionFisheriesExpertCall,
  deleteAcquisitionFisheriesExpertCall,
  updateAcquisitionFisheriesExpertCall,
} from '../../../domain/schemas/acquisition-experts';
import { registerCall } from '../../http/register-call';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import { addExpert, deleteExpert, updateExpert } from './change-experts';
import { expertsOnAcquisition } from '../../db/queries/expert-rows';

/** Fisheries experts on an acquisition (spec 000 s7); changes on drafts only. */
export function registerAcquisitionFisheriesExperts(app: FastifyInstance): void {
  registerCall(app, acquisitionFisheriesExpertsCall, async ({ params, request }) => {
    await readableAcquisition(app.db, viewerOf(request), params.id);
    return expertsOnAcquisition(app.db, params.id);
  });
  registerCall(app, addAcquisitionFisheriesExpertCall, async ({ params, body, request, reply }) => {
    const added = await addExpert(app.db, viewerOf(request), params.id, body);
    reply.code(201);
    return added;
  });
  registerCall(app, updateAcquisitionFisheriesExpertCall, ({ params, body, request }) =>
    updateExpert(app.db, viewerOf(request), params.id, params.expertId, body),
  );
  registerCall(app, deleteAcquisitionFisheriesExpertCall, ({ params, request }) =>
    deleteExpert(app.db, viewerOf(request), params.id, params.expertId),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  adminCreateLicenceCall,
  adminDeleteLicenceCall,
  adminLicenceIsEditableCall,
  adminLicencesCall,
  adminNextLicenceNoCall,
  adminUpdateLicenceCall,
} from '../../../domain/schemas/admin-licences';
import {
  adminCreateFisheriesExpertCall,
  adminCreateHarbourCall,
  adminCreateVesselCall,
  adminFisheriesExpertsCall,
  adminHarboursCall,
  adminHarboursForceRefreshCall,
  adminUpdateFisheriesExpertCall,
  adminUpdateHarbourCall,
  adminUpdateVesselCall,
  adminVesselsCall,
} from '../../../domain/schemas/admin-reference';
import { registerCall } from '../../http/register-call';
import {
  createAdminLicence,
  deleteAdminLicence,
  isLicenceEditable,
  listAdminLicences,
  nextLicenceNo,
  updateAdminLicence,
} from './admin-licences';
import { createFisheriesExpert, listFisheriesExperts, updateFisheriesExpert } from './fisheries-experts';
import { createHarbour, listHarbours, updateHarbour } from './harbours';
import { createVessel, listVessels, updateVessel } from './vessels';

/** The admin calls on reference data; the contracts carry permission 'admin'. */
export function registerAdminReferenceData(app: FastifyInstance): void {
  registerCall(app, adminFisheriesExpertsCall, () => listFisheriesExperts(app.db, true));
  registerCall(app, adminCreateFisheriesExpertCall, ({ body }) => createFisheriesExpert(app.db, body));
  registerCall(app, adminUpdateFisheriesExpertCall, ({ params, body }) => updateFisheriesExpert(app.db, params.id, body));

  registerCall(app, adminHarboursCall, () => listHarbours(app.db, true));
  registerCall(app, adminHarboursForceRefreshCall, () => listHarbours(app.db, true));
  registerCall(app, adminCreateHarbourCall, ({ body }) => createHarbour(app.db, body));
  registerCall(app, adminUpdateHarbourCall, ({ params, body }) => updateHarbour(app.db, params.id, body));

  registerCall(app, adminVesselsCall, () => listVessels(app.db, true));
  registerCall(app, adminCreateVesselCall, ({ body }) => createVessel(app.db, body));
  registerCall(app, adminUpdateVesselCall, ({ params, body }) => updateVessel(app.db, params.id, body));

  registerCall(app, adminLicencesCall, ({ query }) => listAdminLicences(app.db, query));
  registerCall(app, adminNextLicenceNoCall, () => nextLicenceNo(app.db));
  registerCall(app, adminCreateLicenceCall, ({ body }) => createAdminLicence(app.db, body));
  registerCall(app, adminUpdateLicenceCall, ({ params, body }) => updateAdminLicence(app.db, params.id, body));
  registerCall(app, adminDeleteLicenceCall, ({ params }) => deleteAdminLicence(app.db, params.id));
  registerCall(app, adminLicenceIsEditableCall, ({ params }) => isLicenceEditable(app.db, params.id));
}

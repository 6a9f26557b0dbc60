import type { FastifyInstance } from 'fastify';
import {
  adminAcquisitionsCall,
  adminCancelAcquisitionCall,
  adminSearchAcquisitionCall,
} from '../../../domain/schemas/admin-acquisitions';
import { adminDeleteUserCall, adminUsersCall } from '../../../domain/schemas/admin-users';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { cancelAcquisition, listAdminAcquisitions, searchAdminAcquisitions } from './acquisitions';
import { deactivateUser, listAdminUsers } from './users';

/** Admin calls on acquisitions and users; the contracts carry permission 'admin'. */
export function registerAdmin(app: FastifyInstance): void {
  registerCall(app, adminAcquisitionsCall, () => listAdminAcquisitions(app.db));
  registerCall(app, adminSearchAcquisitionCall, ({ body }) => searchAdminAcquisitions(app.db, body.id));
  registerCall(app, adminCancelAcquisitionCall, ({ params, body, request }) =>
    cancelAcquisition(app.db, params.id, body, viewerOf(request)),
  );
  registerCall(app, adminUsersCall, () => listAdminUsers(app.db));
  registerCall(app, adminDeleteUserCall, async ({ params, request }) => {
    const user = await deactivateUser(app.db, params.id, request.auth!.userId);
    app.accessCache.forgetUser(params.id);
    return user;
  });
}

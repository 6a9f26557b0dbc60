import type { FastifyInstance } from 'fastify';
import {
  restrictionAreasCall,
  seaAreasCall,
  validateGeometryCall,
  ZValidateGeometry,
} from '../../../domain/schemas/draft-geometry';
import { GEOMETRY_BODY_LIMIT_BYTES } from '../../../domain/geometry/limits';
import { installRawJsonBody, parseAreaBodyInPool } from '../../http/area-body';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { registerCall } from '../../http/register-call';
import { licenceShapesOf } from '../../db/queries/licence-rows';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import { loadRestrictionAreas, loadSeaAreas } from '../../db/queries/load-areas';
import { validateDraftAreas } from '../../db/queries/validate-draft-areas';
import { closeGeometryPool, configureGeometryPool } from '../../workers/geometry-pool';

/** POST /Draft/Validate, GET /AcquisitionMap/restrictionAreas and /AcquisitionMap/seaAreas. */
export function registerGeometryValidation(app: FastifyInstance): void {
  // The heavy checks of this call, of PUT /Draft/{id} and of submit run in the geometry pool (validateDraftAreas).
  configureGeometryPool({ timeBudgetMs: app.config.geometryTimeBudgetMs });
  app.addHook('onClose', closeGeometryPool);
  // Its body (up to 6 MB) is parsed and validated in the pool too: the event loop only copies bytes.
  void app.register(async (scope) => {
    installRawJsonBody(scope, GEOMETRY_BODY_LIMIT_BYTES);
    registerCall(
      scope,
      validateGeometryCall,
      async ({ body, request }) => {
        let shapes: Awaited<ReturnType<typeof licenceShapesOf>> = [];
        if (body.acquisitionId) {
          const row = await readableAcquisition(app.db, viewerOf(request), body.acquisitionId);
          if (acquisitionConfigOf(row.type ?? -1, row.lawCategory).requiresLicence)
            shapes = await licenceShapesOf(app.db, row.id);
        }
        return validateDraftAreas(app.db, { net: body.netGeometry, gross: body.grossGeometry }, shapes);
      },
      { parseBody: (raw) => parseAreaBodyInPool('validateGeometry', ZValidateGeometry, raw) },
    );
  });
  registerCall(app, restrictionAreasCall, ({ reply }) => {
    reply.header('cache-control', 'private, max-age=300');
    return loadRestrictionAreas(app.db);
  });
  registerCall(app, seaAreasCall, async ({ reply }) => {
    reply.header('cache-control', 'private, max-age=3600');
    return loadSeaAreas(app.db);
  });
}

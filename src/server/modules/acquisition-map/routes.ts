import type { FastifyInstance } from 'fastify';
import { overviewGeometryCall } from '../../../domain/schemas/overview';
import { registerCall } from '../../http/register-call';
import { viewerOf } from '../../access/viewer';
import { overviewGeometry, warmOverviewGeometry } from './overview-geometry';

/** GET /AcquisitionMap/getoverviewgeometry: every visible acquisition's display geometry (gzip when the client takes it). */
export function registerAcquisitionMap(app: FastifyInstance): void {
  // Precompute the overview and the map's body once the service is ready (not in unit tests, whose databases come and go).
  if (!process.env.VITEST) {
    app.addHook('onReady', async () => {
      void warmOverviewGeometry(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'warming the overview map failed'));
    });
  }
  registerCall(app, overviewGeometryCall, async ({ request, reply }) => {
    const body = await overviewGeometry(app.db, viewerOf(request));
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('cache-control', 'private, no-cache');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(body.gzip);
    }
    return reply.send(body.json);
  });
}

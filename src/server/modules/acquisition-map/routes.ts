import type { FastifyInstance } from 'fastify';
import { parseQueryString } from '../../../domain/overview/query-string';
import { overviewGeometryCall, overviewMapCall } from '../../../domain/schemas/overview';
import { badRequest } from '../../http/app-error';
import { registerCall } from '../../http/register-call';
import { viewerOf } from '../../access/viewer';
import { overviewSnapshot } from '../../db/read-models/overview-read-model';
import { overviewGeometry } from './overview-geometry';
import { overviewMapBody } from './overview-map';

/**
 * GET /AcquisitionMap/getoverviewgeometry: every visible acquisition's display geometry (gzip when the client takes it;
 * kept for the specification's callers, the web app reads the map by box and zoom);
 * GET /AcquisitionMap/overviewmap: the map for one box and zoom (issue 27).
 */
export function registerAcquisitionMap(app: FastifyInstance): void {
  // Load the overview's read model once the service is ready (not in unit tests, whose databases come and go).
  if (!process.env.VITEST) {
    app.addHook('onReady', async () => {
      void overviewSnapshot(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'loading the overview failed'));
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

  registerCall(app, overviewMapCall, async ({ query, request, reply }) => {
    const parsed = parseQueryString(query.query);
    if (!parsed.ok) throw badRequest('problems:overview.invalidFilter', { 'query.query': parsed.errors });
    const body = await overviewMapBody(app.db, viewerOf(request), {
      bbox: query.bbox,
      zoom: query.zoom,
      filter: parsed.filter,
      from: query.from,
      to: query.to,
      include: query.include,
    });
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('cache-control', 'private, no-cache');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(await body.gzip());
    return reply.send(body.json);
  });
}

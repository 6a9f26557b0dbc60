import type { FastifyInstance } from 'fastify';
import { parseQueryString } from '../../../domain/overview/query-string';
import { overviewNpdIdsCall, overviewPageByNpdIdCall, overviewViewCall } from '../../../domain/schemas/overview';
import { badRequest, notFound } from '../../http/app-error';
import { registerCall } from '../../http/register-call';
import { matchingRows, queryOverview } from './query-overview';
import { viewerOf } from '../../access/viewer';

function filterOf(query: string) {
  const parsed = parseQueryString(query);
  if (!parsed.ok) throw badRequest('problems:overview.invalidFilter', { 'query.Query': parsed.errors });
  return parsed.filter;
}

/** GET /Overview/view, /Overview/view/getPageByNpdId/{id}, /Overview/view/npdIds (spec 000 s7 'Overview'). */
export function registerOverview(app: FastifyInstance): void {
  registerCall(app, overviewViewCall, ({ query, request }) =>
    queryOverview(app.db, viewerOf(request), {
      filter: filterOf(query.Query),
      orderBy: query.OrderBy,
      order: query.Order,
      pageSize: query.PageSize,
      page: query.Page,
    }),
  );

  registerCall(app, overviewPageByNpdIdCall, async ({ params, query, request }) => {
    const rows = await matchingRows(app.db, viewerOf(request), { filter: filterOf(query.Query), orderBy: query.OrderBy, order: query.Order });
    const index = rows.findIndex((r) => r.npdId === params.id);
    if (index < 0) throw notFound('problems:overview.notUnderFilter', { npdId: params.id });
    return { page: Math.floor(index / query.PageSize) + 1, npdId: params.id, id: rows[index].id };
  });

  registerCall(app, overviewNpdIdsCall, async ({ query, request }) => {
    const rows = await matchingRows(app.db, viewerOf(request), { filter: filterOf(query.query), orderBy: 'npdId', order: 'asc' });
    return rows.map((r) => r.npdId);
  });
}

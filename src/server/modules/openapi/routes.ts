import type { FastifyInstance } from 'fastify';
import { apiDocsPageCall, openApiCall } from '../../../domain/schemas/openapi';
import { registerCall } from '../../http/register-call';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * GET /openapi.json and GET /docs. The document is built once, on the first request, from app.callContracts: every
 * route registered by then (all of them: requests arrive after the app is ready).
 */
export function registerOpenApi(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => (document ??= buildOpenApiDocument(app.callContracts, app.config.version));

  registerCall(app, openApiCall, ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return documentOf() as unknown as Record<string, unknown>;
  });
  registerCall(app, apiDocsPageCall, ({ reply }) => {
    page ??= renderDocsPage(documentOf());
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(page);
  });
}

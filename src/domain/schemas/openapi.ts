import { z } from 'zod';
import { defineCall } from '../contract';

/** GET /openapi.json: the OpenAPI 3.1 document of every call, generated from the contracts the routes register. */
export const openApiCall = defineCall({
  method: 'GET',
  path: '/openapi.json',
  response: z.record(z.string(), z.unknown()),
  auth: 'public',
  summary: 'OpenAPI 3.1-dokumentet for tjenesten (dette dokumentet).',
});

/** GET /docs: the same document as a page for integrators (text/html, no script). */
export const apiDocsPageCall = defineCall({
  method: 'GET',
  path: '/docs',
  response: z.string(),
  auth: 'public',
  summary: 'OpenAPI-dokumentet som side for integratorer (text/html).',
});

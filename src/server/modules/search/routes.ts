import type { FastifyInstance } from 'fastify';
import { searchCall } from '../../../domain/schemas/search';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { search } from './search-query';

/** GET /Search: cases and messages by their words, only what the viewer may open and see. */
export function registerSearch(app: FastifyInstance): void {
  registerCall(app, searchCall, ({ query, request }) => search(app.db, viewerOf(request), query));
}

import type { FastifyInstance } from 'fastify';
import { DETAIL_SECTIONS, detailSectionCalls } from '../../../domain/schemas/acquisition-details';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import { readDetailSection } from '../../db/queries/detail-sections';
import { registerCall } from '../../http/register-call';

/** GET /Acquisition/{id}/details/{section} for the nine sections (read view; reads follow the acquisition's visibility). */
export function registerAcquisitionDetails(app: FastifyInstance): void {
  for (const section of DETAIL_SECTIONS) {
    registerCall(app, detailSectionCalls[section], async ({ params, request }) => {
      const row = await readableAcquisition(app.db, viewerOf(request), params.id);
      return { ...(await readDetailSection(app.db, row, section)), version: row.version };
    });
  }
}

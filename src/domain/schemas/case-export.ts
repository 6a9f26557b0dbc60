import { z } from 'zod';
import { defineCall } from '../contract';
import { ZIdParams } from './reference-common';

/**
 * GET /Acquisitions/{id}/export: the whole case as a PDF/A document (application/pdf): header, every details
 * section, the area with its coordinates, and the timeline as the exporting user's party may see it. 404 for a case
 * the viewer may not open; 503 when too many exports wait.
 */
export const caseExportCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/export',
  params: ZIdParams,
  response: z.unknown(),
  auth: 'context',
  summary: 'Saken som PDF/A (application/pdf), slik brukerens part ser den.',
});

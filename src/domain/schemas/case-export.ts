import { z } from 'zod';
import { defineCall } from '../contract';
import { ZIdParams } from './reference-common';

/**
 * GET /Acquisitions/{id}/export: the whole case as a PDF/A document (application/pdf): header, every details
 * section, the area with its coordinates, and the timeline as the exporting user's party may see it. 404 for a case
 * the viewer may not open; 503 when too many exports wait.
 */
/** At most this many bytes of attachments are embedded in one export; the rest are listed only (and marked so). */
export const EXPORT_EMBED_MAX_BYTES = 100 * 1024 * 1024;

/**
 * attachments=list (default): the attachments listed by name, size and SHA-256 (PDF/A-1b). attachments=embed: the
 * files themselves embedded as well (PDF/A-3b, each an associated file with AFRelationship Supplement).
 */
export const ZCaseExportQuery = z.object({ attachments: z.enum(['list', 'embed']).default('list') });

export const caseExportCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/export',
  params: ZIdParams,
  query: ZCaseExportQuery,
  response: z.unknown(),
  auth: 'context',
  summary: 'Saken som PDF/A (application/pdf), slik brukerens part ser den; med attachments=embed også vedleggene (PDF/A-3).',
});

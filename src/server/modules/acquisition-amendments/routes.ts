import type { FastifyInstance } from 'fastify';
import { amendSectionCalls, changeSubmissionDiffCalls, type TSectionEdit } from '../../../domain/schemas/acquisition-amendments';
import { DETAIL_SECTIONS, type TDetailSection } from '../../../domain/schemas/acquisition-details';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { amendSection, changeSubmissionDiff } from './amend-section';

type AmendBody<S extends TDetailSection> = TSectionEdit<S> & { changeSubmissionComment: string; version: number; ownVersions?: number[]; capturedAt?: string };

/**
 * Amendments of the details sections (spec 001 s4.6, s7; issue 13): POST .../details/changeSubmission/{section} answers
 * the diff, PUT .../details/{section} stores the change submission. Both for update:acquisition holders of an owner
 * organisation (src/server/access amendableAcquisition).
 */
export function registerAcquisitionAmendments(app: FastifyInstance): void {
  for (const section of DETAIL_SECTIONS) {
    registerCall(app, changeSubmissionDiffCalls[section], async ({ params, body, request }) => {
      const { changeSubmissionComment: _comment, ...edit } = body as TSectionEdit<typeof section> & { changeSubmissionComment?: string };
      return changeSubmissionDiff(app.db, viewerOf(request), params.id, section, edit as TSectionEdit<typeof section>);
    });
    registerCall(app, amendSectionCalls[section], async ({ params, body, request }) =>
      amendSection(app.db, viewerOf(request), params.id, section, body as unknown as AmendBody<typeof section>),
    );
  }
}

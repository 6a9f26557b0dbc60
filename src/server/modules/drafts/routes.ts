import type { FastifyInstance } from 'fastify';
import { needsAdditionalOptions } from '../../../domain/enums/acquisition-type';
import {
  createDraftCall,
  draftTypeCall,
  getDraftCall,
  submitDraftCall,
  updateDraftCall,
  ZDraftInput,
} from '../../../domain/schemas/draft';
import { deleteDraftCall } from '../../../domain/schemas/overview';
import { unauthorized } from '../../http/app-error';
import { registerCall } from '../../http/register-call';
import { installRawJsonBody, parseAreaBodyInPool } from '../../http/area-body';
import { GEOMETRY_BODY_LIMIT_BYTES } from '../../../domain/geometry/limits';
import { viewerOf } from '../../access/viewer';
import { createDraft } from './create-draft';
import { deleteDraft } from './delete-draft';
import { readableAcquisition } from '../../access/acquisition-access';
import { draftOf } from './load-draft';
import { sendProblem } from './problem';
import { submitDraft } from './submit-draft';
import { updateDraft } from './update-draft';

/** POST /Draft, GET and PUT /Draft/{id}, PUT /Draft/{id}/Submit, GET /Draft/type/{type}, DELETE /Draft/{id}; every one through the access layer (src/server/access). */
export function registerDrafts(app: FastifyInstance): void {
  registerCall(app, createDraftCall, async ({ body, request, reply }) => {
    if (!request.userContext) throw unauthorized();
    const { draft, created } = await createDraft(app.db, viewerOf(request), request.userContext, body);
    reply.code(created ? 201 : 200);
    return draft;
  });

  registerCall(app, deleteDraftCall, ({ params, request }) => deleteDraft(app.db, viewerOf(request), params.id));

  registerCall(app, getDraftCall, async ({ params, request }) =>
    draftOf(app.db, await readableAcquisition(app.db, viewerOf(request), params.id)),
  );

  // Its body (up to 6 MB of areas) is parsed and validated in the geometry pool: the event loop only copies bytes.
  void app.register(async (scope) => {
    installRawJsonBody(scope, GEOMETRY_BODY_LIMIT_BYTES);
    registerCall(
      scope,
      updateDraftCall,
      async ({ params, body, request, reply }) => {
        const result = await updateDraft(app.db, viewerOf(request), params.id, body);
        if (result.ok) return result.draft;
        return sendProblem(
          request,
          reply,
          409,
          'draftVersionConflict',
          'draft-rules:errors.draftVersionConflict',
          { current: result.current },
        );
      },
      { parseBody: (raw) => parseAreaBodyInPool('draftInput', ZDraftInput, raw) },
    );
  });

  registerCall(app, submitDraftCall, async ({ params, body, request, reply }) => {
    const outcome = await submitDraft(app.db, viewerOf(request), params.id, body.version);
    switch (outcome.kind) {
      case 'submitted':
        return outcome.result;
      case 'missing':
        return sendProblem(
          request,
          reply,
          400,
          'missingRequiredItems',
          'draft-rules:errors.missingRequiredItems',
          { missing: outcome.missing },
        );
      case 'prefixMissing':
        return sendProblem(
          request,
          reply,
          400,
          'companyPrefixMissing',
          'draft-rules:errors.companyPrefixMissing',
        );
      case 'conflict':
        return sendProblem(
          request,
          reply,
          409,
          'draftVersionConflict',
          'draft-rules:errors.draftVersionConflict',
          { current: outcome.current },
        );
    }
  });

  registerCall(app, draftTypeCall, ({ params }) => needsAdditionalOptions(params.type));
}

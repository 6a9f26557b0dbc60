import type { FastifyInstance } from 'fastify';
import type { LicenceKind } from '../../../domain/enums/licence-kind';
import {
  acquisitionLicenceListCalls,
  addAcquisitionLicenceCalls,
  removeAcquisitionLicenceCall,
} from '../../../domain/schemas/acquisition-licences';
import { registerCall } from '../../http/register-call';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import { addLicence } from './add-licence';
import { licencesOnAcquisition } from '../../db/queries/licence-rows';
import { removeLicence } from './remove-licence';

/** Licences on an acquisition (spec 000 s7): a list and an add per kind, and one remove. */
export function registerAcquisitionLicences(app: FastifyInstance): void {
  for (const kind of Object.keys(acquisitionLicenceListCalls) as LicenceKind[]) {
    registerCall(app, acquisitionLicenceListCalls[kind], async ({ params, request }) => {
      await readableAcquisition(app.db, viewerOf(request), params.id);
      return licencesOnAcquisition(app.db, params.id, kind);
    });
    registerCall(app, addAcquisitionLicenceCalls[kind], async ({ params, body, request, reply }) => {
      const added = await addLicence(app.db, viewerOf(request), params.id, kind, params.licenceId, body);
      reply.code(201);
      return added;
    });
  }
  registerCall(app, removeAcquisitionLicenceCall, ({ params, request }) =>
    removeLicence(app.db, viewerOf(request), params.id, params.licenceId),
  );
}

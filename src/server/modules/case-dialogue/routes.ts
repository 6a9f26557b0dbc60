import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statementTemplate } from '../../../domain/case-dialogue/statement-templates';
import {
  approveStatementCall,
  fisheriesExpertReportCall,
  inquiryCall,
  inquiryReplyCall,
  replyToStatementCall,
  setPartyContactCall,
  statementCall,
  statementTemplateCall,
  timeWithPartiesCall,
} from '../../../domain/schemas/case-dialogue';
import { readableAcquisition } from '../../access/acquisition-access';
import { viewerOf } from '../../access/viewer';
import { registerCall } from '../../http/register-call';
import { approveStatement } from './approve-statement';
import { fileFisheriesExpertReport } from './fisheries-expert-report';
import { dialogueFromMultipart } from './multipart-body';
import { replyToInquiry, sendInquiry } from './inquiries';
import { setPartyContact } from './party-contact';
import { statementOf } from './statement';
import { timeWithPartiesOf } from './time-with-parties';
import { replyToStatement } from './write-statement';

/** The case dialogue (issue 12): statements, approvals, inquiries and replies, fisheries expert reports, party contacts, live events. */
export function registerCaseDialogue(app: FastifyInstance): void {
  const db = app.db;
  const created = <T>(reply: { code(n: number): unknown }, value: T) => {
    reply.code(201);
    return value;
  };
  registerCall(app, statementCall, ({ params, request }) => statementOf(db, viewerOf(request), params.id));
  registerCall(app, statementTemplateCall, ({ params }) => statementTemplate(params.cat, params.flag));
  // Multipart bodies are read only once the viewer may open the case (nothing is stored otherwise).
  const openCase = async (request: FastifyRequest, id: string) => (await readableAcquisition(db, viewerOf(request), id)).id;
  registerCall(
    app,
    replyToStatementCall,
    async ({ params, body, request, reply }) => created(reply, await replyToStatement(db, viewerOf(request), params.id, params.messageId, body)),
    {
      readMultipart: async ({ params, request }) =>
        dialogueFromMultipart(app, request, await openCase(request, params.id), {
          text: ['title', 'messageContent', 'approver', 'contactPerson', 'capturedAt'],
          typed: ['messageReplyType', 'DemandFisheriesExpert'],
        }),
    },
  );
  registerCall(app, approveStatementCall, async ({ params, body, request, reply }) =>
    created(reply, await approveStatement(db, viewerOf(request), params.id, params.messageId, body)),
  );
  registerCall(app, inquiryCall, async ({ params, body, request, reply }) => created(reply, await sendInquiry(db, viewerOf(request), params.id, body)), {
    readMultipart: async ({ params, request }) =>
      dialogueFromMultipart(app, request, await openCase(request, params.id), {
        text: ['MessageContent', 'capturedAt'],
        typed: ['CmpReplyIndicator', 'FdirReplyIndicator', 'HiReplyIndicator', 'NpdReplyIndicator', 'IsInquiryCmpRegulationExemption'],
      }),
  });
  registerCall(
    app,
    inquiryReplyCall,
    async ({ params, body, request, reply }) => created(reply, await replyToInquiry(db, viewerOf(request), params.id, params.inquiryId, body)),
    { readMultipart: async ({ params, request }) => dialogueFromMultipart(app, request, await openCase(request, params.id), { text: ['MessageContent', 'capturedAt'] }) },
  );
  registerCall(
    app,
    fisheriesExpertReportCall,
    async ({ params, body, request, reply }) => created(reply, await fileFisheriesExpertReport(db, viewerOf(request), params.id, body)),
    { readMultipart: async ({ params, request }) => dialogueFromMultipart(app, request, await openCase(request, params.id), { text: ['messageContent', 'capturedAt'] }) },
  );
  registerCall(app, setPartyContactCall, ({ params, body, request }) => setPartyContact(db, viewerOf(request), params.id, body.userProfileId));
  registerCall(app, timeWithPartiesCall, ({ params, request }) => timeWithPartiesOf(db, viewerOf(request), params.id));
}

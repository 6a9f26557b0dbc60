import { ZActor } from '../enums/actor';
import { z } from 'zod';
import { defineCall } from '../contract';
import { FisheriesExpertDemand } from '../enums/fisheries-expert-demand';
import { ZInquiryReplyIndicator } from '../enums/inquiry-reply-indicator';
import { ZLawCategoryParam } from '../enums/law-category';
import { OFFERED_REPLY_TYPES, ReplyType } from '../enums/reply-type';
import { ZAcquisitionContactPerson, ZCapturedAt } from './acquisition';
import { ZAttachmentIds } from './attachments';
import { ZTimelineMessage } from './messages';
import { ZIdParams } from './reference-common';
import { zText } from './safe-input';

/**
 * The case dialogue (spec 001 s3 'Inquiry', 'Statement reply', 'Approval', 'Statement template', s4.3-4.5, s5, s7
 * 'Messages'; issue 12). Each POST answers the new message as the caller sees it (201); a repeat with the same
 * Idempotency-Key answers the same. Validation and problem messages are keys of locales/nb/case-dialogue.json.
 * {id} of /Messages/{id}/... is the acquisition, except GET /Messages/{id}/statement (the statement's id).
 * Statements, inquiries, replies and fisheries expert reports carry attachments as notes do (schemas/notes.ts):
 * JSON with attachmentIds uploaded before (tus; the outbox), or multipart/form-data with the body's fields as text
 * parts (numbers and booleans as JSON text) and any number of file parts.
 */
export const DIALOGUE_VALIDATION = {
  required: 'case-dialogue:validation.required',
  tooLong: 'case-dialogue:validation.tooLong',
  choice: 'case-dialogue:validation.choice',
  contactPersonRequired: 'case-dialogue:validation.contactPersonRequired',
  demandRequired: 'case-dialogue:validation.demandRequired',
} as const;

export const DIALOGUE_PROBLEM = {
  notAllowed: 'case-dialogue:errors.notAllowed',
  notAStatement: 'case-dialogue:errors.notAStatement',
  notAnInquiry: 'case-dialogue:errors.notAnInquiry',
  alreadyHandled: 'case-dialogue:errors.statementAlreadyHandled',
  alreadyStated: 'case-dialogue:errors.statementAlreadyWritten',
  notRouted: 'case-dialogue:errors.notRouted',
  missingStatements: 'case-dialogue:errors.missingStatements',
  notAnApprover: 'case-dialogue:errors.notAnApprover',
  notOfParty: 'case-dialogue:errors.contactNotOfParty',
  caseClosed: 'case-dialogue:errors.caseClosed',
} as const;

const V = DIALOGUE_VALIDATION;
/** Message text: up to 10000 rows (spec 001 s9); a generous character cap keeps one message readable. */
export const MESSAGE_CONTENT_MAX = 100_000;
const content = (required: boolean) => {
  const text = zText({ message: V.required }).trim().max(MESSAGE_CONTENT_MAX, { message: V.tooLong });
  return required ? text.min(1, { message: V.required }) : text.default('');
};
const ZUserId = z.uuid({ message: V.choice });

/** POST /Messages/{id}/replyTo/{messageId}: a statement on a routed message, or the follow-up of a declined statement. */
export const ZStatementReply = z.object({
  /** Filled from a statement template; optional. */
  title: zText().trim().max(400, { message: V.tooLong }).optional(),
  messageContent: content(true),
  /** Reply type (10, 50, 20 offered): required, every statement writer is a non-company user. */
  messageReplyType: z
    .enum(ReplyType, { error: (i) => (i.input === undefined || i.input === null ? V.required : V.choice) })
    .refine((t) => OFFERED_REPLY_TYPES.includes(t), { message: V.choice }),
  /** The party's approver asked to approve (GET /UserProfile/approvers); optional. */
  approver: ZUserId.nullable().optional(),
  /** The party's contact person on the case: required unless the statement is on a changed submission. */
  contactPerson: ZUserId.nullable().optional(),
  /** Fisheries expert demanded (Required 1, yes) or not (Exemption 0, no): required of the fisheries directorate. */
  DemandFisheriesExpert: z.union([z.literal(FisheriesExpertDemand.Required), z.literal(FisheriesExpertDemand.Exemption)], { message: V.choice }).nullable().optional(),
  capturedAt: ZCapturedAt,
  attachmentIds: ZAttachmentIds.default([]),
});
export type TStatementReply = z.input<typeof ZStatementReply>;

/** POST /Messages/{id}/approve/{messageId} (approveSubmissionDto): approve, or decline with a reason. */
export const ZApproval = z
  .object({
    messageContent: content(false),
    IsApproved: z.boolean({ message: V.required }),
    /**
     * The regulator's approval of the case while a statement of the fisheries directorate or the research
     * institute is not approved: an explicit decision to approve regardless (docs/decisions.md).
     */
    approveDespiteMissingStatements: z.boolean().optional(),
    capturedAt: ZCapturedAt,
  })
  .superRefine((v, ctx) => {
    if (!v.IsApproved && !v.messageContent) ctx.addIssue({ code: 'custom', path: ['messageContent'], message: V.required });
  });
export type TApproval = z.input<typeof ZApproval>;

/** POST /Messages/{id}/inquiry: recipients by their reply indicators (src/domain/case-dialogue/inquiry-rules.ts). */
export const ZInquiry = z.object({
  MessageContent: content(true),
  CmpReplyIndicator: ZInquiryReplyIndicator.nullable().optional(),
  FdirReplyIndicator: ZInquiryReplyIndicator.nullable().optional(),
  HiReplyIndicator: ZInquiryReplyIndicator.nullable().optional(),
  NpdReplyIndicator: ZInquiryReplyIndicator.nullable().optional(),
  /** Inquiry type 4006 (regulation exemption) instead of 4005; regulator users only. */
  IsInquiryCmpRegulationExemption: z.boolean().optional(),
  capturedAt: ZCapturedAt,
  attachmentIds: ZAttachmentIds.default([]),
});
export type TInquiry = z.input<typeof ZInquiry>;

/** POST /Messages/{id}/inquiry/{inquiryId}/replyTo; a company's reply may come from the outbox (capturedAt). */
export const ZInquiryReply = z.object({ MessageContent: content(true), capturedAt: ZCapturedAt, attachmentIds: ZAttachmentIds.default([]) });
export type TInquiryReply = z.input<typeof ZInquiryReply>;

/** POST /Messages/{id}/fisheriesExpertReport (type 7000). */
export const ZFisheriesExpertReport = z.object({ messageContent: content(true), capturedAt: ZCapturedAt, attachmentIds: ZAttachmentIds.default([]) });
export type TFisheriesExpertReport = z.input<typeof ZFisheriesExpertReport>;

/** GET /Messages/{id}/statement: a statement (or follow-up) with what the drawers need. */
export const ZStatement = z.object({
  messageId: z.uuid(),
  messageType: z.number().int(),
  title: z.string().nullable(),
  messageContent: z.string(),
  messageReplyType: z.number().int().nullable(),
  approver: z.uuid().nullable(),
  contactPerson: z.uuid().nullable(),
  DemandFisheriesExpert: z.number().int().nullable(),
  statementState: z.enum(['awaitingApproval', 'approved', 'declined', 'followedUp']),
  /** The submission or change submission it answers. */
  routedMessageId: z.uuid().nullable(),
  isOnChangeSubmission: z.boolean(),
});
export type TStatement = z.infer<typeof ZStatement>;

export const ZStatementTemplate = z.object({ title: z.string(), content: z.string() });
export type TStatementTemplate = z.infer<typeof ZStatementTemplate>;

const ZMessageParams = z.object({ id: z.uuid({ message: 'id must be a uuid' }), messageId: z.uuid({ message: 'messageId must be a uuid' }) });
const ZInquiryParams = z.object({ id: z.uuid({ message: 'id must be a uuid' }), inquiryId: z.uuid({ message: 'inquiryId must be a uuid' }) });
const ZTemplateParams = z.object({
  cat: ZLawCategoryParam,
  flag: z.enum(['true', 'false', 'True', 'False'], { message: 'flag must be true or false' }).transform((f) => f.toLowerCase() === 'true'),
});

export const statementCall = defineCall({ method: 'GET', path: '/Messages/{id}/statement', params: ZIdParams, response: ZStatement, auth: 'context' });
export const replyToStatementCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/replyTo/{messageId}',
  params: ZMessageParams,
  body: ZStatementReply,
  response: ZTimelineMessage,
  auth: 'context',
  multipart: true,
});
export const approveStatementCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/approve/{messageId}',
  params: ZMessageParams,
  body: ZApproval,
  response: ZTimelineMessage,
  auth: 'context',
});
export const inquiryCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/inquiry',
  params: ZIdParams,
  body: ZInquiry,
  response: ZTimelineMessage,
  auth: 'context',
  multipart: true,
});
export const inquiryReplyCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/inquiry/{inquiryId}/replyTo',
  params: ZInquiryParams,
  body: ZInquiryReply,
  response: ZTimelineMessage,
  auth: 'context',
  multipart: true,
});
export const fisheriesExpertReportCall = defineCall({
  method: 'POST',
  path: '/Messages/{id}/fisheriesExpertReport',
  params: ZIdParams,
  body: ZFisheriesExpertReport,
  response: ZTimelineMessage,
  auth: 'context',
  multipart: true,
  permission: 'create:fisheries-expert-report',
});
export const statementTemplateCall = defineCall({
  method: 'GET',
  path: '/Messages/Templates/LawCategory/{cat}/IsChangeSubmissionStatement/{flag}',
  params: ZTemplateParams,
  response: ZStatementTemplate,
  auth: 'context',
});

/** PUT /Acquisitions/{id}/contactPersons: the viewer's party's contact person on the case (update:contact-person, dynamic). */
export const ZSetPartyContact = z.object({ userProfileId: z.uuid({ message: V.choice }) });
export const setPartyContactCall = defineCall({
  method: 'PUT',
  path: '/Acquisitions/{id}/contactPersons',
  params: ZIdParams,
  body: ZSetPartyContact,
  response: z.array(ZAcquisitionContactPerson),
  auth: 'context',
  permission: 'update:contact-person',
});

/** GET /Acquisitions/{id}/timeWithParties: milliseconds the case has waited on each party (the header's line). */
export const ZTimeWithParties = z.object({
  npd: z.number(),
  fdir: z.number(),
  hi: z.number(),
  cmp: z.number(),
  /** Whom the case waits on now and since when (YYYY-MM-DD), earliest first (taskStateOf, issue 23). */
  waitingOn: z.array(z.object({ party: ZActor, since: z.string() })),
});
export type TTimeWithParties = z.infer<typeof ZTimeWithParties>;
export const timeWithPartiesCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/timeWithParties',
  params: ZIdParams,
  response: ZTimeWithParties,
  auth: 'context',
});

/**
 * GET /Acquisitions/{id}/events: server-sent events of the case's timeline (text/event-stream, not JSON): 'ready',
 * then 'message' {acquisitionId, messageId} per new or changed message. once=true: 'ready' only, then closed.
 */
export const ZTimelineEvent = z.object({ acquisitionId: z.uuid(), messageId: z.uuid() });
export const timelineEventsCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/events',
  params: ZIdParams,
  query: z.object({ once: z.enum(['true', 'false'], { message: 'once must be true or false' }).optional().transform((v) => v === 'true') }),
  response: z.unknown(),
  auth: 'context',
});

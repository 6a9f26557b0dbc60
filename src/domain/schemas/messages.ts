import { z } from 'zod';
import { ZTimelineCursor, TIMELINE_PAGE_MAX } from '../case-dialogue/timeline-cursor';
import { defineCall } from '../contract';
import { ZActor } from '../enums/actor';
import { ZInquiryReplyIndicator } from '../enums/inquiry-reply-indicator';
import { ZNeedAction } from '../enums/need-action';
import { ZAttachment } from './attachments';
import { ZIdParams } from './reference-common';

/**
 * A message on an acquisition's timeline, as the viewer sees it (spec 001 s3 'Message'). The message store is
 * one table for every type (status changes, submission, notes, inquiries, replies, statements, approvals,
 * reports); type-specific data lives in `payload` (e.g. a pause's plannedToDate, an inquiry's recipients) and
 * the named fields below are filled from it where the spec names them. The indicator fields are the viewer's
 * party's state. Dates: instants ISO 8601, calendar dates YYYY-MM-DD.
 */
export { ZAttachment, type TAttachment } from './attachments';

export const ZAuditUser = z.object({
  createdBy: z.string(),
  createdByUserId: z.uuid().nullable(),
  /** The author's party and organisation. */
  createdByParty: ZActor,
  createdByOrganisationName: z.string().nullable(),
  signature: z.string(),
  /** When the service received it. */
  createdDate: z.string(),
  modifiedBy: z.string().nullable(),
  modifiedDate: z.string().nullable(),
});

/** Per-party reply tracking of an inquiry (hi, fdir, npd, cmp); null where the party is not asked. */
const ZPartyIndicators = z.object({
  hi: ZInquiryReplyIndicator.nullable(),
  fdir: ZInquiryReplyIndicator.nullable(),
  npd: ZInquiryReplyIndicator.nullable(),
  cmp: ZInquiryReplyIndicator.nullable(),
});
const ZPartyFlags = z.object({ hi: z.boolean(), fdir: z.boolean(), npd: z.boolean(), cmp: z.boolean() });

export const ZTimelineMessage = z.object({
  messageId: z.uuid(),
  acquisitionId: z.uuid(),
  messageType: z.number().int(),
  /** auditUser.createdDate: when the service received it. */
  createdDate: z.string(),
  /** When it was made on the device (offline, on board), when that differs; else null. */
  capturedAt: z.string().nullable(),
  auditUser: ZAuditUser,
  repliesTo: z.uuid().nullable(),
  messageContent: z.string(),
  statusChangeReason: z.number().int().nullable(),
  statusChangedComment: z.string().nullable(),
  /** Pause: the planned resume date. */
  plannedToDate: z.string().nullable(),
  replyType: z.number().int().nullable(),
  demandFisheriesExpert: z.number().int().nullable(),
  lawCategory: z.number().int().nullable(),
  attachments: z.array(ZAttachment),
  // Statement state (issue 12).
  isDeclined: z.boolean(),
  isApproved: z.boolean(),
  hasBeenFollowedUp: z.boolean(),
  handledBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** Who followed a declined statement up (the party's case handler; handledBy names who declined it). */
  followedUpBy: z.string().nullable(),
  /**
   * The regulator's statement whose approval approves the case: the parties whose statements are not approved yet
   * (the approver is asked before approving; empty otherwise).
   */
  approvalMissingParties: z.array(ZActor),
  // Notes (issue 11): an archived note's archive pdf, downloaded as an attachment of the note
  // (POST /Messages/{messageId}/attachment/{archivePdf.id}); it is not in `attachments`.
  isArchived: z.boolean(),
  archivePdf: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  // The viewer's party's indicators (spec 001 s4.5), each switched off once.
  approachingDeadline: z.boolean(),
  taskPending: z.boolean(),
  toInformation: z.boolean(),
  /**
   * Whose turn it is (taskStateOf, issue 23): the deadline of the open task (the viewer's party's own when it has the
   * task; null once done or decided), whether the viewer's party's clock is stopped while it waits on the company, and
   * the parties that must act on the message now.
   */
  deadline: z.string().nullable(),
  clockStopped: z.boolean(),
  taskParties: z.array(ZActor),
  replyAction: ZNeedAction,
  replyIndicators: ZPartyIndicators,
  hasReplied: ZPartyFlags,
  /** Type-specific data not named above (change submissions, reports, recipients, ...). */
  payload: z.record(z.string(), z.unknown()),
});
export type TTimelineMessage = z.infer<typeof ZTimelineMessage>;

/**
 * A page of the timeline, newest first: `limit` messages at most, older than the cursor `before` (the last message of
 * the page before; timelineCursorOf). Without `limit` the answer holds every message older than `before` (or all of
 * them): the calls of other clients and the tests. A page shorter than its limit is the last one.
 */
export const ZTimelineQuery = z.object({
  before: ZTimelineCursor.optional(),
  limit: z.coerce.number().int().min(1).max(TIMELINE_PAGE_MAX).optional(),
});

export const timelineCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/timeline',
  params: ZIdParams,
  query: ZTimelineQuery,
  response: z.array(ZTimelineMessage),
  auth: 'context',
});

/**
 * Indicators, {id} is the message id. Each answers the message as the viewer now sees it; 404 when the viewer may
 * not see the message; 409 'indicatorAlreadyOff' when it is already off (a repeat with the same Idempotency-Key
 * answers the first answer). Clock: update:deadline-indicator; star: update:reply-indicator; eye: any viewer of the party.
 */
export const setClockOffCall = defineCall({
  method: 'PUT',
  path: '/Messages/{id}/setClockOff',
  params: ZIdParams,
  response: ZTimelineMessage,
  auth: 'context',
  permission: 'update:deadline-indicator',
});
export const setReplyIndicatorOffCall = defineCall({
  method: 'PUT',
  path: '/Messages/{id}/setMessageReplyIndicatorOff',
  params: ZIdParams,
  response: ZTimelineMessage,
  auth: 'context',
  permission: 'update:reply-indicator',
});
export const infoIconOffCall = defineCall({
  method: 'PUT',
  path: '/Messages/{id}/InfoIconOff',
  params: ZIdParams,
  response: ZTimelineMessage,
  auth: 'context',
});

import { z } from 'zod';
import { defineCall } from '../contract';
import { ZAccomplishmentStatus } from '../enums/accomplishment-status';
import { ZAreaGeometry } from '../geometry/types';
import { ZStatusChangeAction } from '../enums/status-change-action';
import { ZAcquisitionConfig } from './draft-config';
import { ZIdParams } from './reference-common';
import { calendarDate, dateTimeInRange } from './safe-input';

/**
 * The acquisition page (spec 001 s3 'Acquisition', s7 'Acquisition'; issue 9). Validation and problem
 * messages are keys of locales/nb/acquisition-rules.json.
 */
export const ACQUISITION_VALIDATION = {
  required: 'acquisition-rules:validation.required',
  date: 'acquisition-rules:validation.date',
  dateTime: 'acquisition-rules:validation.dateTime',
  choice: 'acquisition-rules:validation.choice',
  tooLong: 'acquisition-rules:validation.tooLong',
  boolean: 'acquisition-rules:validation.boolean',
  /** A status change with the reason 'other' and no comment. */
  commentForOther: 'acquisition-rules:validation.commentForOther',
} as const;

/** Problem details of the acquisition calls (detail keys; `code` is the stable machine code). */
export const ACQUISITION_PROBLEM = {
  notFound: 'acquisition-rules:errors.notFound',
  /** 409 code 'statusChangeNotAllowed': the current status no longer allows the change (member currentStatus). */
  statusChangeNotAllowed: 'acquisition-rules:errors.statusChangeNotAllowed',
  /** 403: the role (or organisation) may not make this status change. */
  statusChangeForbidden: 'acquisition-rules:errors.statusChangeForbidden',
  /** 403: the role lacks the permission of the call. */
  forbidden: 'acquisition-rules:errors.forbidden',
  /** 404: no such message on a timeline the viewer sees. */
  messageNotFound: 'acquisition-rules:errors.messageNotFound',
  /** 409: the indicator is already off (switched off once). */
  indicatorAlreadyOff: 'acquisition-rules:errors.indicatorAlreadyOff',
} as const;

/** A company (owner, on-behalf company) on the page. */
export const ZAcquisitionCompany = z.object({ npdId: z.number().int(), name: z.string() });

/**
 * GET /Acquisitions/{id}: the page's header and what the page needs to decide on (spec 001 s3). `statusOptions`
 * are the allowed actions of the viewer (the same as GET /allowedActions); `version` is raised by every change of
 * the acquisition (status changes included). Dates are YYYY-MM-DD, instants ISO 8601.
 */
export const ZAcquisition = z.object({
  id: z.uuid(),
  npdId: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  /** The organisation the acquisition belongs to. */
  companyId: z.number().int().nullable(),
  /** Law category OnBehalfOfCompany: the company reported for. */
  onBehalfOfCompany: ZAcquisitionCompany.nullable(),
  status: ZAccomplishmentStatus,
  /** The stored type (main or detailed 41xxx-53xxx) and its main type. */
  type: z.number().int(),
  mainType: z.number().int(),
  lawCategory: z.number().int(),
  /** Only for law category PerformedByGovernment. */
  governmentReason: z.number().int().nullable(),
  oceanArea: z.string().nullable(),
  statusOptions: z.array(ZStatusChangeAction),
  /** Planned resume date of a paused acquisition (the last pause's plannedToDate). */
  statusPlannedToDate: z.string().nullable(),
  /** Reason and comment of the last status change (pause, cancel). */
  statusChangeReason: z.number().int().nullable(),
  statusChangeComment: z.string().nullable(),
  submittedToOED: z.boolean(),
  /** 'All fisheries reports received' (the spec's field name): set by finishWithDoc. */
  allFisheriesReportsRevived: z.boolean(),
  plannedStartDate: z.string().nullable(),
  plannedEndDate: z.string().nullable(),
  /** Actual dates (start-up and finish reports). */
  accomplishmentStartDate: z.string().nullable(),
  accomplishmentEndDate: z.string().nullable(),
  /** The display geometry (gross, else net; simplified), for the header map and zoom. */
  geometry: ZAreaGeometry.nullable(),
  acquisitionConfig: ZAcquisitionConfig,
  submittedAt: z.string().nullable(),
  version: z.number().int(),
});
export type TAcquisition = z.infer<typeof ZAcquisition>;

/** Who a contact person represents (spec 001 s3). */
export const ZRepresenting = z.enum(['Company', 'NOD', 'FDIR', 'HI']);
export type TRepresenting = z.infer<typeof ZRepresenting>;

/** A contact person on the acquisition (spec 001 s3 'Contact persons'); userProfileId null for a person without an account. */
export const ZAcquisitionContactPerson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  userProfileId: z.uuid().nullable(),
  representing: ZRepresenting,
  isOnBehalfOfCompany: z.boolean(),
  onBehalfOfCompanyContactPerson: z.boolean(),
});
export type TAcquisitionContactPerson = z.infer<typeof ZAcquisitionContactPerson>;

/** A YYYY-MM-DD date of these calls (the shared date schema: a real date inside the service's range). */
export const ZPageDate = calendarDate(ACQUISITION_VALIDATION.date);

/**
 * When the change was made on the device (offline, on board); stored beside the time the service received it
 * and shown on the timeline. Optional; a time in the future is taken as the received time.
 */
export const ZCapturedAt = dateTimeInRange({ offset: true, message: ACQUISITION_VALIDATION.dateTime }).optional();

export const ZAllowedActions = z.array(ZStatusChangeAction);

export const getAcquisitionCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}',
  params: ZIdParams,
  response: ZAcquisition,
  auth: 'context',
});
export const allowedActionsCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/allowedActions',
  params: ZIdParams,
  response: ZAllowedActions,
  auth: 'context',
});
export const acquisitionContactPersonsCall = defineCall({
  method: 'GET',
  path: '/Acquisitions/{id}/contactPersons',
  params: ZIdParams,
  response: z.array(ZAcquisitionContactPerson),
  auth: 'context',
});

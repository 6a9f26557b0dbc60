import { z } from 'zod';
import { defineCall, ZProblem } from '../contract';
import { ZSectionDiff } from '../diff/diff-types';
import { ZLicenceType } from '../enums/licence-type';
import { ZVesselRole } from '../enums/vessel-role';
import { ZCheckedGeometryInput } from '../geometry/geometry-input-schema';
import { GEOMETRY_BODY_LIMIT_BYTES } from '../geometry/limits';
import { ZCapturedAt, ZRepresenting } from './acquisition';
import type { TDetailSection } from './acquisition-details';
import { ZCalendarDate, ZDraftText, ZPhone, ZQuantity, ZSensor, ZSource } from './draft-fields';
import { ZIdParams, ZInt32 } from './reference-common';
import { zText } from './safe-input';

/**
 * Amendments of a submitted acquisition (spec 001 s2.4, s4.6, s7 'Details sections'; issue 13):
 * POST /Acquisition/{id}/details/changeSubmission/{section} answers the diff of the edit against the stored section,
 * PUT /Acquisition/{id}/details/{section} stores it as a change submission (comment required, the version the edit
 * was based on; 409 'acquisitionVersionConflict' with the current section when it is stale). The bodies carry the
 * section's own fields (as the GET answers them; display names are ignored, the service looks them up).
 */
export const AMENDMENT_VALIDATION = {
  required: 'amendments:validation.required',
  tooLong: 'amendments:validation.tooLong',
  duplicate: 'amendments:validation.duplicate',
} as const;

export const AMENDMENT_PROBLEM = {
  /** 403: the viewer may not amend this acquisition (role, organisation or status). */
  forbidden: 'amendments:problems.forbidden',
  /** 409 code 'acquisitionVersionConflict': the acquisition changed since the edit began (members current, version). */
  versionConflict: 'amendments:problems.versionConflict',
  /** 400 code 'amendmentInvalid': a rule of spec 001 s5 fails (member fields: field -> message keys). */
  invalid: 'amendments:problems.invalid',
  /** 400 code 'areaInvalid': a changed area fails the wizard's area check (licences, shelf; fields: area -> geometry:validation keys). */
  areaInvalid: 'amendments:problems.areaInvalid',
  /** 400: nothing changed (Confirm is disabled with no changes). */
  noChanges: 'amendments:problems.noChanges',
  /** 400: a vessel or fisheries expert that is not deletable was removed. */
  notDeletable: 'amendments:problems.notDeletable',
  /** 400 code 'amendmentInvalid': an on-behalf company's contact person on a case not reported on behalf of a company. */
  notOnBehalf: 'amendments:problems.notOnBehalf',
  /** 400: a vessel, harbour, expert, licence or person named does not exist. */
  unknownReference: 'amendments:problems.unknownReference',
} as const;

const ZRowId = z.uuid({ message: AMENDMENT_VALIDATION.required });
const nullableDate = ZCalendarDate.nullable().default(null);

const unique = (keys: string[]) => new Set(keys).size === keys.length;

export const ZGeneralCommentEdit = z.object({ comment: ZDraftText.nullable().default(null) });
export const ZAmountEdit = z.object({
  quantityKm: ZQuantity.nullable().default(null),
  quantityKm2: ZQuantity.nullable().default(null),
  quantityTb: ZQuantity.nullable().default(null),
});
export const ZConductorEdit = z.object({ companyConductorNpdId: ZInt32.nullable().default(null) });
export const ZSensorEdit = z.object({ sensor: ZSensor });
export const ZSourceEdit = z.object({ source: ZSource });

/** The owner's contact person (a user of the owner organisation) and the on-behalf company's contact (free fields). */
const ZContactPersonEdit = z.object({
  representing: ZRepresenting,
  isOnBehalfOfCompany: z.boolean().default(false),
  userProfileId: z.uuid().nullable().default(null),
  firstName: zText().max(400, { message: AMENDMENT_VALIDATION.tooLong }).default(''),
  lastName: zText().max(400, { message: AMENDMENT_VALIDATION.tooLong }).default(''),
  email: zText().max(300, { message: AMENDMENT_VALIDATION.tooLong }).default(''),
  phone: zText().max(50, { message: AMENDMENT_VALIDATION.tooLong }).default(''),
});
export const ZContactPersonsEdit = z.object({ contactPersons: z.array(ZContactPersonEdit).max(20) });

const ZExpertEdit = z.object({
  acquisitionFisheriesExpertId: ZRowId,
  fisheriesExpertId: ZRowId,
  fromDate: nullableDate,
  toDate: nullableDate,
  phoneNumber: ZPhone.nullable().default(null),
});
export const ZFisheriesExpertEdit = z.object({
  fisheriesExperts: z
    .array(ZExpertEdit)
    .max(100)
    .refine((items) => unique(items.map((i) => i.acquisitionFisheriesExpertId)), { message: AMENDMENT_VALIDATION.duplicate })
    .refine((items) => unique(items.map((i) => i.fisheriesExpertId)), { message: AMENDMENT_VALIDATION.duplicate }),
});

const ZHarbourEdit = z.object({ vesselHarbourId: ZRowId, harbourId: ZRowId, fromDate: nullableDate, toDate: nullableDate });
const ZVesselEdit = z.object({
  acquisitionVesselId: ZRowId,
  vesselId: ZRowId,
  vesselRole: ZVesselRole.default(-1),
  phoneNumber: ZPhone.nullable().default(null),
  fromDate: nullableDate,
  toDate: nullableDate,
  harbours: z
    .array(ZHarbourEdit)
    .max(100)
    .refine((items) => unique(items.map((i) => i.vesselHarbourId)), { message: AMENDMENT_VALIDATION.duplicate })
    .refine((items) => unique(items.map((i) => i.harbourId)), { message: AMENDMENT_VALIDATION.duplicate })
    .default([]),
});
export const ZVesselsEdit = z.object({
  vessels: z
    .array(ZVesselEdit)
    .max(100)
    .refine((items) => unique(items.map((i) => i.acquisitionVesselId)), { message: AMENDMENT_VALIDATION.duplicate })
    .refine((items) => unique(items.map((i) => i.vesselId)), { message: AMENDMENT_VALIDATION.duplicate }),
});

const ZLicenceEdit = z.object({ licenceType: ZLicenceType, npdIdLicence: ZInt32 });
const licenceList = z.array(ZLicenceEdit).max(500).default([]);
export const ZTimeAndAreaEdit = z.object({
  plannedStartDate: nullableDate,
  plannedEndDate: nullableDate,
  environmentalComment: ZDraftText.nullable().default(null),
  isDataSalable: z.boolean().nullable().default(null),
  grossGeometry: ZCheckedGeometryInput.nullable().default(null),
  netGeometry: ZCheckedGeometryInput.nullable().default(null),
  productionLicences: licenceList,
  surveys: licenceList,
  co2SurveyLicence: licenceList,
  co2Exploitations: licenceList,
  co2Explorations: licenceList,
});

export const SECTION_EDIT_SCHEMAS = {
  GeneralComment: ZGeneralCommentEdit,
  ContactPersons: ZContactPersonsEdit,
  Conductor: ZConductorEdit,
  FisheriesExpert: ZFisheriesExpertEdit,
  Amount: ZAmountEdit,
  Sensor: ZSensorEdit,
  Source: ZSourceEdit,
  Vessels: ZVesselsEdit,
  TimeAndArea: ZTimeAndAreaEdit,
} as const satisfies Record<TDetailSection, z.ZodObject>;
export type TSectionEdit<S extends TDetailSection> = z.output<(typeof SECTION_EDIT_SCHEMAS)[S]>;
export type TSectionEditInput<S extends TDetailSection> = z.input<(typeof SECTION_EDIT_SCHEMAS)[S]>;

/** The change submission comment: required on PUT, empty on the diff call (spec 001 s7). */
const ZComment = zText().trim().max(10000, { message: AMENDMENT_VALIDATION.tooLong });
export const ZVersion = ZInt32.min(1);

const diffBody = <S extends TDetailSection>(section: S) =>
  SECTION_EDIT_SCHEMAS[section].extend({ changeSubmissionComment: ZComment.optional() });
const updateBody = <S extends TDetailSection>(section: S) =>
  SECTION_EDIT_SCHEMAS[section].extend({
    changeSubmissionComment: ZComment.min(1, { message: AMENDMENT_VALIDATION.required }),
    version: ZVersion,
    /**
     * The versions this device's own earlier changes of the acquisition produced after the edit began (its outbox
     * chain, issue 25): the service does not take those changes for another party's. Only another change of the same
     * section since `version` is a conflict.
     */
    ownVersions: z.array(ZVersion).max(200).optional(),
    /** When the amendment was made on the device (prepared offline). */
    capturedAt: ZCapturedAt,
  });

/**
 * Answer of PUT: the acquisition's new version, the stored diff and the timeline message written. acquisitionId names
 * the entity the version is of, so the outbox gives that version to the next amendment prepared offline (otherwise the
 * second of two amendments made at sea would meet the first as a conflict).
 */
export const ZAmendmentResult = z.object({
  acquisitionId: z.uuid(),
  version: z.number().int(),
  messageId: z.uuid(),
  messageType: z.union([z.literal(3001), z.literal(3002)]),
  diff: ZSectionDiff,
});
export type TAmendmentResult = z.infer<typeof ZAmendmentResult>;

/**
 * 409 of PUT: another change of the same section was stored since the edit began (a change of another section, a
 * report or a status change is no conflict); `current` is the section now, `version` the current one.
 */
export const ZAmendmentConflictProblem = ZProblem.extend({
  code: z.literal('acquisitionVersionConflict'),
  version: z.number().int(),
  current: z.unknown(),
});

const diffCall = <S extends TDetailSection>(section: S) =>
  defineCall({
    method: 'POST',
    path: `/Acquisition/{id}/details/changeSubmission/${section}`,
    params: ZIdParams,
    body: diffBody(section),
    response: ZSectionDiff,
    auth: 'context',
    permission: 'update:acquisition',
    ...(section === 'TimeAndArea' ? { bodyLimit: GEOMETRY_BODY_LIMIT_BYTES } : {}),
  });
const updateCall = <S extends TDetailSection>(section: S) =>
  defineCall({
    method: 'PUT',
    path: `/Acquisition/{id}/details/${section}`,
    params: ZIdParams,
    body: updateBody(section),
    response: ZAmendmentResult,
    auth: 'context',
    permission: 'update:acquisition',
    ...(section === 'TimeAndArea' ? { bodyLimit: GEOMETRY_BODY_LIMIT_BYTES } : {}),
  });

/** POST /Acquisition/{id}/details/changeSubmission/{section}, one contract per section. */
export const changeSubmissionDiffCalls = {
  GeneralComment: diffCall('GeneralComment'),
  ContactPersons: diffCall('ContactPersons'),
  Conductor: diffCall('Conductor'),
  FisheriesExpert: diffCall('FisheriesExpert'),
  Amount: diffCall('Amount'),
  Sensor: diffCall('Sensor'),
  Source: diffCall('Source'),
  Vessels: diffCall('Vessels'),
  TimeAndArea: diffCall('TimeAndArea'),
} as const;
/** PUT /Acquisition/{id}/details/{section}, one contract per section. */
export const amendSectionCalls = {
  GeneralComment: updateCall('GeneralComment'),
  ContactPersons: updateCall('ContactPersons'),
  Conductor: updateCall('Conductor'),
  FisheriesExpert: updateCall('FisheriesExpert'),
  Amount: updateCall('Amount'),
  Sensor: updateCall('Sensor'),
  Source: updateCall('Source'),
  Vessels: updateCall('Vessels'),
  TimeAndArea: updateCall('TimeAndArea'),
} as const;

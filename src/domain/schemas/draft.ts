import { z } from 'zod';
import { ZProblem, defineCall } from '../contract';
import { AccomplishmentStatus } from '../enums/accomplishment-status';
import { ZAcquisitionMainType, needsAdditionalOptions } from '../enums/acquisition-type';
import { ZGovernmentReason } from '../enums/government-reason';
import { LawCategory, ZLawCategory } from '../enums/law-category';
import { SeismicOption, ZSeismicOption } from '../enums/seismic-option';
import { ZCheckedGeometryInput } from '../geometry/geometry-input-schema';
import { GEOMETRY_BODY_LIMIT_BYTES } from '../geometry/limits';
import { ZGeometryInput } from '../geometry/types';
import { ZDraftConfiguration } from './draft-config';
import {
  DRAFT_VALIDATION,
  ZCalendarDate,
  ZDraftText,
  ZQuantity,
  ZSensor,
  ZSource,
} from './draft-fields';
import { ZContactPersonInfo, ZIdParams, ZInt32 } from './reference-common';

/** Extra options of seabed and drilling-site surveys (create payload, spec 002 s3). */
export const ZAdditionalOptions = z.object({
  geotechnicalMeasurement: z.boolean().default(false),
  groundDrilling: z.boolean().default(false),
  sampling: z.boolean().default(false),
});

/**
 * Create payload (spec 002 s3) with the create rules of spec 002 s5 as field errors: law category and
 * type required; on behalf of a company: the company and its contact person; government law: the
 * reason; a type needing extra options: the seismic option, and when it is non-seismic at least one
 * extra option ('at least one required'). `acquisitionId` lets a draft created offline keep its id.
 */
export const ZCreateDraft = z
  .object({
    acquisitionId: z.uuid({ message: DRAFT_VALIDATION.idMismatch }).optional(),
    lawCategory: ZLawCategory.nullable().default(null),
    type: ZAcquisitionMainType.nullable().default(null),
    onBehalfOfCompanyId: ZInt32.nullable().default(null),
    additionalOptions: ZAdditionalOptions.default({
      geotechnicalMeasurement: false,
      groundDrilling: false,
      sampling: false,
    }),
    govtReason: ZGovernmentReason.nullable().default(null),
    seismicOptions: ZSeismicOption.nullable().default(null),
    onBehalfOfCompanyContactPerson: ZContactPersonInfo.nullable().default(null),
  })
  .superRefine((d, ctx) => {
    const need = (path: string, message: string = DRAFT_VALIDATION.required) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (d.lawCategory === null) need('lawCategory');
    if (d.type === null || d.type === -1) need('type');
    if (d.lawCategory === LawCategory.OnBehalfOfCompany) {
      if (d.onBehalfOfCompanyId === null) need('onBehalfOfCompanyId');
      if (d.onBehalfOfCompanyContactPerson === null) need('onBehalfOfCompanyContactPerson');
    }
    if (d.lawCategory === LawCategory.PerformedByGovernment && d.govtReason === null) need('govtReason');
    if (d.type !== null && needsAdditionalOptions(d.type)) {
      if (d.seismicOptions === null) need('seismicOptions');
      const o = d.additionalOptions;
      const seismic = d.seismicOptions === SeismicOption.TwoD || d.seismicOptions === SeismicOption.ThreeD;
      if (
        d.seismicOptions !== null &&
        !seismic &&
        !o.geotechnicalMeasurement &&
        !o.groundDrilling &&
        !o.sampling
      ) {
        need('additionalOptions', DRAFT_VALIDATION.atLeastOneRequired);
      }
    }
  });
export type TCreateDraft = z.input<typeof ZCreateDraft>;

/** The draft / acquisition input fields of spec 002 s3; every field may be empty while a draft is saved. */
export const ZDraftFields = z.object({
  plannedStartDate: ZCalendarDate.nullable().default(null),
  plannedEndDate: ZCalendarDate.nullable().default(null),
  companyConductorNpdId: ZInt32.nullable().default(null),
  dataSalable: z.boolean().nullable().default(null),
  environmentalComment: ZDraftText.nullable().default(null),
  generalComment: ZDraftText.nullable().default(null),
  grossGeometry: ZCheckedGeometryInput.nullable().default(null),
  netGeometry: ZCheckedGeometryInput.nullable().default(null),
  quantityKm: ZQuantity.nullable().default(null),
  quantityKm2: ZQuantity.nullable().default(null),
  quantityTb: ZQuantity.nullable().default(null),
  sensor: ZSensor.nullable().default(null),
  source: ZSource.nullable().default(null),
  approverUserId: z.uuid({ message: DRAFT_VALIDATION.required }).nullable().default(null),
  contactPersonUserId: z.uuid({ message: DRAFT_VALIDATION.required }).nullable().default(null),
  onBehalfOfCompanyContactPersonInfo: ZContactPersonInfo.nullable().default(null),
});
export type TDraftFields = z.infer<typeof ZDraftFields>;

/** PUT /Draft/{id} body: the whole input with the version it was based on (acquisitionId, when sent, must be the path id). */
export const ZDraftInput = ZDraftFields.extend({
  acquisitionId: z.uuid().optional(),
  version: ZInt32.min(1),
});
export type TDraftInput = z.input<typeof ZDraftInput>;

/** A draft as the service answers it: its input fields, configuration and version. */
export const ZDraft = ZDraftFields.extend({
  // An answer carries the areas as stored (the input checks apply to what is sent, not to older stored drafts).
  grossGeometry: ZGeometryInput.nullable().default(null),
  netGeometry: ZGeometryInput.nullable().default(null),
  acquisitionId: z.uuid(),
  npdId: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  configuration: ZDraftConfiguration,
});
export type TDraft = z.infer<typeof ZDraft>;

/** 409 of PUT /Draft/{id}: the version was stale; `current` is the service's draft so the user can choose. */
export const ZDraftConflictProblem = ZProblem.extend({
  code: z.literal('draftVersionConflict'),
  current: ZDraft,
});
export type TDraftConflictProblem = z.infer<typeof ZDraftConflictProblem>;

/** 400 of PUT /Draft/{id}/Submit: code 'missingRequiredItems' with `missing`, or code 'companyPrefixMissing'. */
export const ZSubmitProblem = ZProblem.extend({
  missing: z
    .array(z.object({ key: z.string(), step: z.enum(['area', 'gatheredinformation', 'summary']) }))
    .optional(),
});

export const ZSubmitDraft = z.object({ version: ZInt32.min(1).optional() }).default({});
export const ZSubmitResult = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.literal(AccomplishmentStatus.Under_Behandling),
  plannedStartDate: z.string().nullable(),
});
export type TSubmitResult = z.infer<typeof ZSubmitResult>;

export const createDraftCall = defineCall({
  method: 'POST',
  path: '/Draft',
  body: ZCreateDraft,
  response: ZDraft,
  auth: 'context',
  permission: 'create:acquisition',
});
export const getDraftCall = defineCall({
  method: 'GET',
  path: '/Draft/{id}',
  params: ZIdParams,
  response: ZDraft,
  auth: 'context',
});
export const updateDraftCall = defineCall({
  method: 'PUT',
  path: '/Draft/{id}',
  params: ZIdParams,
  body: ZDraftInput,
  response: ZDraft,
  auth: 'context',
  permission: 'edit:acquisition',
  bodyLimit: GEOMETRY_BODY_LIMIT_BYTES,
});
export const submitDraftCall = defineCall({
  method: 'PUT',
  path: '/Draft/{id}/Submit',
  params: ZIdParams,
  body: ZSubmitDraft,
  response: ZSubmitResult,
  auth: 'context',
  permission: 'edit:acquisition',
});

/** GET /Draft/type/{type}: does the main type need the seismic option and extra options in the create dialog? */
export const draftTypeCall = defineCall({
  method: 'GET',
  path: '/Draft/type/{type}',
  params: z.object({ type: z.coerce.number().pipe(ZAcquisitionMainType) }),
  response: z.boolean(),
  auth: 'context',
});

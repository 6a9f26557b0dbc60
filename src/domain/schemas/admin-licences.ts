import { z } from 'zod';
import { defineCall } from '../contract';
import { LICENCE_LAW_CATEGORIES, LawCategory, ZLawCategory } from '../enums/law-category';
import { ZLicenceKind } from '../enums/licence-kind';
import { VALIDATION, ZIdParams, ZRequiredDateTime, ZRequiredInt32 } from './reference-common';
import { ZLicenceShape } from './reference-licences';
import { zText } from './safe-input';

/** Licence years an administrator may enter (spec 000 sections 5 and 9). */
export const LICENCE_YEAR_MIN = 1950;
export const LICENCE_YEAR_MAX = 2100;

/** Licence in the admin area (spec 000 section 3), with its display fields and in-use flag. */
export const ZAdminLicence = z.object({
  id: z.uuid(),
  npdIdLicence: z.number().int(),
  licenceYear: z.number().int(),
  npdIdCompany: z.number().int(),
  nationCode: z.string(),
  lawCategory: ZLawCategory,
  kind: ZLicenceKind,
  licencePeriodStart: z.string(),
  licencePeriodEnd: z.string(),
  licenceName: z.string(),
  companyName: z.string(),
  isInUse: z.boolean(),
});
export type TAdminLicence = z.infer<typeof ZAdminLicence>;

/**
 * Create and edit a licence (spec 000 section 5): npdIdLicence and npdIdCompany int32 required;
 * licenceYear 1950-2100; lawCategory required and neither PerformedByGovernment nor
 * ScientificExplorationLaw; the period's start and end required date-times, the end not before the start.
 */
export const ZLicenceInput = z
  .object({
    npdIdLicence: ZRequiredInt32,
    licenceYear: z
      .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? VALIDATION.required : VALIDATION.yearRange) })
      .int({ message: VALIDATION.yearRange })
      .min(LICENCE_YEAR_MIN, { message: VALIDATION.yearRange })
      .max(LICENCE_YEAR_MAX, { message: VALIDATION.yearRange }),
    npdIdCompany: ZRequiredInt32,
    nationCode: zText().trim().max(3, { message: VALIDATION.tooLong }).default('NO'),
    lawCategory: z
      .enum(LawCategory, {
        error: (issue) => (issue.input === undefined || issue.input === null ? VALIDATION.required : VALIDATION.lawCategoryNotAllowed),
      })
      .refine((v) => LICENCE_LAW_CATEGORIES.includes(v), { message: VALIDATION.lawCategoryNotAllowed }),
    kind: z.enum(ZLicenceKind.enum, { message: VALIDATION.choice }),
    licencePeriodStart: ZRequiredDateTime,
    licencePeriodEnd: ZRequiredDateTime,
    licenceName: zText().trim().max(400, { message: VALIDATION.tooLong }).default(''),
    shape: ZLicenceShape.nullable().optional(),
  })
  .refine((v) => Date.parse(v.licencePeriodEnd) >= Date.parse(v.licencePeriodStart), {
    message: VALIDATION.periodOrder,
    path: ['licencePeriodEnd'],
  });
export type TLicenceInput = z.input<typeof ZLicenceInput>;

/** List filter: text matches number, name or company; year the licence year (all years when absent). */
export const ZAdminLicenceQuery = z.object({
  text: zText().trim().max(200, { message: VALIDATION.tooLong }).optional(),
  year: z.coerce.number().int().min(LICENCE_YEAR_MIN).max(LICENCE_YEAR_MAX).optional(),
});

const admin = { auth: 'context', permission: 'admin' } as const;

export const adminLicencesCall = defineCall({
  method: 'GET',
  path: '/admin/licences',
  query: ZAdminLicenceQuery,
  response: z.array(ZAdminLicence),
  ...admin,
});
export const adminCreateLicenceCall = defineCall({ method: 'POST', path: '/admin/licences', body: ZLicenceInput, response: ZAdminLicence, ...admin });
/** 409 when the licence is in use (read-only) or the number and year already exist. */
export const adminUpdateLicenceCall = defineCall({
  method: 'PUT',
  path: '/admin/licences/{id}',
  params: ZIdParams,
  body: ZLicenceInput,
  response: ZAdminLicence,
  ...admin,
});
/** 409 when the licence is in use. */
export const adminDeleteLicenceCall = defineCall({
  method: 'DELETE',
  path: '/admin/licences/{id}',
  params: ZIdParams,
  response: z.void(),
  ...admin,
});
/** False when an acquisition uses the licence. */
export const adminLicenceIsEditableCall = defineCall({
  method: 'GET',
  path: '/admin/licences/{id}/getIsEditable',
  params: ZIdParams,
  response: z.boolean(),
  ...admin,
});
/** The next free licence number: one above the highest in use. */
export const adminNextLicenceNoCall = defineCall({
  method: 'GET',
  path: '/admin/licences/nextLicenceNo',
  response: z.object({ nextLicenceNo: z.number().int() }),
  ...admin,
});

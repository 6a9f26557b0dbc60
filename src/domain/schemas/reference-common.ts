import { z } from 'zod';
import { dateTimeInRange, safeText } from './safe-input';

/**
 * Validation messages of the reference and admin schemas. Each is a key of locales/nb/admin.json
 * (under "validation"); the service sends it as is, next to the field it belongs to.
 */
export const VALIDATION = {
  required: 'validation.required',
  int32: 'validation.int32',
  dateTime: 'validation.dateTime',
  yearRange: 'validation.yearRange',
  periodOrder: 'validation.periodOrder',
  lawCategoryNotAllowed: 'validation.lawCategoryNotAllowed',
  tooLong: 'validation.tooLong',
  email: 'validation.email',
  choice: 'validation.choice',
  text: 'validation.text',
  positive: 'validation.positive',
  harbourNameTaken: 'validation.harbourNameTaken',
  imoTaken: 'validation.imoTaken',
  unknownCountry: 'validation.unknownCountry',
} as const;

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** A whole number that fits in 32 bits. */
export const ZInt32 = z
  .number({ message: VALIDATION.int32 })
  .int({ message: VALIDATION.int32 })
  .min(INT32_MIN, { message: VALIDATION.int32 })
  .max(INT32_MAX, { message: VALIDATION.int32 });

/** A whole number above zero that fits in 32 bits ('positive' for zero or below). */
export const ZPositiveInt32 = ZInt32.min(1, { message: VALIDATION.positive });

const isMissing = (input: unknown) => input === undefined || input === null || (typeof input === 'number' && Number.isNaN(input));

/** A required whole number that fits in 32 bits ('required' when missing, 'int32' otherwise). */
export const ZRequiredInt32 = z
  .number({ error: (issue) => (isMissing(issue.input) ? VALIDATION.required : VALIDATION.int32) })
  .int({ message: VALIDATION.int32 })
  .min(INT32_MIN, { message: VALIDATION.int32 })
  .max(INT32_MAX, { message: VALIDATION.int32 });

/** Required text: at least one character after trimming. */
export const ZRequiredText = safeText(z.string({ message: VALIDATION.required }))
  .trim()
  .min(1, { message: VALIDATION.required })
  .max(400, { message: VALIDATION.tooLong });

/** ISO 8601 date-time with a zone (e.g. 2026-01-01T00:00:00.000Z or +01:00), its date in the service's range. */
export const ZDateTime = dateTimeInRange({ offset: true, message: VALIDATION.dateTime });

/** A required date-time ('required' when missing or empty). */
export const ZRequiredDateTime = dateTimeInRange({
  offset: true,
  error: (issue) => (isMissing(issue.input) || issue.input === '' ? VALIDATION.required : VALIDATION.dateTime),
});

/** Path parameter: a uuid. */
export const ZIdParams = z.object({ id: z.uuid({ message: 'id must be a uuid' }) });

/** Contact person lengths (spec 000 sections 5 and 9). */
export const CONTACT_PERSON_LIMITS = { firstName: 400, lastName: 400, email: 300, phone: 50 } as const;

/** Contact person on behalf of a company: reusable wherever a contact person is entered. */
export const ZContactPersonInfo = z.object({
  firstName: safeText(z.string({ message: VALIDATION.required }))
    .trim()
    .min(1, { message: VALIDATION.required })
    .max(CONTACT_PERSON_LIMITS.firstName, { message: VALIDATION.tooLong }),
  lastName: safeText(z.string({ message: VALIDATION.required }))
    .trim()
    .min(1, { message: VALIDATION.required })
    .max(CONTACT_PERSON_LIMITS.lastName, { message: VALIDATION.tooLong }),
  email: safeText(z.string({ message: VALIDATION.required }))
    .trim()
    .min(1, { message: VALIDATION.required })
    .max(CONTACT_PERSON_LIMITS.email, { message: VALIDATION.tooLong })
    .pipe(z.email({ message: VALIDATION.email })),
  phone: safeText(z.string()).trim().max(CONTACT_PERSON_LIMITS.phone, { message: VALIDATION.tooLong }).default(''),
});
export type TContactPersonInfo = z.infer<typeof ZContactPersonInfo>;

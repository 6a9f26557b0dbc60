import { z } from 'zod';
import { defineCall } from '../contract';
import { PERMISSIONS } from '../permissions';
import { ROLES } from '../roles';
import { zText } from './safe-input';
import { ZOrganisationKind } from './user-context';

/** Contact person lengths (spec 000 sections 5 and 9). */
export const CONTACT_LIMITS = { firstName: 400, lastName: 400, email: 300, phone: 50 } as const;

/** Validation messages of the profile: keys of locales/nb/settings.json, shown by the edit-profile dialog. */
export const PROFILE_VALIDATION = {
  email: 'userProfile.validation.email',
  emailTooLong: 'userProfile.validation.emailTooLong',
  phone: 'userProfile.validation.phone',
  phoneTooLong: 'userProfile.validation.phoneTooLong',
  signature: 'userProfile.validation.signature',
  signatureTooLong: 'userProfile.validation.signatureTooLong',
  invalid: 'userProfile.validation.invalid',
} as const;

/** Job title length (spec 000 section 5). */
export const SIGNATURE_MAX = 400;

/** 'Ugyldig e-postadresse' is the web label of this message key (userProfile.validation.email). */
export const ZEmail = z
  .email({ message: PROFILE_VALIDATION.email })
  .max(CONTACT_LIMITS.email, { message: PROFILE_VALIDATION.emailTooLong });

export const ZUserProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  organization: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: ZOrganisationKind,
    prefix: z.string().nullable(),
  }),
  role: z.enum(ROLES),
  email: z.string(),
  phone: z.string(),
  signature: z.string(),
  requireContactInfoConfirmation: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZGdprCheck = z.object({
  requireGdprConfirmation: z.boolean(),
  gdprText: z.string(),
  textId: z.number().int().nullable(),
});
export type TGdprCheck = z.infer<typeof ZGdprCheck>;

export const ZSaveGdprConfirmation = z.object({ textId: z.number().int() });

export const ZContactInfoCheck = z.object({
  requireContactInfoConfirmation: z.boolean(),
  email: z.string(),
  phone: z.string(),
  signature: z.string(),
});

export const ZSaveUserInformation = z.object({
  email: ZEmail,
  phone: zText({ message: PROFILE_VALIDATION.phone }).max(CONTACT_LIMITS.phone, { message: PROFILE_VALIDATION.phoneTooLong }),
  /** Job title. */
  signature: zText({ message: PROFILE_VALIDATION.signature }).max(SIGNATURE_MAX, { message: PROFILE_VALIDATION.signatureTooLong }),
  requireContactInfoConfirmation: z.boolean({ message: PROFILE_VALIDATION.invalid }),
});
export type TSaveUserInformation = z.infer<typeof ZSaveUserInformation>;

export const ZApprover = z.object({ userProfileId: z.string(), firstName: z.string(), lastName: z.string() });
export const ZContactPerson = z.object({
  userProfileGuid: z.string(),
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});

export const ZUserIdParams = z.object({ id: z.uuid({ message: 'id must be a user id (uuid)' }) });

export const userProfileCall = defineCall({ method: 'GET', path: '/UserProfile/user', response: ZUserProfile, auth: 'context' });
export const gdprCheckCall = defineCall({ method: 'GET', path: '/UserProfile/gdprVerificationCheck', response: ZGdprCheck, auth: 'session' });
export const saveGdprCall = defineCall({
  method: 'PUT',
  path: '/UserProfile/saveGdprConfirmation',
  body: ZSaveGdprConfirmation,
  response: z.void(),
  auth: 'session',
});
export const contactInfoCheckCall = defineCall({
  method: 'GET',
  path: '/UserProfile/contactInfoVerificationCheck',
  response: ZContactInfoCheck,
  auth: 'context',
});
export const saveUserInformationCall = defineCall({
  method: 'PUT',
  path: '/UserProfile/saveDaqUserInformation',
  body: ZSaveUserInformation,
  response: ZUserProfile,
  auth: 'context',
});
export const approversCall = defineCall({ method: 'GET', path: '/UserProfile/approvers', response: z.array(ZApprover), auth: 'context' });
export const npdApproversCall = defineCall({ method: 'GET', path: '/UserProfile/NpdApprovers', response: z.array(ZApprover), auth: 'context' });
export const userNameCall = defineCall({
  method: 'GET',
  path: '/UserProfile/{id}/name',
  params: ZUserIdParams,
  response: z.object({ name: z.string() }),
  auth: 'context',
});
export const contactPersonsCall = defineCall({
  method: 'GET',
  path: '/UserProfile/contactPersons',
  response: z.array(ZContactPerson),
  auth: 'context',
});

import { z } from 'zod';
import { defineCall } from '../contract';
import { PERMISSIONS } from '../permissions';
import { ROLES } from '../roles';
import { ZOrganisationKind } from './user-context';

/** Contact person lengths (spec 000 sections 5 and 9). */
export const CONTACT_LIMITS = { firstName: 400, lastName: 400, email: 300, phone: 50 } as const;

/** 'Ugyldig e-postadresse' is the web label of this message key (userProfile.validation.email). */
export const ZEmail = z.email({ message: 'userProfile.validation.email' }).max(CONTACT_LIMITS.email);

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
  phone: z.string().max(CONTACT_LIMITS.phone),
  /** Job title. */
  signature: z.string().max(400),
  requireContactInfoConfirmation: z.boolean(),
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

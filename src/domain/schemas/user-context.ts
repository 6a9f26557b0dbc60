import { z } from 'zod';
import { defineCall } from '../contract';
import { ROLES } from '../roles';

export const ZRole = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(ROLES));
export const ZOrganisationKind = z.enum(['regulator', 'fdir', 'hi', 'company']);

export const ZUserContextOptions = z.object({
  organizations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: ZOrganisationKind,
      roles: z.array(z.object({ id: z.enum(ROLES) })),
    }),
  ),
});
export type TUserContextOptions = z.infer<typeof ZUserContextOptions>;

export const ZUserContextRequest = z.object({
  organizationId: z.number().int(),
  roleId: ZRole,
});

export const ZUserContextResponse = z.object({
  /** Sent in the x-user-context header of every later call; bound to the user. */
  userContextToken: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  role: z.enum(ROLES),
});
export type TUserContextResponse = z.infer<typeof ZUserContextResponse>;

export const userContextOptionsCall = defineCall({
  method: 'GET',
  path: '/UserContext/options',
  response: ZUserContextOptions,
  auth: 'session',
});
export const setUserContextCall = defineCall({
  method: 'POST',
  path: '/UserContext',
  body: ZUserContextRequest,
  response: ZUserContextResponse,
  auth: 'session',
});

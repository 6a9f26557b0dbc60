import { z } from 'zod';
import { defineCall } from '../contract';
import { ZIdParams } from './reference-common';

/** Admin user (spec 000 section 3): one row per user; role and companyName list all of the user's roles. */
export const ZAdminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Role ids, comma separated, in the order of the user's organisations. */
  role: z.string(),
  /** Organisation names, comma separated. */
  companyName: z.string(),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

const admin = { auth: 'context', permission: 'admin' } as const;

export const adminUsersCall = defineCall({ method: 'GET', path: '/admin/users', response: z.array(ZAdminUser), ...admin });
/** Deactivates the user and revokes the user's sessions; 409 when already inactive, 400 for oneself. */
export const adminDeleteUserCall = defineCall({
  method: 'PUT',
  path: '/admin/users/{id}/delete',
  params: ZIdParams,
  response: ZAdminUser,
  ...admin,
});

import { useContext, useMemo } from 'react';
import { can as canDo, type Permission, type PermissionCondition } from '@/domain/permissions';
import type { Role } from '@/domain/roles';
import type { TUserProfile } from '@/domain/schemas/user-profile';
import { SessionContext } from './session-context';

export interface Session {
  profile: TUserProfile;
  role: Role;
  organisation: TUserProfile['organization'];
  /** The user-context token sent with every call (part of query keys that depend on the role). */
  contextToken: string;
  can: (permission: Permission, condition?: PermissionCondition) => boolean;
  /** Signed in on this device only (an offline session): changes wait in the outbox until the user signs in. */
  offline: boolean;
}

/** The signed-in user's profile, role and organisation, and `can` from the domain's permission table. */
export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside the signed-in shell');
  return useMemo(
    () => ({
      profile: value.profile,
      role: value.profile.role,
      organisation: value.profile.organization,
      contextToken: value.userContext.userContextToken,
      can: (permission, condition) => canDo(value.profile.role, permission, condition),
      offline: value.offline,
    }),
    [value],
  );
}

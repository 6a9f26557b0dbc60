import { createContext } from 'react';
import type { TUserProfile } from '@/domain/schemas/user-profile';
import type { StoredUserContext } from '../../api/session-storage';

export interface SessionValue {
  profile: TUserProfile;
  userContext: StoredUserContext;
}

/** Provided by the session gate once the user is signed in with a user context and a profile. */
export const SessionContext = createContext<SessionValue | null>(null);

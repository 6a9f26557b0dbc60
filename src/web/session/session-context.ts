import { createContext } from 'react';
import type { TUserProfile } from '@/domain/schemas/user-profile';
import type { StoredUserContext } from '../api/session-storage';

export interface SessionValue {
  profile: TUserProfile;
  userContext: StoredUserContext;
  /** An offline session: the last user of this device, opened with no token and no network (no call can be made). */
  offline: boolean;
}

/** Provided by the session gate once the user is signed in with a user context and a profile. */
export const SessionContext = createContext<SessionValue | null>(null);

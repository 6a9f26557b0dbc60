import type { TUserProfile } from '../../../domain/schemas/user-profile';
import type { ActiveUserContext } from '../../auth/types';

/** The web app asks for the profile often; answers are reused this long (this process forgets on save). */
export const PROFILE_CACHE_MS = 5_000;

export class ProfileCache {
  private readonly byUser = new Map<string, Map<string, { profile: TUserProfile; until: number }>>();

  async get(userId: string, context: ActiveUserContext, load: () => Promise<TUserProfile>): Promise<TUserProfile> {
    const key = `${context.organisationId}:${context.role}`;
    const now = Date.now();
    const hit = this.byUser.get(userId)?.get(key);
    if (hit && hit.until > now) return hit.profile;
    const profile = await load();
    if (this.byUser.size > 10_000) this.byUser.clear();
    let entries = this.byUser.get(userId);
    if (!entries) this.byUser.set(userId, (entries = new Map()));
    entries.set(key, { profile, until: now + PROFILE_CACHE_MS });
    return profile;
  }

  forget(userId: string): void {
    this.byUser.delete(userId);
  }
}

import type { ActiveUserContext } from '../../auth/types';

/** The web app asks for the profile often; answers are reused this long (this process forgets on save). */
export const PROFILE_CACHE_MS = 5_000;

/** Profile answers as JSON text by user and context: serialized once per entry, not on every call. */
export class ProfileCache {
  private readonly byUser = new Map<string, Map<string, { profile: string; until: number }>>();
  /** Loads under way by user and context: concurrent calls of an expired entry wait for one (single flight). */
  private readonly flights = new Map<string, Promise<string>>();

  get(userId: string, context: ActiveUserContext, load: () => Promise<string>): string | Promise<string> {
    const key = `${context.organisationId}:${context.role}`;
    const hit = this.byUser.get(userId)?.get(key);
    if (hit && hit.until > Date.now()) return hit.profile;
    const flightKey = `${userId}|${key}`;
    let flight = this.flights.get(flightKey);
    if (!flight) {
      flight = load()
        .then((profile) => {
          // Forgotten while loading (a save): answered, not kept.
          if (this.flights.get(flightKey) !== flight) return profile;
          if (this.byUser.size > 10_000) this.byUser.clear();
          let entries = this.byUser.get(userId);
          if (!entries) this.byUser.set(userId, (entries = new Map()));
          entries.set(key, { profile, until: Date.now() + PROFILE_CACHE_MS });
          return profile;
        })
        .finally(() => {
          if (this.flights.get(flightKey) === flight) this.flights.delete(flightKey);
        });
      this.flights.set(flightKey, flight);
    }
    return flight;
  }

  forget(userId: string): void {
    this.byUser.delete(userId);
    for (const key of this.flights.keys()) if (key.startsWith(`${userId}|`)) this.flights.delete(key);
  }
}

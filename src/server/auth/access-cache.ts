import type { Db } from '../db/client';
import { rolesOfUser, touchSession } from './sessions';

/** How long a checked session or a user's roles are trusted without asking the database again. */
export const ACCESS_CACHE_MS = 5_000;

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * A map of entries valid for ACCESS_CACHE_MS with one flight per missing or expired key: concurrent callers of a key
 * wait for the one load under way (under load an expired session no longer runs the session UPDATE once per call).
 */
class SingleFlightCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Promise<T>>();

  get(key: string, load: () => Promise<T>): T | Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    let flight = this.flights.get(key);
    if (!flight) {
      flight = load()
        .then((value) => {
          // A key forgotten while its load ran is not stored (the load may have read the state before the change).
          if (this.flights.get(key) === flight) {
            if (this.entries.size > 10_000) this.entries.clear();
            this.entries.set(key, { value, until: Date.now() + ACCESS_CACHE_MS });
          }
          return value;
        })
        .finally(() => {
          if (this.flights.get(key) === flight) this.flights.delete(key);
        });
      this.flights.set(key, flight);
    }
    return flight;
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.flights.delete(key);
  }

  /** Forgets every entry whose value matches. */
  deleteWhere(matches: (value: T) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clearFlights(): void {
    this.flights.clear();
  }
}

/**
 * Keeps the per-call cost of authentication low: session validity and a user's roles are cached for a
 * few seconds per app. Sign-out and role changes made by this process forget the entries at once.
 */
export class AccessCache {
  private readonly sessions = new SingleFlightCache<string | undefined>();
  private readonly roles = new SingleFlightCache<Set<string>>();
  private readonly userListeners: ((userId: string) => void)[] = [];

  constructor(private readonly db: Db) {}

  /** The session's user while the session lives (touching it), undefined once it ended. */
  userOfSession(sessionId: string): string | undefined | Promise<string | undefined> {
    return this.sessions.get(sessionId, () => touchSession(this.db, sessionId));
  }

  /** Whether the user holds the role in the organisation (role ids in lower case). */
  holdsRole(userId: string, organisationId: number, role: string): boolean | Promise<boolean> {
    const key = `${organisationId}:${role.toLowerCase()}`;
    const held = this.roles.get(userId, async () => new Set((await rolesOfUser(this.db, userId)).map((r) => `${r.organisationId}:${r.role.toLowerCase()}`)));
    return held instanceof Set ? held.has(key) : held.then((set) => set.has(key));
  }

  forgetSession(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  /** Call after changing a user's roles, names or contact information, or deactivating the user. */
  forgetUser(userId: string): void {
    this.roles.delete(userId);
    this.sessions.deleteWhere((value) => value === userId);
    // A session load under way may end with the user's old state: it is not stored.
    this.sessions.clearFlights();
    for (const listener of this.userListeners) listener(userId);
  }

  /** Other caches of user data (e.g. profiles) forget the user with it. */
  onForgetUser(listener: (userId: string) => void): void {
    this.userListeners.push(listener);
  }
}

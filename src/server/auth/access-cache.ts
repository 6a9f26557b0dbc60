import type { Db } from '../db/client';
import { rolesOfUser, touchSession } from './sessions';

/** How long a checked session or a user's roles are trusted without asking the database again. */
export const ACCESS_CACHE_MS = 5_000;

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Keeps the per-call cost of authentication low: session validity and a user's roles are cached for a
 * few seconds per app. Sign-out and role changes made by this process forget the entries at once.
 */
export class AccessCache {
  private readonly sessions = new Map<string, Entry<string | undefined>>();
  private readonly roles = new Map<string, Entry<Set<string>>>();
  private readonly userListeners: ((userId: string) => void)[] = [];

  constructor(private readonly db: Db) {}

  async userOfSession(sessionId: string): Promise<string | undefined> {
    const now = Date.now();
    const hit = this.sessions.get(sessionId);
    if (hit && hit.until > now) return hit.value;
    const userId = await touchSession(this.db, sessionId);
    if (this.sessions.size > 10_000) this.sessions.clear();
    this.sessions.set(sessionId, { value: userId, until: now + ACCESS_CACHE_MS });
    return userId;
  }

  /** Whether the user holds the role in the organisation (role ids in lower case). */
  async holdsRole(userId: string, organisationId: number, role: string): Promise<boolean> {
    const now = Date.now();
    let hit = this.roles.get(userId);
    if (!hit || hit.until <= now) {
      const rows = await rolesOfUser(this.db, userId);
      hit = { value: new Set(rows.map((r) => `${r.organisationId}:${r.role.toLowerCase()}`)), until: now + ACCESS_CACHE_MS };
      if (this.roles.size > 10_000) this.roles.clear();
      this.roles.set(userId, hit);
    }
    return hit.value.has(`${organisationId}:${role.toLowerCase()}`);
  }

  forgetSession(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  /** Call after changing a user's roles, names or contact information, or deactivating the user. */
  forgetUser(userId: string): void {
    this.roles.delete(userId);
    for (const [id, entry] of this.sessions) if (entry.value === userId) this.sessions.delete(id);
    for (const listener of this.userListeners) listener(userId);
  }

  /** Other caches of user data (e.g. profiles) forget the user with it. */
  onForgetUser(listener: (userId: string) => void): void {
    this.userListeners.push(listener);
  }
}

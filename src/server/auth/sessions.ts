import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionEndedSql } from '../db/queries/session-events';
import { sessions, userRoles, users } from '../db/schema/index';

/** Sliding session lifetime: every use (at most every few seconds) moves the expiry this far ahead. */
export const SESSION_HOURS = 8;

export async function createSession(db: Db, userId: string, idToken: string | null): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, idTokenHint: idToken, expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000) })
    .returning({ id: sessions.id });
  return row.id;
}

/** Extends a live session and answers its user id; undefined when revoked, expired or the user is inactive. */
export async function touchSession(db: Db, sessionId: string): Promise<string | undefined> {
  const rows = await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(hours => ${SESSION_HOURS})` })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.isActive})`,
      ),
    )
    .returning({ userId: sessions.userId });
  return rows[0]?.userId;
}

/**
 * Revokes the session and answers the id_token it was signed in with (for the end-session URL). Every service
 * instance is told at commit (SESSION_CHANNEL): the session's open live event streams end there at once.
 */
export async function revokeSession(db: Db, sessionId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ idToken: sessions.idTokenHint });
    await tx.execute(sessionEndedSql(sessionId));
    return rows[0]?.idToken ?? null;
  });
}

export async function rolesOfUser(db: Db, userId: string): Promise<{ organisationId: number; role: string }[]> {
  return db
    .select({ organisationId: userRoles.organisationId, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
}

import { sql, type SQL } from 'drizzle-orm';

/**
 * Channel of ended sessions: {"s": sessionId}, notified in the transaction that revokes a session (sign-out) and
 * delivered at commit to every service instance (PostgreSQL LISTEN/NOTIFY; PGlite in-process), where the session's
 * open live event streams end and its cached validity is forgotten (src/server/events).
 */
export const SESSION_CHANNEL = 'session_events';

/** The announcement that a session ended, as SQL for the caller's transaction. */
export function sessionEndedSql(sessionId: string): SQL {
  return sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify({ s: sessionId })})`;
}

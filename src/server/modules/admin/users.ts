import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TAdminUser } from '../../../domain/schemas/admin-users';
import type { Db } from '../../db/client';
import { organisations, sessions, userRoles, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/app-error';

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function select(db: Db, userId?: string): Promise<TAdminUser[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: users.isActive,
      lastLogin: users.lastLogin,
      role: sql<string>`coalesce(string_agg(${userRoles.role}, ', ' order by ${userRoles.organisationId}, ${userRoles.role}), '')`,
      companyName: sql<string>`coalesce(string_agg(distinct ${organisations.name}, ', '), '')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, userRoles.organisationId))
    .where(userId ? eq(users.id, userId) : undefined)
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(({ firstName, lastName, lastLogin, ...r }) => ({
    ...r,
    name: `${firstName} ${lastName}`.trim(),
    lastLogin: isoOrNull(lastLogin),
  }));
}

/** Every user, active or not, by name. */
export function listAdminUsers(db: Db): Promise<TAdminUser[]> {
  return select(db);
}

/**
 * Deletes a user the way the product can: deactivates the account and revokes its sessions, so
 * its tokens stop working at once; the user's messages and acquisitions stay. 409 when already
 * inactive; 400 for the administrator's own account.
 */
export async function deactivateUser(db: Db, id: string, byUserId: string): Promise<TAdminUser> {
  const [current] = await select(db, id);
  if (!current) throw notFound('problems:user.notFound');
  if (id === byUserId) throw badRequest('problems:user.cannotDeleteSelf');
  if (!current.isActive) throw conflict('problems:user.alreadyInactive');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
  });
  const [after] = await select(db, id);
  return after;
}

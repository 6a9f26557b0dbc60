import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

const byName = [asc(users.firstName), asc(users.lastName)];

/** Active users holding a role matching the LIKE pattern (role ids are stored in lower case). */
export async function usersWithRole(db: Db, rolePattern: string) {
  return db
    .selectDistinct({ userProfileId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.isActive, true), like(userRoles.role, rolePattern)))
    .orderBy(...byName);
}

export async function userName(db: Db, id: string): Promise<{ name: string }> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  if (!user) throw notFound('problems:user.notFound');
  return { name: `${user.firstName} ${user.lastName}`.trim() };
}

/** Active users of the organisation (any role in it). */
export async function contactPersons(db: Db, organisationId: number) {
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.isActive, true), eq(userRoles.organisationId, organisationId)))
    .orderBy(...byName);
  return rows.map((u) => ({
    userProfileGuid: u.id,
    mail: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
  }));
}

import { eq } from 'drizzle-orm';
import { permissionsOf } from '../../../domain/permissions';
import type { TUserProfile } from '../../../domain/schemas/user-profile';
import type { ActiveUserContext } from '../../auth/types';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

type Kind = TUserProfile['organization']['kind'];

/** The profile of the signed-in user in the chosen organisation and role, with the role's permissions. */
export async function loadProfile(db: Db, userId: string, context: ActiveUserContext): Promise<TUserProfile> {
  const [row] = await db
    .select({ user: users, org: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, context.organisationId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('problems:profile.notFound');
  const { user, org } = row;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    organization: { id: org.id, name: org.name, kind: org.kind as Kind, prefix: org.prefix },
    role: context.role,
    email: user.email,
    phone: user.phone,
    signature: user.signature,
    requireContactInfoConfirmation: user.requireContactInfoConfirmation,
    permissions: [...permissionsOf(context.role)],
  };
}

export async function contactInfo(db: Db, userId: string) {
  const [user] = await db
    .select({
      requireContactInfoConfirmation: users.requireContactInfoConfirmation,
      email: users.email,
      phone: users.phone,
      signature: users.signature,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('problems:profile.notFound');
  return user;
}

import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema/index';
import { rolesOfUser } from '../../auth/sessions';
import { normalizeRole, ROLES } from '../../../domain/roles';
import type { TUserContextOptions } from '../../../domain/schemas/user-context';

type Kind = TUserContextOptions['organizations'][number]['kind'];

/** The active organisations in which the user holds roles, each with its roles in the order of ROLES. */
export async function userContextOptions(db: Db, userId: string): Promise<TUserContextOptions> {
  const roles = await rolesOfUser(db, userId);
  if (roles.length === 0) return { organizations: [] };
  const ids = [...new Set(roles.map((r) => r.organisationId))];
  const orgs = await db.select().from(organisations).where(inArray(organisations.id, ids));
  const organizations = orgs
    .filter((o) => o.isActive)
    .map((o) => {
      const held = new Set(roles.filter((r) => r.organisationId === o.id).map((r) => normalizeRole(r.role)));
      return {
        id: o.id,
        name: o.name,
        kind: o.kind as Kind,
        roles: ROLES.filter((role) => held.has(role)).map((id) => ({ id })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
  return { organizations };
}

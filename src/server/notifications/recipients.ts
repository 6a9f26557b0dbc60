import { and, eq, inArray } from 'drizzle-orm';
import { approverRoleOf, caseHandlerRoleOf, type TTarget } from '../../domain/notifications/recipients';
import { Party } from '../../domain/roles';
import type { Db } from '../db/client';
import { acquisitionContactPersons, acquisitions, userRoles, users } from '../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface TRecipient {
  userId: string;
  email: string;
  name: string;
  /** The party the user is told as: what the mail may show is what this party may see. */
  party: number;
}

async function activeUsers(tx: Tx, ids: string[], party: number): Promise<TRecipient[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  return rows.map((r) => ({ userId: r.userId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim(), party }));
}

async function usersWithRole(tx: Tx, role: string, party: number, organisationIds?: number[]): Promise<TRecipient[]> {
  const rows = await tx
    .selectDistinct({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, role), eq(users.isActive, true), organisationIds ? inArray(userRoles.organisationId, organisationIds) : undefined));
  return rows.map((r) => ({ userId: r.userId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim(), party }));
}

async function contactOf(tx: Tx, acquisitionId: string, party: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: acquisitionContactPersons.userId })
    .from(acquisitionContactPersons)
    .where(and(eq(acquisitionContactPersons.acquisitionId, acquisitionId), eq(acquisitionContactPersons.party, party)));
  return row?.userId;
}

/**
 * The company's notifiers on the case: who created it and the company's contact person on it, each only while
 * they hold the company notifier role in an organisation that owns the case.
 */
async function notifiersOf(tx: Tx, acquisitionId: string): Promise<TRecipient[]> {
  const [a] = await tx
    .select({ createdBy: acquisitions.createdBy, companyId: acquisitions.companyId })
    .from(acquisitions)
    .where(eq(acquisitions.id, acquisitionId));
  if (!a) return [];
  const contact = await contactOf(tx, acquisitionId, Party.Company);
  const ids = [...new Set([a.createdBy, contact].filter((id): id is string => !!id))];
  if (ids.length === 0 || a.companyId === null) return [];
  const owners = await tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(inArray(userRoles.userId, ids), eq(userRoles.role, 'daq_innmelder_selskap'), eq(userRoles.organisationId, a.companyId)));
  return activeUsers(
    tx,
    owners.map((o) => o.userId),
    Party.Company,
  );
}

/** Users holding a role of the party (any role), to check that a named user really acts for it. */
async function ofParty(tx: Tx, userId: string, party: number): Promise<boolean> {
  const roles = [caseHandlerRoleOf(party), approverRoleOf(party), party === Party.Company ? 'daq_innmelder_selskap' : undefined, party === Party.Regulator ? 'daq_innmelder_od' : undefined].filter(
    (r): r is string => !!r,
  );
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, roles)))
    .limit(1);
  return rows.length > 0;
}

/** The users a target names on the case (src/domain/notifications/recipients.ts). */
export async function resolveTarget(tx: Tx, acquisitionId: string, target: TTarget): Promise<TRecipient[]> {
  switch (target.who) {
    case 'notifiers':
      return notifiersOf(tx, acquisitionId);
    case 'user':
      return (await ofParty(tx, target.userId, target.party)) ? activeUsers(tx, [target.userId], target.party) : [];
    case 'approvers': {
      if (target.userId && (await ofParty(tx, target.userId, target.party))) return activeUsers(tx, [target.userId], target.party);
      const role = approverRoleOf(target.party);
      return role ? usersWithRole(tx, role, target.party) : [];
    }
    case 'caseHandlers': {
      const contact = await contactOf(tx, acquisitionId, target.party);
      if (contact && (await ofParty(tx, contact, target.party))) return activeUsers(tx, [contact], target.party);
      const role = caseHandlerRoleOf(target.party);
      return role ? usersWithRole(tx, role, target.party) : [];
    }
  }
}

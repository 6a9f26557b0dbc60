import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, userRoles, users } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';

async function isActiveUserWith(db: Db, userId: string, role: string | null, organisationId: number | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, true),
        role ? like(userRoles.role, role) : undefined,
        organisationId !== null ? eq(userRoles.organisationId, organisationId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The people and companies chosen on a draft (400 naming the field otherwise): the contractor
 * (companyConductorNpdId) is a company, the approver an active approver
 * (a daq_godkjenner_* role, as /UserProfile/approvers lists), the contact person an active user of
 * the draft's organisation (as /UserProfile/contactPersons lists).
 */
export async function assertPeople(
  db: Db,
  draftOrganisationId: number | null,
  input: {
    approverUserId: string | null;
    contactPersonUserId: string | null;
    companyConductorNpdId: number | null;
  },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.companyConductorNpdId !== null) {
    const [company] = await db
      .select({ kind: organisations.kind })
      .from(organisations)
      .where(eq(organisations.id, input.companyConductorNpdId));
    if (company?.kind !== 'company')
      errors['body.companyConductorNpdId'] = ['draft-rules:validation.notAllowed'];
  }
  if (input.approverUserId && !(await isActiveUserWith(db, input.approverUserId, 'daq_godkjenner_%', null))) {
    errors['body.approverUserId'] = ['draft-rules:validation.notAllowed'];
  }
  if (
    input.contactPersonUserId &&
    !(await isActiveUserWith(db, input.contactPersonUserId, null, draftOrganisationId))
  ) {
    errors['body.contactPersonUserId'] = ['draft-rules:validation.notAllowed'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('problems:draft.peopleNotAllowed', errors);
}

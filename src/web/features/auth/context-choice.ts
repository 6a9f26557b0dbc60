import type { Role } from '@/domain/roles';
import type { TUserContextOptions } from '@/domain/schemas/user-context';
import { isApiError } from '../../api/api-error';

export interface ContextChoice {
  organizationId: number;
  roleId: Role;
}

/** With exactly one organisation holding exactly one role there is nothing to choose: that is the choice. */
export function soleChoice(options: TUserContextOptions | undefined): ContextChoice | null {
  const organisations = options?.organizations ?? [];
  if (organisations.length !== 1 || organisations[0].roles.length !== 1) return null;
  return { organizationId: organisations[0].id, roleId: organisations[0].roles[0].id };
}

/** A choice sent before a reload and not answered: sent again if the user still holds that role there. */
export function resumedChoice(
  options: TUserContextOptions | undefined,
  pending: ContextChoice | null,
): ContextChoice | null {
  if (!pending) return null;
  const organisation = options?.organizations.find((o) => o.id === pending.organizationId);
  return organisation?.roles.some((r) => r.id === pending.roleId) ? pending : null;
}

/** User context errors keep the server's message, or 'Unkown error' (spec 000 section 8). */
export function contextErrorText(error: unknown, unknown: string): string {
  if (isApiError(error)) return error.userMessage;
  return error instanceof Error && error.message ? error.message : unknown;
}

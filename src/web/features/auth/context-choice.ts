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

/** User context errors keep the server's message, or 'Unkown error' (spec 000 section 8). */
export function contextErrorText(error: unknown, unknown: string): string {
  if (isApiError(error)) return error.userMessage;
  return error instanceof Error && error.message ? error.message : unknown;
}

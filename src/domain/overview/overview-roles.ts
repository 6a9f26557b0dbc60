import { can } from '../permissions';
import { normalizeRole, type Role } from '../roles';

/**
 * The two privileged roles of spec 002 s6 (names not shown there; docs/decisions.md): the two
 * notifier roles, who act on their own acquisitions. They see the last column labelled 'actions'
 * ('Handlinger') instead of 'proceedings' ('Saksbehandling'), and are warned when their company
 * has no prefix.
 */
export const PRIVILEGED_ROLES: readonly Role[] = ['daq_innmelder_selskap', 'daq_innmelder_od'];

export function isPrivilegedRole(role: string | null | undefined): boolean {
  const normalized = normalizeRole(role);
  return !!normalized && PRIVILEGED_ROLES.includes(normalized);
}

/** 'actions' for the privileged roles, 'proceedings' for everyone else. */
export function lastColumnLabel(role: string | null | undefined): 'actions' | 'proceedings' {
  return isPrivilegedRole(role) ? 'actions' : 'proceedings';
}

/**
 * The company-prefix warning: for a privileged role whose organisation is a company without a
 * prefix. The regulator's notifier acts for no company of its own and is not warned.
 */
export function showsPrefixWarning(role: string | null | undefined, organisation: { kind: string; prefix: string | null }): boolean {
  return isPrivilegedRole(role) && organisation.kind === 'company' && !organisation.prefix;
}

/** Message indicator icons show only for users who have a role. */
export function showsIndicators(role: string | null | undefined): boolean {
  return !!normalizeRole(role);
}

export type TRowAction = 'delete' | 'zoom' | 'continue' | 'details';

/** Row actions (spec 002 s2): delete and continue for drafts the role may delete/edit, details for others the viewer may open, zoom for all. */
export function rowActions(role: string | null | undefined, row: { isDraft: boolean; status: number; canOpen?: boolean }): TRowAction[] {
  const actions: TRowAction[] = [];
  if (row.isDraft && can(role, 'delete:acquisition', { status: row.status })) actions.push('delete');
  actions.push('zoom');
  if (row.isDraft && can(role, 'edit:acquisition', { status: row.status })) actions.push('continue');
  if (!row.isDraft && row.canOpen !== false) actions.push('details');
  return actions;
}

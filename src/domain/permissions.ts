import { normalizeRole, type Role } from './roles';

/**
 * Permissions as `action:entity` strings (spec 000 section 6). The same table is checked by the
 * service's guard and by the web app's UI, with the same function `can`.
 */
export const PERMISSIONS = [
  'create:acquisition',
  'list:acquisitions',
  'update:acquisition-status',
  'create:week-report',
  'delete:acquisition',
  'edit:acquisition',
  'update:acquisition',
  'update:contact-person',
  'read:approaching-deadline',
  'update:deadline-indicator',
  'update:reply-indicator',
  'update:flag',
  'update:status-finished-with-documentation',
  'create:fisheries-expert-report',
  'update:submitted-to-ministry',
  'admin',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions whose grant also depends on a condition of the object (see `can`). */
export const DYNAMIC_PERMISSIONS = [
  'delete:acquisition',
  'edit:acquisition',
  'update:acquisition',
  'update:contact-person',
  'update:status-finished-with-documentation',
] as const satisfies readonly Permission[];

const NOTIFIER: readonly Permission[] = [
  'create:acquisition',
  'list:acquisitions',
  'update:acquisition-status',
  'create:week-report',
  'delete:acquisition',
  'edit:acquisition',
  'update:acquisition',
];
const APPROVER: readonly Permission[] = [
  'update:contact-person',
  'read:approaching-deadline',
  'update:deadline-indicator',
  'update:reply-indicator',
];
const CASE_HANDLER_FDIR_HI: readonly Permission[] = [
  'read:approaching-deadline',
  'update:flag',
  'update:deadline-indicator',
  'update:reply-indicator',
  'update:contact-person',
];
const CASE_HANDLER_OD: readonly Permission[] = [
  'update:status-finished-with-documentation',
  'create:fisheries-expert-report',
  'update:flag',
  'update:deadline-indicator',
  'update:reply-indicator',
  'update:submitted-to-ministry',
  'read:approaching-deadline',
  'update:contact-person',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  daq_innmelder_selskap: NOTIFIER,
  daq_innmelder_od: NOTIFIER,
  daq_godkjenner_fdir: APPROVER,
  daq_godkjenner_hi: APPROVER,
  daq_godkjenner_od: APPROVER,
  daq_saksbehandler_fdir: CASE_HANDLER_FDIR_HI,
  daq_saksbehandler_hi: CASE_HANDLER_FDIR_HI,
  daq_saksbehandler_od: CASE_HANDLER_OD,
  daq_admin_od: ['admin'],
};

/** Draft status value (spec 000 section 9). */
const DRAFT_STATUS = 99;
/** Ferdig (finished). */
const FINISHED_STATUS = 40;
/**
 * Statuses whose details sections may be amended (update:acquisition, spec 001 s6 canUpdateAcquisition): a submitted
 * acquisition under consideration, planned, ongoing or paused; not a draft (edited in the wizard), nor a finished or
 * cancelled one (docs/decisions.md).
 */
export const AMENDABLE_STATUSES: readonly number[] = [1, 10, 20, 30];

export interface PermissionCondition {
  /** Accomplishment status of the acquisition; absent for an acquisition not yet created. */
  status?: number | null;
  /**
   * For update:contact-person: the condition passed in by the caller. True when the user's party
   * has no contact person on the case yet, or the user is that contact (see docs/decisions.md).
   */
  mayUpdateContactPerson?: boolean;
  /** For update:acquisition: the viewer's organisation owns the case (its organisation or the on-behalf company). */
  isOwnerOrganisation?: boolean;
}

/** Does the role hold the permission in the static table (ignoring dynamic conditions)? */
export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  const normalized = normalizeRole(role);
  return !!normalized && ROLE_PERMISSIONS[normalized].includes(permission);
}

/**
 * May the role do the action, given the object's condition? Dynamic rules:
 * - delete and edit acquisition: only when the status is absent or Draft (99);
 * - update acquisition (amendments): only a notifier of an owner organisation, while the status is amendable;
 * - update contact person: only when the condition passed in allows it;
 * - update status finished-with-documentation: only when the status is Ferdig (40).
 */
export function can(role: string | null | undefined, permission: Permission, condition: PermissionCondition = {}): boolean {
  if (!hasPermission(role, permission)) return false;
  switch (permission) {
    case 'delete:acquisition':
    case 'edit:acquisition':
      return condition.status === undefined || condition.status === null || condition.status === DRAFT_STATUS;
    case 'update:acquisition':
      return condition.isOwnerOrganisation === true && typeof condition.status === 'number' && AMENDABLE_STATUSES.includes(condition.status);
    case 'update:contact-person':
      return condition.mayUpdateContactPerson === true;
    case 'update:status-finished-with-documentation':
      return condition.status === FINISHED_STATUS;
    default:
      return true;
  }
}

export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  const normalized = normalizeRole(role);
  return normalized ? ROLE_PERMISSIONS[normalized] : [];
}

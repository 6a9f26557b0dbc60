import { describe, expect, it } from 'vitest';
import { can, hasPermission, type Permission, PERMISSIONS, permissionsOf } from '@/domain/permissions';
import { ROLES, type Role } from '@/domain/roles';

/** Spec 000 section 6, written out by hand: what each of the nine roles may do. */
const NOTIFIER: Permission[] = [
  'create:acquisition',
  'list:acquisitions',
  'update:acquisition-status',
  'create:week-report',
  'delete:acquisition',
  'edit:acquisition',
  'update:acquisition',
];
const APPROVER: Permission[] = [
  'update:contact-person',
  'read:approaching-deadline',
  'update:deadline-indicator',
  'update:reply-indicator',
];
const CASE_HANDLER_FDIR_HI: Permission[] = [
  'read:approaching-deadline',
  'update:flag',
  'update:deadline-indicator',
  'update:reply-indicator',
  'update:contact-person',
];
const EXPECTED: Record<Role, Permission[]> = {
  daq_innmelder_selskap: NOTIFIER,
  daq_innmelder_od: NOTIFIER,
  daq_godkjenner_fdir: APPROVER,
  daq_godkjenner_hi: APPROVER,
  daq_godkjenner_od: APPROVER,
  daq_saksbehandler_fdir: CASE_HANDLER_FDIR_HI,
  daq_saksbehandler_hi: CASE_HANDLER_FDIR_HI,
  daq_saksbehandler_od: [
    'update:status-finished-with-documentation',
    'create:fisheries-expert-report',
    'update:flag',
    'update:deadline-indicator',
    'update:reply-indicator',
    'update:submitted-to-ministry',
    'read:approaching-deadline',
    'update:contact-person',
  ],
  daq_admin_od: ['admin'],
};

/** Every permission of section 6, by hand; `PERMISSIONS` must hold exactly these. */
const ALL: Permission[] = [...new Set(Object.values(EXPECTED).flat())];

/** A condition under which every dynamic permission is granted. */
const ALLOWING = { status: 40, mayUpdateContactPerson: true };
const ALLOWING_UPDATE = { status: 20, isOwnerOrganisation: true };
const ALLOWING_EDIT = { status: 99, mayUpdateContactPerson: true };

function mayDo(role: string, permission: Permission): boolean {
  const condition =
    permission === 'delete:acquisition' || permission === 'edit:acquisition'
      ? ALLOWING_EDIT
      : permission === 'update:acquisition'
        ? ALLOWING_UPDATE
        : ALLOWING;
  return can(role, permission, condition);
}

describe('role permission table (spec 000 section 6)', () => {
  it('covers the nine roles and the sixteen permissions', () => {
    expect([...ROLES].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(ALL).toHaveLength(16);
    expect([...PERMISSIONS].sort()).toEqual([...ALL].sort());
  });

  describe.each(ROLES.map((role) => [role] as const))('%s', (role) => {
    it.each(ALL.map((permission) => [permission, EXPECTED[role].includes(permission)] as const))(
      '%s: %s',
      (permission, allowed) => {
        expect(hasPermission(role, permission)).toBe(allowed);
        expect(mayDo(role, permission)).toBe(allowed);
        expect(hasPermission(role.toUpperCase(), permission)).toBe(allowed);
      },
    );

    it('lists exactly its permissions', () => {
      expect([...permissionsOf(role)].sort()).toEqual([...EXPECTED[role]].sort());
    });
  });

  it('has no permission nobody holds, and admin only for the administrator', () => {
    for (const permission of ALL)
      expect(
        ROLES.some((role) => hasPermission(role, permission)),
        permission,
      ).toBe(true);
    expect(ROLES.filter((role) => hasPermission(role, 'admin'))).toEqual(['daq_admin_od']);
  });
});

describe('role ids', () => {
  it('are compared case-insensitively', () => {
    expect(hasPermission('DAQ_ADMIN_OD', 'admin')).toBe(true);
    expect(can('Daq_Innmelder_Selskap', 'create:acquisition')).toBe(true);
    expect(permissionsOf('DAQ_SAKSBEHANDLER_OD')).toContain('update:submitted-to-ministry');
  });

  it.each(['', 'daq_admin', 'daq_admin_od ', 'admin', 'daq_innmelder', 'daq_godkjenner_xx', null, undefined])(
    'gives the unknown role %j nothing',
    (role) => {
      for (const permission of ALL) {
        expect(hasPermission(role, permission)).toBe(false);
        expect(mayDo(role ?? '', permission)).toBe(false);
      }
      expect(permissionsOf(role)).toEqual([]);
    },
  );
});

describe('dynamic rules', () => {
  const notifiers: Role[] = ['daq_innmelder_selskap', 'daq_innmelder_od'];

  it.each(notifiers)('%s may delete and edit only an absent or draft (99) status', (role) => {
    for (const permission of ['delete:acquisition', 'edit:acquisition'] as const) {
      expect(can(role, permission)).toBe(true);
      expect(can(role, permission, { status: null })).toBe(true);
      expect(can(role, permission, { status: 99 })).toBe(true);
      for (const status of [-1, 1, 10, 20, 30, 40, 41, 50])
        expect(can(role, permission, { status }), `${status}`).toBe(false);
    }
  });

  it.each(notifiers)('%s may amend (update:acquisition) only its own organisation\'s case while under consideration, planned, ongoing or paused', (role) => {
    for (const status of [1, 10, 20, 30]) {
      expect(can(role, 'update:acquisition', { status, isOwnerOrganisation: true }), `${status}`).toBe(true);
      expect(can(role, 'update:acquisition', { status, isOwnerOrganisation: false }), `${status}`).toBe(false);
      expect(can(role, 'update:acquisition', { status }), `${status}`).toBe(false);
    }
    for (const status of [undefined, null, -1, 40, 41, 50, 99])
      expect(can(role, 'update:acquisition', { status, isOwnerOrganisation: true }), `${status}`).toBe(false);
  });

  it('grants update:contact-person only when the condition allows it', () => {
    const holders = ROLES.filter((role) => EXPECTED[role].includes('update:contact-person'));
    expect(holders).toHaveLength(6);
    for (const role of holders) {
      expect(can(role, 'update:contact-person', { mayUpdateContactPerson: true })).toBe(true);
      expect(can(role, 'update:contact-person', { mayUpdateContactPerson: false })).toBe(false);
      expect(can(role, 'update:contact-person')).toBe(false);
      expect(hasPermission(role, 'update:contact-person')).toBe(true);
    }
    expect(can('daq_innmelder_selskap', 'update:contact-person', { mayUpdateContactPerson: true })).toBe(
      false,
    );
  });

  it('grants finished-with-documentation only at status Ferdig (40)', () => {
    const role = 'daq_saksbehandler_od';
    expect(can(role, 'update:status-finished-with-documentation', { status: 40 })).toBe(true);
    for (const status of [undefined, null, -1, 1, 10, 20, 30, 41, 50, 99]) {
      expect(can(role, 'update:status-finished-with-documentation', { status }), `${status}`).toBe(false);
    }
    expect(can('daq_godkjenner_od', 'update:status-finished-with-documentation', { status: 40 })).toBe(false);
  });

  it('ignores the condition for static permissions', () => {
    expect(can('daq_saksbehandler_hi', 'update:flag', { status: 50, mayUpdateContactPerson: false })).toBe(
      true,
    );
    expect(can('daq_innmelder_od', 'create:week-report', { status: 20 })).toBe(true);
  });
});

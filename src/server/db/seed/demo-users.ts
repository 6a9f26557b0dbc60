import type { Role } from '../../../domain/roles';

/** The password of every demo user (embedded identity provider, not in production). */
export const DEMO_PASSWORD = 'meldesystem';

export interface DemoUser {
  /** Fixed id so tests, e2e and links can name a demo user. */
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: { organisationId: number; role: Role }[];
  /** false: must accept the active GDPR text at sign-in. */
  hasAcceptedGdpr: boolean;
  requireContactInfoConfirmation: boolean;
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function user(
  n: number,
  username: string,
  [firstName, lastName]: [string, string],
  roles: DemoUser['roles'],
  extra: Partial<DemoUser> = {},
): DemoUser {
  return {
    id: id(n),
    username,
    firstName,
    lastName,
    email: `${username}@meldesystem.example`,
    phone: `+47 9${String(n).padStart(7, '0')}`,
    roles,
    hasAcceptedGdpr: true,
    requireContactInfoConfirmation: false,
    ...extra,
  };
}

/** Demo users: at least one per role, see README.md. */
export const DEMO_USERS: readonly DemoUser[] = [
  user(1, 'innmelder', ['Kari', 'Nordmann'], [{ organisationId: 1001, role: 'daq_innmelder_selskap' }]),
  user(2, 'innmelder.od', ['Ola', 'Hansen'], [{ organisationId: 100, role: 'daq_innmelder_od' }]),
  user(3, 'godkjenner.od', ['Ingrid', 'Berg'], [{ organisationId: 100, role: 'daq_godkjenner_od' }]),
  user(4, 'godkjenner.fdir', ['Per', 'Johansen'], [{ organisationId: 200, role: 'daq_godkjenner_fdir' }]),
  user(5, 'godkjenner.hi', ['Silje', 'Larsen'], [{ organisationId: 300, role: 'daq_godkjenner_hi' }]),
  user(6, 'saksbehandler.od', ['Lars', 'Andersen'], [{ organisationId: 100, role: 'daq_saksbehandler_od' }]),
  user(7, 'saksbehandler.fdir', ['Marte', 'Pedersen'], [{ organisationId: 200, role: 'daq_saksbehandler_fdir' }]),
  user(8, 'saksbehandler.hi', ['Erik', 'Nilsen'], [{ organisationId: 300, role: 'daq_saksbehandler_hi' }]),
  user(9, 'admin', ['Anne', 'Kristiansen'], [{ organisationId: 100, role: 'daq_admin_od' }]),
  user(10, 'flere.roller', ['Nils', 'Jensen'], [
    { organisationId: 1002, role: 'daq_innmelder_selskap' },
    { organisationId: 1003, role: 'daq_innmelder_selskap' },
    { organisationId: 100, role: 'daq_saksbehandler_od' },
  ]),
  user(11, 'innmelder.uten.prefiks', ['Hilde', 'Karlsen'], [{ organisationId: 1003, role: 'daq_innmelder_selskap' }]),
  user(12, 'ingen.tilgang', ['Tor', 'Olsen'], []),
  user(13, 'ny.bruker', ['Sara', 'Solberg'], [{ organisationId: 1004, role: 'daq_innmelder_selskap' }], {
    hasAcceptedGdpr: false,
  }),
  user(14, 'kontakt.bekreft', ['Jonas', 'Haugen'], [{ organisationId: 1002, role: 'daq_innmelder_selskap' }], {
    requireContactInfoConfirmation: true,
  }),
  // A notifier the administrator may deactivate in demos and browser tests without locking anyone else out.
  user(15, 'innmelder.skl', ['Eva', 'Lunde'], [{ organisationId: 1005, role: 'daq_innmelder_selskap' }]),
];

export function demoUser(username: string): DemoUser {
  const found = DEMO_USERS.find((u) => u.username === username);
  if (!found) throw new Error(`No demo user ${username}`);
  return found;
}

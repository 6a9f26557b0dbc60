/** Roles of spec 000 section 6. Role ids are compared case-insensitively. */
export const ROLES = [
  'daq_innmelder_selskap',
  'daq_innmelder_od',
  'daq_godkjenner_fdir',
  'daq_godkjenner_hi',
  'daq_godkjenner_od',
  'daq_saksbehandler_fdir',
  'daq_saksbehandler_hi',
  'daq_saksbehandler_od',
  'daq_admin_od',
] as const;
export type Role = (typeof ROLES)[number];

/** The party (actor) a role acts for; numeric values of the Actor enumeration (spec 000 section 3). */
export const Party = { Regulator: 1, FisheriesDirectorate: 2, MarineResearchInstitute: 3, Company: 4 } as const;
export type Party = (typeof Party)[keyof typeof Party];

export function normalizeRole(value: string | null | undefined): Role | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : undefined;
}

export function isSameRole(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}

export function partyOfRole(role: Role): Party {
  if (role === 'daq_innmelder_selskap') return Party.Company;
  if (role.endsWith('_fdir')) return Party.FisheriesDirectorate;
  if (role.endsWith('_hi')) return Party.MarineResearchInstitute;
  return Party.Regulator;
}

export function isApproverRole(role: Role): boolean {
  return role.startsWith('daq_godkjenner_');
}

export function isNotifierRole(role: Role): boolean {
  return role.startsWith('daq_innmelder_');
}

export function isCaseHandlerRole(role: Role): boolean {
  return role.startsWith('daq_saksbehandler_');
}

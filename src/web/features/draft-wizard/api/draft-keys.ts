/** Query keys of the draft wizard (the user context token is part of keys whose answer depends on the role). */
export const draftKeys = {
  all: ['draft'] as const,
  draft: (id: string) => ['draft', 'draft', id] as const,
  lawCategories: (context: string) => ['draft', 'lawCategories', context] as const,
  companiesWithPrefix: ['draft', 'companiesWithPrefix'] as const,
  licences: (kind: string, context: string, companyId: number | null) =>
    ['draft', 'licences', kind, context, companyId] as const,
  draftLicences: (id: string, kind: string) => ['draft', 'draftLicences', id, kind] as const,
  restrictionAreas: ['draft', 'restrictionAreas'] as const,
  seaAreas: ['draft', 'seaAreas'] as const,
  vessels: ['draft', 'vessels'] as const,
  harbours: ['draft', 'harbours'] as const,
  experts: ['draft', 'experts'] as const,
  draftVessels: (id: string) => ['draft', 'draftVessels', id] as const,
  vesselHarbours: (id: string, vesselId: string) => ['draft', 'vesselHarbours', id, vesselId] as const,
  draftExperts: (id: string) => ['draft', 'draftExperts', id] as const,
  approvers: (context: string) => ['draft', 'approvers', context] as const,
  contactPersons: (context: string) => ['draft', 'contactPersons', context] as const,
  companies: ['draft', 'companies'] as const,
};
